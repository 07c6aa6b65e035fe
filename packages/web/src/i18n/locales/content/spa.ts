export default {
  article: { title: 'Artículo', notFound: 'Este artículo no existe o se ha eliminado.' },
  sitePage: {
    aboutus: 'Sobre nosotros',
    contactus: 'Contacto',
    compliance: 'Cumplimiento operativo',
    updated: 'Última actualización: {{date}}',
  },
  faq: { title: 'Preguntas frecuentes', empty: 'Aún no hay preguntas' },
  webView: {
    title: 'Página web',
    refusedTitle: 'No se puede abrir esta dirección',
    refused:
      'Por tu seguridad, dentro de la aplicación solo se pueden abrir páginas seguras (https).',
    openOutside: 'Abrir en el navegador',
  },
  mail: {
    hubTitle: 'Centro de mensajes',
    listTitle: 'Mis mensajes',
    tabMessages: 'Mensajes',
    tabAnnouncements: 'Anuncios',
    readAll: 'Marcar todo como leído',
    allRead: 'Todos los mensajes se han marcado como leídos',
    empty: 'Aún no hay mensajes',
    system: 'Sistema',
    unread: 'No leído',
    signIn: 'Inicia sesión para ver tus mensajes',
    signInButton: 'Iniciar sesión',
  },
  announcements: { title: 'Anuncios', detailTitle: 'Anuncio', empty: 'Aún no hay anuncios' },
};
