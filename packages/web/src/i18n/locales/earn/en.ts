/** The financial hub (English): my earn, upcoming events, the three product sections. */
export default {
  page: {
    title: 'Earn',
  },
  mine: {
    title: 'My earn',
    running_one: '{{count}} running',
    running_other: '{{count}} running',
    signedOut:
      'Sign in to see your positions, the income paid and still to come, and what matures next.',
    signIn: 'Sign in',
    empty: 'Nothing earning yet',
    emptyHint: 'Pick a lock-up plan, a dual product or an IEO below to start.',
    next: 'Next',
    orders: 'Orders',
  },
  product: {
    lockup: 'Lock-up mining',
    dual: 'Dual investment',
    ieo: 'IEO',
  },
  label: {
    lockup: {
      holding: 'Locked',
      pending: 'Interest to come',
      paid: 'Interest paid',
    },
    dual: {
      holding: 'Invested',
      pending: 'Yield at maturity',
      paid: 'Settled payouts (principal and yield)',
    },
    ieo: {
      holding: 'Held for subscriptions',
      pending: 'Tokens awaiting release',
      paid: 'Tokens released',
    },
  },
  event: {
    lockupCredit: 'Interest credit',
    lockupEnd: 'Lock ends, principal back',
    dualSettle: 'Settles at maturity',
    ieoAllocate: 'Tokens allotted',
    ieoRelease: 'Tokens released',
  },
  time: {
    in: 'in {{span}}',
    due: 'due now',
    d: 'd',
    h: 'h',
    m: 'm',
    s: 's',
  },
  upcoming: {
    title: 'Upcoming',
    empty: 'Nothing scheduled',
  },
  section: {
    more: 'More',
    orders: 'My orders',
    empty: 'Nothing on offer right now',
    lockupHint: 'Fixed daily interest, principal back at the end',
    dualHint: 'Higher yield, settled in one of two coins',
    ieoHint: 'Subscribe to new tokens before they list',
  },
  lockup: {
    apr: 'Annual yield',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
    from: 'From {{amount}} {{coin}}',
  },
  dual: {
    apr: 'APR',
    linked: 'Linked price',
    days_one: '{{count}} day',
    days_other: '{{count}} days',
  },
  ieo: {
    price: 'Price',
    subscribed: 'Subscribed',
    phase: {
      '0': 'Upcoming',
      '1': 'Warming up',
      '2': 'In progress',
      '3': 'Finished',
      paused: 'Paused',
    },
  },
};
