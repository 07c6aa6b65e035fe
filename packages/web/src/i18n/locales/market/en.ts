/** Market screens (pages/market/* and features/market). */
export default {
  title: 'Markets',
  tabs: { label: 'Market lists', favorites: 'Favorites', crypto: 'Coins', stock: 'Stocks' },
  columns: {
    pair: 'Pair',
    volume: 'Vol',
    price: 'Last price',
    change: '24h change',
    sortBy: 'Sort by {{column}}',
  },
  row: {
    volume: 'Vol {{value}}',
    closed: 'Closed',
    favorite: 'Add {{pair}} to favorites',
    unfavorite: 'Remove {{pair}} from favorites',
  },
  empty: 'No pairs listed yet',
  favorites: {
    signInTitle: 'Sign in to keep your favorite pairs here',
    signIn: 'Sign in',
    empty: 'No favorites yet',
    find: 'Find pairs to add',
    added: 'Added to favorites',
    removed: 'Removed from favorites',
  },
  search: {
    open: 'Search',
    placeholder: 'Search coins and stocks',
    label: 'Search pairs',
    clearInput: 'Clear search',
    cancel: 'Cancel',
    hot: 'Hot searches',
    recent: 'Recently viewed',
    clear: 'Clear recently viewed',
    noResults: 'No pairs match “{{keyword}}”',
    results: 'Results',
  },
};
