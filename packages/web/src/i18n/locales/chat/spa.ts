/** Customer service chat (Spanish). */
export default {
  title: 'Atención al cliente',
  online: 'En línea',
  offlineShort: 'Desconectado',
  offline:
    'El soporte no está conectado. Horario: {{hours}} UTC. Prevemos responder a partir del {{time}}.',
  earlier: 'Mensajes anteriores',
  loadFailed: 'No se pudo cargar el chat',
  retry: 'Reintentar',
  support: 'Soporte',
  agentInitial: 'S',
  image: 'Imagen',
  read: 'Leído',
  sent: 'Enviado',
  pickImage: 'Enviar una imagen',
  placeholder: 'Escribe un mensaje',
  send: 'Enviar',
};
