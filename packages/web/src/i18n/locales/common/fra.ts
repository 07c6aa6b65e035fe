export default {
  tabs: {
    label: 'Navigation principale',
    home: 'Accueil',
    quotes: 'Marchés',
    trade: 'Trader',
    assets: 'Actifs',
  },
  pageError: {
    title: "Impossible d'afficher cette page",
    description: 'Vérifiez votre connexion et réessayez.',
    timeout: 'La page a mis trop de temps à se charger',
    missing: 'La page est introuvable',
  },
  underDevelopment: {
    description: 'Cette fonctionnalité est en cours de développement et sera bientôt disponible.',
  },
  actions: {
    retry: 'Réessayer',
    confirm: 'Confirmer',
    cancel: 'Annuler',
    save: 'Enregistrer',
    copy: 'Copier',
    back: 'Retour',
  },
  states: {
    loading: 'Chargement…',
    empty: 'Rien pour le moment',
    noMore: 'Aucune autre donnée',
    loadFailed: 'Échec du chargement. Veuillez réessayer.',
  },
  error: {
    timeout: 'La requête a expiré. Veuillez réessayer.',
    network: 'Erreur réseau. Vérifiez votre connexion.',
    http: 'Le serveur a répondu avec le statut {{status}}.',
  },
  offline: {
    banner:
      'Vous êtes hors ligne : les cours et les soldes se mettront à jour dès votre retour en ligne',
    data: 'Vous êtes hors ligne. Ceci se chargera dès votre retour en ligne.',
    pageTitle: 'Vous êtes hors ligne',
    pageText: 'Cette page s’ouvrira dès votre retour en ligne.',
  },
};
