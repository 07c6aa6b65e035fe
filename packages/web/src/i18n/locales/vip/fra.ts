/** Niveaux VIP : la ligne des réglages et la page VIP (issue 12). */
export default {
  title: 'Niveau VIP',
  row: 'Niveau VIP',
  hero: {
    discount: 'Remise sur les frais',
    discountNote:
      '{{percent}} de moins sur les frais maker et taker au comptant et sur les frais d’ouverture et de clôture des contrats.',
    noDiscount: 'VIP0 paie les frais publiés. À partir de VIP1, chaque frais est réduit.',
    notYet: 'Pas encore évalué : tout compte est VIP0 jusqu’à sa première évaluation quotidienne.',
    assessedAt: 'Évalué le',
    window: 'Période du volume',
    windowDays: '{{from}} – {{to}} (UTC)',
    next: 'Prochaine évaluation',
  },
  figures: {
    volume: 'Volume sur 30 jours (USDT)',
    split: 'Comptant {{spot}} · Contrats {{contract}}',
    holdings: 'Avoirs (USDT)',
    holdingsNote: 'Tous les comptes, au prix de l’indice',
  },
  progress: {
    title: 'Prochain : {{level}}',
    discount: '−{{percent}}',
    volume: 'Volume sur 30 jours',
    holdings: 'Avoirs',
    or: 'ou',
    missing: 'Encore {{amount}} USDT',
    met: 'Atteint',
    either: 'Atteindre l’un des deux suffit. Les chiffres sont ceux de votre dernière évaluation.',
    topTitle: 'Niveau le plus haut',
    top: 'Vous êtes au niveau le plus haut.',
  },
  table: {
    title: 'Niveaux',
    level: 'Niveau',
    volume: 'Volume 30 j',
    holdings: 'Avoirs',
    discount: 'Remise',
    note: 'Seuils en USDT. Atteindre le volume ou les avoirs suffit pour un niveau.',
  },
  rules: {
    title: 'Comment votre niveau est calculé',
    either:
      'Votre niveau est le plus haut dont vous atteignez le volume sur 30 jours ou les avoirs.',
    volume:
      'Volume sur 30 jours : la valeur en USDT de vos échanges au comptant et d’actions, comme maker ou taker, plus la valeur notionnelle des contrats ouverts et clôturés, sur les {{days}} jours UTC précédant le jour de l’évaluation.',
    holdings:
      'Avoirs : tous vos soldes de tous les comptes, disponibles et bloqués, valorisés au prix de l’indice (l’USDT compte pour un).',
    daily:
      'Les niveaux sont évalués chaque jour à {{time}} UTC et peuvent monter ou descendre. Un nouveau compte est VIP0 jusqu’à sa première évaluation.',
    discount:
      'La remise s’applique aux frais maker et taker au comptant et aux frais d’ouverture et de clôture des contrats, et elle est enregistrée sur chaque transaction.',
  },
};
