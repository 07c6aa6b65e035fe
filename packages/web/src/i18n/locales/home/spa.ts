export default {
  header: {
    settings: 'Idioma y ajustes',
    messages: 'Mensajes',
    messagesUnread: 'Mensajes, {{count}} sin leer',
  },
  banner: { label: 'Destacados' },
  notice: { label: 'Anuncios' },
  popup: { badge: 'Anuncio', close: 'Entendido', details: 'Ver detalles' },
  shortcuts: { label: 'Accesos directos', more: 'Más', less: 'Menos' },
  quotes: {
    title: 'Mercados',
    more: 'Más',
    kind: { crypto: 'Cripto', stock: 'Acciones' },
    name: 'Nombre',
    price: 'Último precio',
    change: 'Cambio 24 h',
    empty: 'Aún no hay instrumentos listados',
  },
  news: { title: 'Noticias', more: 'Cargar más', empty: 'Aún no hay noticias' },
};
