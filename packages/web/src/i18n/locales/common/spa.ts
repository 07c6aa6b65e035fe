export default {
  tabs: {
    label: 'Navegación principal',
    home: 'Inicio',
    quotes: 'Mercados',
    trade: 'Operar',
    assets: 'Activos',
  },
  pageError: {
    title: 'No se puede mostrar esta página',
    description: 'Comprueba tu conexión e inténtalo de nuevo.',
    timeout: 'La página tardó demasiado en cargar',
    missing: 'No se encontró la página',
  },
  underDevelopment: { description: 'Esta función está en desarrollo y estará disponible pronto.' },
  actions: {
    retry: 'Reintentar',
    confirm: 'Confirmar',
    cancel: 'Cancelar',
    save: 'Guardar',
    copy: 'Copiar',
    back: 'Volver',
  },
  states: {
    loading: 'Cargando…',
    empty: 'Todavía no hay nada',
    noMore: 'No hay más datos',
    loadFailed: 'No se pudo cargar. Inténtalo de nuevo.',
  },
  error: {
    timeout: 'La solicitud ha caducado. Inténtalo de nuevo.',
    network: 'Error de red. Comprueba tu conexión.',
    http: 'El servidor respondió con el estado {{status}}.',
  },
  offline: {
    banner:
      'Está sin conexión: los precios y saldos se actualizarán cuando vuelva a estar en línea',
    data: 'Está sin conexión. Esto se cargará cuando vuelva a estar en línea.',
    pageTitle: 'Está sin conexión',
    pageText: 'Esta página se abrirá cuando vuelva a estar en línea.',
  },
};
