/** Le centre d'épargne (français) : mon épargne, les échéances, les trois produits. */
export default {
  page: {
    title: 'Épargne',
  },
  mine: {
    title: 'Mon épargne',
    running_one: '{{count}} en cours',
    running_other: '{{count}} en cours',
    signedOut:
      'Connectez-vous pour voir vos positions, les revenus versés et à venir, et les prochaines échéances.',
    signIn: 'Se connecter',
    empty: 'Aucun placement pour le moment',
    emptyHint: 'Choisissez ci-dessous un blocage, un produit bi-devise ou une IEO pour commencer.',
    next: 'Prochain',
    orders: 'Ordres',
  },
  product: {
    lockup: 'Minage bloqué',
    dual: 'Investissement bi-devise',
    ieo: 'IEO',
  },
  label: {
    lockup: {
      holding: 'Bloqué',
      pending: 'Intérêts à venir',
      paid: 'Intérêts versés',
    },
    dual: {
      holding: 'Investi',
      pending: 'Rendement à l’échéance',
      paid: 'Paiements réglés (capital et rendement)',
    },
    ieo: {
      holding: 'Réservé pour souscriptions',
      pending: 'Jetons en attente de déblocage',
      paid: 'Jetons débloqués',
    },
  },
  event: {
    lockupCredit: 'Versement d’intérêts',
    lockupEnd: 'Fin du blocage, capital rendu',
    dualSettle: 'Règlement à l’échéance',
    ieoAllocate: 'Attribution des jetons',
    ieoRelease: 'Déblocage des jetons',
  },
  time: {
    in: 'dans {{span}}',
    due: 'imminent',
    d: 'j',
    h: 'h',
    m: 'min',
    s: 's',
  },
  upcoming: {
    title: 'À venir',
    empty: 'Rien de prévu',
  },
  section: {
    more: 'Plus',
    orders: 'Mes ordres',
    empty: 'Aucune offre pour le moment',
    lockupHint: 'Intérêts fixes chaque jour, capital rendu à la fin',
    dualHint: 'Rendement plus élevé, réglé dans l’une des deux devises',
    ieoHint: 'Souscrivez aux nouveaux jetons avant leur cotation',
  },
  lockup: {
    apr: 'Rendement annuel',
    days_one: '{{count}} jour',
    days_other: '{{count}} jours',
    from: 'Dès {{amount}} {{coin}}',
  },
  dual: {
    apr: 'TAEG',
    linked: 'Prix d’exercice',
    days_one: '{{count}} jour',
    days_other: '{{count}} jours',
  },
  ieo: {
    price: 'Prix',
    subscribed: 'Souscrit',
    phase: {
      '0': 'À venir',
      '1': 'Préchauffe',
      '2': 'En cours',
      '3': 'Terminé',
      paused: 'En pause',
    },
  },
};
