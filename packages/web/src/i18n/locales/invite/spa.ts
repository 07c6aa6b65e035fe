/** El programa de invitaciones de la página de invitar: tasa, ganancias, amigos y reembolsos (issue 12). */
export default {
  step3: 'Gana el {{percent}} de sus comisiones de trading',
  summary: {
    title: 'Mis reembolsos',
    rateOf: 'de las comisiones de trading que pagan tus amigos',
    friends: 'Amigos invitados',
    earned: 'Ganado',
    none: 'Nada todavía',
    nextPay: 'Próximo pago',
    rule: 'Cada día a las 00:10 UTC recibes el {{percent}} de las comisiones de spot, acciones y contratos que tus amigos pagaron el día anterior, en la moneda en que las pagaron, redondeado hacia abajo. Los reembolsos van a tu cuenta spot (los de comisiones de acciones, a tu cuenta de acciones). Se aplica la tasa vigente el día del pago.',
  },
  tabs: {
    friends: 'Amigos',
    rebates: 'Reembolsos',
  },
  friends: {
    joined: 'Registrado el {{date}}',
    noRebate: 'Aún sin reembolso',
    empty: 'Aún no tienes amigos. Comparte tu enlace: quien se registre con él aparecerá aquí.',
  },
  rebates: {
    empty: 'Aún no hay reembolsos. Llegan el día después de que tus amigos operen.',
    from: 'De {{account}}',
    day: 'Día de operaciones {{day}} (UTC)',
    fees: 'Comisiones {{amount}} {{currency}} × {{percent}}',
    roundedToZero: 'Menor que la unidad mínima: no se pagó nada',
  },
  sources: {
    spot: 'Spot',
    stock: 'Acciones',
    contract: 'Contratos',
  },
  more: 'Cargar más',
};
