/** El centro de ahorro (español): mis inversiones, lo próximo, los tres productos. */
export default {
  page: {
    title: 'Ahorro',
  },
  mine: {
    title: 'Mis inversiones',
    running_one: '{{count}} en curso',
    running_other: '{{count}} en curso',
    signedOut:
      'Inicia sesión para ver tus posiciones, los rendimientos pagados y por venir, y lo que vence próximamente.',
    signIn: 'Iniciar sesión',
    empty: 'Todavía no tienes inversiones',
    emptyHint: 'Elige abajo un plan de bloqueo, un producto dual o una IEO para empezar.',
    next: 'Próximo',
    orders: 'Órdenes',
  },
  product: {
    lockup: 'Minería con bloqueo',
    dual: 'Inversión dual',
    ieo: 'IEO',
  },
  label: {
    lockup: {
      holding: 'Bloqueado',
      pending: 'Intereses por cobrar',
      paid: 'Intereses pagados',
    },
    dual: {
      holding: 'Invertido',
      pending: 'Rendimiento al vencimiento',
      paid: 'Pagos liquidados (capital y rendimiento)',
    },
    ieo: {
      holding: 'Retenido para suscripciones',
      pending: 'Tokens pendientes de liberar',
      paid: 'Tokens liberados',
    },
  },
  event: {
    lockupCredit: 'Abono de intereses',
    lockupEnd: 'Fin del bloqueo, devolución del capital',
    dualSettle: 'Liquidación al vencimiento',
    ieoAllocate: 'Asignación de tokens',
    ieoRelease: 'Liberación de tokens',
  },
  time: {
    in: 'en {{span}}',
    due: 'inminente',
    d: 'd',
    h: 'h',
    m: 'min',
    s: 's',
  },
  upcoming: {
    title: 'Próximamente',
    empty: 'Nada programado',
  },
  section: {
    more: 'Más',
    orders: 'Mis órdenes',
    empty: 'No hay ofertas por ahora',
    lockupHint: 'Interés fijo cada día, capital devuelto al final',
    dualHint: 'Mayor rendimiento, liquidado en una de dos monedas',
    ieoHint: 'Suscríbete a nuevos tokens antes de que coticen',
  },
  lockup: {
    apr: 'Rendimiento anual',
    days_one: '{{count}} día',
    days_other: '{{count}} días',
    from: 'Desde {{amount}} {{coin}}',
  },
  dual: {
    apr: 'TAE',
    linked: 'Precio vinculado',
    days_one: '{{count}} día',
    days_other: '{{count}} días',
  },
  ieo: {
    price: 'Precio',
    subscribed: 'Suscrito',
    phase: {
      '0': 'Próximamente',
      '1': 'Precalentamiento',
      '2': 'En curso',
      '3': 'Finalizado',
      paused: 'En pausa',
    },
  },
};
