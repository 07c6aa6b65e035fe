export default {
  header: {
    settings: 'Langue et paramètres',
    messages: 'Messages',
    messagesUnread: 'Messages, {{count}} non lus',
  },
  banner: { label: 'À la une' },
  notice: { label: 'Annonces' },
  popup: { badge: 'Annonce', close: "J'ai compris", details: 'Voir les détails' },
  shortcuts: { label: 'Raccourcis', more: 'Plus', less: 'Moins' },
  quotes: {
    title: 'Marchés',
    more: 'Plus',
    kind: { crypto: 'Crypto', stock: 'Actions' },
    name: 'Nom',
    price: 'Dernier prix',
    change: 'Variation 24 h',
    empty: 'Aucun instrument coté pour le moment',
  },
  news: { title: 'Actualités', more: 'Charger plus', empty: 'Aucune actualité pour le moment' },
};
