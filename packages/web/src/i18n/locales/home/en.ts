/** Home page strings (pages/index/index and features/home). */
export default {
  header: {
    settings: 'Language and settings',
    messages: 'Messages',
    messagesUnread: 'Messages, {{count}} unread',
  },
  banner: { label: 'Featured' },
  notice: { label: 'Announcements' },
  popup: { badge: 'Announcement', close: 'Got it', details: 'View details' },
  shortcuts: { label: 'Shortcuts', more: 'More', less: 'Less' },
  quotes: {
    title: 'Markets',
    more: 'More',
    kind: { crypto: 'Crypto', stock: 'Stocks' },
    name: 'Name',
    price: 'Last price',
    change: '24h change',
    empty: 'No instruments listed yet',
  },
  news: { title: 'News', more: 'Load more', empty: 'No news yet' },
};
