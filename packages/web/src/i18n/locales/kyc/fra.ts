/** Écrans de vérification d'identité (spécification, sections 2, 4 et 6). */
export default {
  title: "Vérification d'identité",
  levels: {
    basic: 'Vérification de base',
    advanced: 'Vérification avancée',
  },
  limits: {
    basicWithdraw: 'Plafond de retrait sur 24 h : 200 BTC',
    basicFiat: 'Échanges fiat jusqu’à 2 000 USDT par ordre',
    advancedWithdraw: 'Plafond de retrait sur 24 h : 500 BTC',
    advancedFiat: 'Échanges fiat jusqu’à 1 000 000 USDT par ordre',
  },
  status: {
    notVerified: 'Non vérifié',
    verifying: 'En cours d’examen',
    verified: 'Vérifié',
    failed: 'Refusé',
  },
  reason: 'Motif',
  contactsNotice:
    'Liez votre e-mail et votre numéro de téléphone avant que la vérification puisse être validée.',
  contactsFirst:
    "La vérification ne peut aboutir que si votre e-mail et votre numéro de téléphone sont tous deux liés. Liez-les d'abord, puis soumettez vos documents ici.",
  bindNow: 'Les lier',
  basicTitle: 'Lv1 · Votre pièce d’identité',
  advancedTitle: 'Lv2 · Photos de votre pièce',
  waiting: 'Votre demande est en cours d’examen. Nous vous communiquerons bientôt le résultat.',
  allDone: 'Vous avez terminé tous les niveaux de vérification.',
  idTypes: {
    idCard: "Carte d'identité",
    passport: 'Passeport',
    driverLicence: 'Permis de conduire',
  },
  form: {
    idType: 'Type de document',
    name: 'Nom complet',
    namePlaceholder: 'Tel qu’il figure sur le document',
    nameRequired: 'Veuillez saisir votre nom complet',
    number: 'Numéro du document',
    numberPlaceholder: 'Saisissez le numéro du document',
    numberRequired: 'Veuillez saisir le numéro du document',
    pictureHint:
      'Utilisez des photos couleur nettes et non recadrées du même document qu’au Lv1. Les quatre coins doivent être visibles.',
    front: 'Recto',
    back: 'Verso',
    uploadFront: 'Envoyer le recto',
    uploadBack: 'Envoyer le verso',
    pictureRequired: 'Veuillez envoyer cette photo',
    submit: 'Envoyer',
  },
  mark: {
    notVerifiedTitle: 'Pas encore vérifié',
    notVerifiedText: 'Vérifiez votre identité pour relever vos plafonds de retrait et d’échange.',
    verifyingTitle: 'En cours d’examen',
    verifyingText: 'Vos documents ont été envoyés. L’examen prend en général moins d’un jour.',
    verifiedTitle: 'Vérification réussie',
    verifiedText:
      'Votre identité est vérifiée et vos nouveaux plafonds s’appliquent dès maintenant.',
    failedTitle: 'Vérification refusée',
    failedText: 'Veuillez vérifier vos informations et les renvoyer.',
    start: 'Commencer la vérification',
    retry: 'Renvoyer',
    toAssets: 'Voir mes actifs',
  },
};
