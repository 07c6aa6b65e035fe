export default {
  article: { title: 'Article', notFound: "Cet article n'existe pas ou a été supprimé." },
  sitePage: {
    aboutus: 'À propos',
    contactus: 'Nous contacter',
    compliance: 'Conformité opérationnelle',
    updated: 'Dernière mise à jour le {{date}}',
  },
  faq: { title: 'FAQ', empty: 'Aucune question pour le moment' },
  webView: {
    title: 'Page web',
    refusedTitle: 'Impossible d’ouvrir cette adresse',
    refused:
      "Pour votre sécurité, seules les pages sécurisées (https) peuvent être ouvertes dans l'application.",
    openOutside: 'Ouvrir dans le navigateur',
  },
  mail: {
    hubTitle: 'Centre de messages',
    listTitle: 'Mes messages',
    tabMessages: 'Messages',
    tabAnnouncements: 'Annonces',
    readAll: 'Tout marquer comme lu',
    allRead: 'Tous les messages sont marqués comme lus',
    empty: 'Aucun message pour le moment',
    system: 'Système',
    unread: 'Non lu',
    signIn: 'Connectez-vous pour voir vos messages',
    signInButton: 'Se connecter',
  },
  announcements: {
    title: 'Annonces',
    detailTitle: 'Annonce',
    empty: 'Aucune annonce pour le moment',
  },
};
