/** Content and messages pages: articles, site pages, FAQ, web view, mail and announcements. */
export default {
  article: { title: 'Article', notFound: 'This article does not exist or has been removed.' },
  sitePage: {
    aboutus: 'About us',
    contactus: 'Contact us',
    compliance: 'Operational compliance',
    updated: 'Last updated {{date}}',
  },
  faq: { title: 'FAQ', empty: 'No questions yet' },
  webView: {
    title: 'Web page',
    refusedTitle: 'This address cannot be opened',
    refused: 'For your safety, only secure (https) pages can be opened inside the app.',
    openOutside: 'Open in browser',
  },
  mail: {
    hubTitle: 'Message centre',
    listTitle: 'My messages',
    tabMessages: 'Messages',
    tabAnnouncements: 'Announcements',
    readAll: 'Read all',
    allRead: 'All messages marked as read',
    empty: 'No messages yet',
    system: 'System',
    unread: 'Unread',
    signIn: 'Log in to see your messages',
    signInButton: 'Log in',
  },
  announcements: {
    title: 'Announcements',
    detailTitle: 'Announcement',
    empty: 'No announcements yet',
  },
};
