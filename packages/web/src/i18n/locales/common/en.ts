/** Shared UI strings: tab bar, page states, generic actions and errors. */
export default {
  tabs: {
    label: 'Main navigation',
    home: 'Home',
    quotes: 'Quotes',
    trade: 'Trade',
    assets: 'Assets',
  },
  pageError: {
    title: 'This page could not be shown',
    description: 'Please check your connection and try again.',
    timeout: 'The page took too long to load',
    missing: 'The page could not be found',
  },
  underDevelopment: { description: 'This feature is being built and will be available soon.' },
  actions: {
    retry: 'Retry',
    confirm: 'Confirm',
    cancel: 'Cancel',
    save: 'Save',
    copy: 'Copy',
    back: 'Back',
  },
  states: {
    loading: 'Loading…',
    empty: 'Nothing here yet',
    noMore: 'No more data',
    loadFailed: 'Could not load. Please try again.',
  },
  error: {
    timeout: 'The request timed out. Please try again.',
    network: 'Network error. Please check your connection.',
    http: 'The server answered with status {{status}}.',
  },
  offline: {
    banner: 'You are offline: prices and balances will update when you are back online',
    data: 'You are offline. This will load when you are back online.',
    pageTitle: 'You are offline',
    pageText: 'This page opens when you are back online.',
  },
};
