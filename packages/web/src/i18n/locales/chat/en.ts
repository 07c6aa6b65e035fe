/** Customer service chat (English). */
export default {
  title: 'Customer service',
  online: 'Online',
  offlineShort: 'Offline',
  offline: 'Support is offline now. Hours: {{hours}} UTC. We expect to reply from {{time}}.',
  earlier: 'Earlier messages',
  loadFailed: 'The chat could not be loaded',
  retry: 'Try again',
  support: 'Support',
  agentInitial: 'S',
  image: 'Image',
  read: 'Read',
  sent: 'Sent',
  pickImage: 'Send an image',
  placeholder: 'Type a message',
  send: 'Send',
};
