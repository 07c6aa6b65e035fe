/** Niveles VIP: la fila de ajustes y la página VIP (issue 12). */
export default {
  title: 'Nivel VIP',
  row: 'Nivel VIP',
  hero: {
    discount: 'Descuento en comisiones',
    discountNote:
      '{{percent}} menos en las comisiones maker y taker de contado y en las de apertura y cierre de contratos.',
    noDiscount: 'VIP0 paga las comisiones publicadas. Desde VIP1, cada comisión tiene descuento.',
    notYet: 'Aún sin evaluar: toda cuenta es VIP0 hasta su primera evaluación diaria.',
    assessedAt: 'Evaluado el',
    window: 'Periodo del volumen',
    windowDays: '{{from}} – {{to}} (UTC)',
    next: 'Próxima evaluación',
  },
  figures: {
    volume: 'Volumen de 30 días (USDT)',
    split: 'Contado {{spot}} · Contratos {{contract}}',
    holdings: 'Activos (USDT)',
    holdingsNote: 'Todas las cuentas, a precio índice',
  },
  progress: {
    title: 'Siguiente: {{level}}',
    discount: '−{{percent}}',
    volume: 'Volumen de 30 días',
    holdings: 'Activos',
    or: 'o',
    missing: 'Faltan {{amount}} USDT',
    met: 'Alcanzado',
    either: 'Basta con alcanzar uno de los dos. Las cifras son las de tu última evaluación.',
    topTitle: 'Nivel más alto',
    top: 'Estás en el nivel más alto.',
  },
  table: {
    title: 'Niveles',
    level: 'Nivel',
    volume: 'Volumen 30 d',
    holdings: 'Activos',
    discount: 'Descuento',
    note: 'Umbrales en USDT. Cumplir el volumen o los activos basta para alcanzar un nivel.',
  },
  rules: {
    title: 'Cómo se calcula tu nivel',
    either: 'Tu nivel es el más alto cuyo volumen de 30 días o cuyos activos cumples.',
    volume:
      'Volumen de 30 días: el valor en USDT de tus operaciones de contado y de acciones, como maker o taker, más el nocional de los contratos que abriste y cerraste, en los {{days}} días UTC anteriores al día de la evaluación.',
    holdings:
      'Activos: todos tus saldos en todas las cuentas, disponibles y congelados, valorados al precio índice (el USDT cuenta uno a uno).',
    daily:
      'Los niveles se evalúan cada día a las {{time}} UTC y pueden subir o bajar. Una cuenta nueva es VIP0 hasta su primera evaluación.',
    discount:
      'El descuento se aplica a las comisiones maker y taker de contado y a las de apertura y cierre de contratos, y queda registrado en cada operación.',
  },
};
