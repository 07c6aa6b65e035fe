/** Customer service chat (French). */
export default {
  title: 'Service client',
  online: 'En ligne',
  offlineShort: 'Hors ligne',
  offline:
    'Le support est hors ligne. Horaires : {{hours}} UTC. Réponse prévue à partir du {{time}}.',
  earlier: 'Messages précédents',
  loadFailed: 'Impossible de charger la conversation',
  retry: 'Réessayer',
  support: 'Support',
  agentInitial: 'S',
  image: 'Image',
  read: 'Lu',
  sent: 'Envoyé',
  pickImage: 'Envoyer une image',
  placeholder: 'Écrire un message',
  send: 'Envoyer',
};
