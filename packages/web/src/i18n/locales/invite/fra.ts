/** Le programme de parrainage de la page d'invitation : taux, gains, filleuls et remises (issue 12). */
export default {
  step3: 'Recevez {{percent}} de leurs frais de trading',
  summary: {
    title: 'Mes remises',
    rateOf: 'des frais de trading payés par vos filleuls',
    friends: 'Amis invités',
    earned: 'Gagné',
    none: 'Rien pour l’instant',
    nextPay: 'Prochain versement',
    rule: 'Chaque jour à 00:10 UTC, vous recevez {{percent}} des frais spot, actions et contrats payés la veille par vos filleuls, dans la monnaie où ils les ont payés, arrondis à l’unité inférieure. Les remises sont versées sur votre compte spot (celles des frais sur actions sur votre compte actions). Le taux en vigueur le jour du versement s’applique.',
  },
  tabs: {
    friends: 'Amis',
    rebates: 'Remises',
  },
  friends: {
    joined: 'Inscrit le {{date}}',
    noRebate: 'Pas encore de remise',
    empty:
      'Aucun ami pour l’instant. Partagez votre lien : chaque personne qui s’inscrit avec lui apparaît ici.',
  },
  rebates: {
    empty:
      'Aucune remise pour l’instant. Elles arrivent le lendemain des transactions de vos amis.',
    from: 'De {{account}}',
    day: 'Jour de trading {{day}} (UTC)',
    fees: 'Frais {{amount}} {{currency}} × {{percent}}',
    roundedToZero: 'Inférieure à la plus petite unité : rien versé',
  },
  sources: {
    spot: 'Spot',
    stock: 'Actions',
    contract: 'Contrats',
  },
  more: 'Voir plus',
};
