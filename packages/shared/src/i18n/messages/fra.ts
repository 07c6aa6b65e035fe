import type { Catalogue } from './en.ts';

/** French server messages. Same keys and `{placeholders}` as `en`. */
export const fra: Catalogue = {
  // spec 8: user messages
  'errors.loginFirst': 'Veuillez d’abord vous connecter',
  'errors.loginFailed': 'Échec de la connexion',
  'errors.registrationFailed': 'Échec de l’inscription',
  'errors.parameter': 'Erreur de paramètre',
  'errors.underDevelopment': 'Fonctionnalité en cours de développement',
  'errors.insufficientBalance': 'Solde insuffisant',
  'errors.noMoreData': 'Aucune donnée supplémentaire',
  'errors.audioFile': 'Erreur de fichier audio',
  'errors.textTooLong': 'Texte trop long',
  'errors.notOnSale': 'Cet article n’est pas en vente ou la vente est terminée',
  'errors.regionNotSupported': 'Votre région n’est pas prise en charge pour le moment',
  'errors.choosePrice': 'Veuillez choisir un prix valide',
  'errors.bidTooLow': 'Votre enchère doit être supérieure à l’enchère actuelle',
  'errors.endBeforeStart': 'L’heure de fin doit être postérieure à l’heure de début',
  'errors.enterQuantity': 'Veuillez saisir une quantité valide',
  'errors.enterPrice': 'Veuillez saisir un prix valide',
  'errors.enterAmount': 'Veuillez saisir un montant valide',
  // sessions and identity
  'errors.sessionInvalid': 'Votre session a expiré, veuillez vous reconnecter',
  'errors.verifyIdentityFirst': 'Veuillez d’abord effectuer la vérification d’identité',
  'errors.notFound': 'Élément introuvable',
  'errors.rateLimited': 'Trop de requêtes, veuillez réessayer plus tard',
  'errors.topicInvalid': 'Sujet inconnu : {topic}',
  'errors.tooManyTopics': 'Une connexion peut suivre au plus {max} sujets',
  'errors.internal': 'Une erreur est survenue de notre côté, veuillez réessayer',
  // accounts
  'errors.passwordsInconsistent': 'Les deux mots de passe ne correspondent pas',
  'errors.wrongCredentials': 'Compte ou mot de passe incorrect',
  'errors.accountLocked_one':
    'Trop de mots de passe incorrects. Ce compte est verrouillé pendant {count} minute',
  'errors.accountLocked_other':
    'Trop de mots de passe incorrects. Ce compte est verrouillé pendant {count} minutes',
  'errors.accountLocked':
    'Trop de mots de passe incorrects. Ce compte est verrouillé pendant {count} minutes',
  'errors.accountExists': 'Ce compte existe déjà',
  'errors.accountNotFound': 'Aucun compte n’est associé à cet e-mail ou à ce numéro de téléphone',
  'errors.inviteCodeInvalid': 'Ce code d’invitation n’existe pas',
  'errors.codeInvalid': 'Le code de vérification est incorrect',
  'errors.codeExpired': 'Le code de vérification a expiré, veuillez en demander un nouveau',
  'errors.codeTooManyTries': 'Trop de codes incorrects, veuillez en demander un nouveau',
  'errors.codeCooldown_one':
    'Un code vient d’être envoyé. Veuillez patienter {count} seconde avant d’en demander un autre',
  'errors.codeCooldown_other':
    'Un code vient d’être envoyé. Veuillez patienter {count} secondes avant d’en demander un autre',
  'errors.codeCooldown':
    'Un code vient d’être envoyé. Veuillez patienter {count} secondes avant d’en demander un autre',
  'errors.codeDailyCap':
    'Trop de codes ont été demandés depuis ce réseau, veuillez réessayer plus tard',
  'errors.sendFailed': 'Le message n’a pas pu être envoyé, veuillez réessayer plus tard',
  'errors.oldPasswordWrong': 'Le mot de passe actuel est incorrect',
  'errors.samePassword': 'Le nouveau mot de passe doit être différent du mot de passe actuel',
  'errors.payPasswordNotSet': 'Veuillez d’abord définir un mot de passe de paiement',
  'errors.payPasswordWrong': 'Le mot de passe de paiement est incorrect',
  'errors.emailNotBound': 'Veuillez d’abord associer une adresse e-mail',
  'errors.mobileNotBound': 'Veuillez d’abord associer un numéro de mobile',
  'errors.emailTaken': 'Cette adresse e-mail est déjà utilisée par un autre compte',
  'errors.mobileTaken': 'Ce numéro de mobile est déjà utilisé par un autre compte',
  'errors.settingNotFound': 'Aucun paramètre nommé {keyword}',
  'errors.articleNotFound': 'Cet article n’existe pas',
  'errors.messageNotFound': 'Ce message n’existe pas',
  // uploads
  'errors.uploadMissing': 'Veuillez choisir une image à importer',
  'errors.uploadType': 'Seules les images PNG, JPEG, GIF ou WebP peuvent être importées',
  'errors.uploadTooLarge': 'L’image dépasse {max} Mo',
  // accounts: codes, avatar, pay password
  'errors.codeDestinationNotYours':
    'Ce type de code ne peut être envoyé qu’à votre propre adresse e-mail ou numéro de mobile',
  'errors.avatarInvalid': 'Veuillez d’abord importer l’image, puis la choisir comme avatar',
  'errors.payPasswordLocked_one':
    'Trop de mots de passe de paiement erronés. Veuillez réessayer dans {count} minute',
  'errors.payPasswordLocked_other':
    'Trop de mots de passe de paiement erronés. Veuillez réessayer dans {count} minutes',
  'errors.payPasswordLocked':
    'Trop de mots de passe de paiement erronés. Veuillez réessayer dans {count} minutes',
  'success.codeVerified': 'Le code de vérification est correct',
  'fields.old_code': 'Code envoyé à votre e-mail ou mobile actuel',
  // validation: one message per rule, naming the field
  'validation.required': 'Le champ « {field} » est obligatoire',
  'validation.tooShort': 'Le champ « {field} » doit contenir au moins {min} caractères',
  'validation.tooLong': 'Le champ « {field} » ne doit pas dépasser {max} caractères',
  'validation.length': 'Le champ « {field} » doit contenir entre {min} et {max} caractères',
  'validation.exactDigits': 'Le champ « {field} » doit contenir {len} chiffres',
  'validation.invalid': 'Le champ « {field} » n’est pas valide',
  'validation.email': 'Veuillez saisir une adresse e-mail valide',
  'validation.mobile': 'Veuillez saisir un numéro de mobile valide',
  'validation.number': 'Le champ « {field} » doit être un nombre',
  'validation.integer': 'Le champ « {field} » doit être un nombre entier',
  'validation.positive': 'Le champ « {field} » doit être supérieur à zéro',
  'validation.decimals': 'Le champ « {field} » accepte au maximum {max} décimales',
  'validation.oneOf': 'Le champ « {field} » doit prendre l’une des valeurs suivantes : {options}',
  'validation.noSpecialChars':
    'Le champ « {field} » ne peut contenir que des lettres, des chiffres et des caractères chinois',
  'validation.passwordRule': 'Le mot de passe doit contenir entre 7 et 128 caractères',
  'validation.nicknameRule': 'Le pseudo doit contenir entre 1 et 10 caractères',
  'validation.signatureRule': 'La signature doit contenir entre 2 et 30 caractères',
  'validation.payPasswordRule': 'Le mot de passe de paiement doit comporter 6 chiffres',
  'validation.idNumber': 'Le numéro de pièce d’identité n’est pas valide',
  // field labels used in validation messages
  'fields.user_string': 'E-mail ou numéro de mobile',
  'fields.password': 'Mot de passe',
  'fields.re_password': 'Confirmation du mot de passe',
  'fields.old_password': 'Mot de passe actuel',
  'fields.pay_password': 'Mot de passe de paiement',
  'fields.code': 'Code de vérification',
  'fields.email_code': 'Code reçu par e-mail',
  'fields.email': 'E-mail',
  'fields.mobile': 'Numéro de mobile',
  'fields.area_code': 'Indicatif téléphonique',
  'fields.area_code_id': 'Pays ou région',
  'fields.extension_code': 'Code d’invitation',
  'fields.type': 'Type',
  'fields.scene': 'Objet',
  'fields.nickname': 'Pseudo',
  'fields.signature': 'Signature personnelle',
  'fields.head_portrait': 'Photo de profil',
  'fields.keyword': 'Mot-clé',
  'fields.c_id': 'Catégorie',
  'fields.kind': 'Type d’actif',
  'fields.id': 'Identifiant',
  'fields.page': 'Numéro de page',
  'fields.limit': 'Éléments par page',
  'fields.lang': 'Langue',
  'fields.file': 'Fichier',
  'fields.field': 'Champ',
  // successes (spec 8 and ours)
  'success.purchase': 'Achat effectué',
  'success.login': 'Connexion réussie',
  'success.register': 'Inscription réussie',
  'success.copy': 'Copié',
  'success.savedToAlbum': 'Enregistré dans la galerie',
  'success.codeSent': 'Code de vérification envoyé',
  'success.saved': 'Enregistré',
  'success.passwordChanged': 'Mot de passe modifié',
  'success.passwordReset': 'Mot de passe réinitialisé, veuillez vous connecter',
  'success.logout': 'Vous êtes déconnecté',
  'success.bound': 'Association réussie',
  // outgoing mail and SMS
  'mail.codeSubject': 'Votre code de vérification Bourse',
  'mail.codeBody':
    'Votre code de vérification est {code}. Il est valable 10 minutes. Ne le communiquez jamais à personne.',
  'scene.register': 'inscription',
  'scene.forget': 'réinitialisation du mot de passe',
  'scene.bind': 'association',
  'scene.security': 'modification des paramètres de sécurité',
  'scene.withdraw': 'retrait',
  // home shortcut labels (GET /menu)
  'menu.recharge': 'Dépôt',
  'menu.withdraw': 'Retrait',
  'menu.stock': 'Actions',
  'menu.seconds': 'Options à la seconde',
  'menu.futures': 'Contrats à terme',
  'menu.copyTrade': 'Trading copié',
  'menu.financial': 'Épargne',
  'menu.superLeverage': 'Super levier',
  'menu.otc': 'OTC',
  'menu.couponCentre': 'Coupons',
  'menu.bills': 'Relevés',
  'menu.exchange': 'Convertir',
  'menu.mining': 'Minage',
  'menu.miniGame': 'Mini-jeu',
  'menu.chatRoom': 'Salon de discussion',
  'menu.quickBuy': 'Achat rapide',
  'menu.defiMining': 'Minage DeFi',
  'menu.cloudMining': 'Minage cloud',
  'menu.borrowing': 'Emprunter',
  'menu.loanRepayment': 'Rembourser',
  'menu.nft': 'NFT',
  'menu.invest': 'Investir',
  'menu.ieo': 'Souscription IEO',
  'earn.lockupTitle': '{currency} · blocage de {days} jours',
  'earn.dualSellHigh': 'Vendre {currency} haut · {price}',
  'earn.dualBuyLow': 'Acheter {currency} bas · {price}',
  'menu.download': 'Télécharger l’app',
  // ledger and the development faucet
  'errors.currencyUnavailable': 'Cette devise n’est pas disponible',
  'validation.decimal': 'Le champ « {field} » doit être un nombre décimal simple, par exemple 12.5',
  'validation.atMost': 'Le champ « {field} » ne peut pas dépasser {max}',
  'fields.amount': 'Montant',
  'fields.currency': 'Devise',
  'fields.account': 'Compte',
  // market: index prices
  'errors.noIndexPrice': 'Aucun prix indiciel n’est disponible pour {symbol}',
  'errors.priceTimeInFuture': 'Le prix d’un moment futur n’est pas encore connu',
  'fields.symbol': 'Symbole',
  'fields.at': 'Heure',
  // market: pairs, K-lines, favorites
  'success.favoriteAdded': 'Ajouté aux favoris',
  'success.favoriteRemoved': 'Retiré des favoris',
  'fields.legal_id': 'Devise de cotation',
  'fields.period': 'Période',
  'fields.from': 'Début',
  'fields.to': 'Fin',
  // vérification d'identité (spécification, sections 3 à 6)
  'errors.kycPending': 'Votre vérification est en cours d’examen. Veuillez attendre le résultat',
  'errors.kycAlreadyVerified': 'Ce niveau de vérification est déjà validé',
  'errors.kycBasicFirst': 'Veuillez d’abord valider la vérification de base (Lv1)',
  'errors.kycPictureInvalid': 'Veuillez d’abord téléverser les photos de votre pièce d’identité',
  'errors.kycPicturesSame': 'Les photos du recto et du verso doivent être des images différentes',
  'errors.idNumberTaken': 'Ce numéro de pièce d’identité est déjà vérifié sur un autre compte',
  'validation.realType': 'Le niveau de vérification doit être 1 (base) ou 2 (avancé)',
  'validation.realNameRule':
    'Le nom doit comporter 2 à 50 lettres, comme sur votre pièce d’identité',
  'validation.idCardNumber':
    'Le numéro de carte d’identité doit comporter 18 caractères avec un caractère de contrôle valide',
  'validation.passportNumber': 'Le numéro de passeport doit comporter 6 à 9 lettres ou chiffres',
  'validation.driverLicenceNumber':
    'Le numéro de permis de conduire doit comporter 5 à 20 lettres ou chiffres',
  'success.kycSubmitted': 'Demande envoyée. Veuillez attendre l’examen',
  'fields.real_type': 'Niveau de vérification',
  'fields.id_type': 'Type de pièce',
  'fields.name': 'Nom',
  'fields.card_id': 'Numéro de pièce',
  'fields.front_pic': 'Photo recto',
  'fields.reverse_pic': 'Photo verso',
  // le bureau des opérateurs
  'errors.forbidden': 'Vous n’avez pas l’autorisation d’effectuer cette action',
  'errors.operatorDisabled': 'Ce compte opérateur est désactivé',
  'errors.operatorExists': 'Un opérateur avec cette adresse e-mail existe déjà',
  'errors.operatorNotFound': 'Aucun opérateur n’a cette adresse e-mail',
  'errors.operatorSelf':
    'Vous ne pouvez pas modifier votre propre compte opérateur ici ; demandez à un autre administrateur',
  'errors.operatorTotpRequired':
    'Saisissez le code à 6 chiffres de votre application d’authentification',
  'errors.operatorTotpInvalid': 'Le code d’authentification est erroné, expiré ou déjà utilisé',
  'errors.operatorTotpEnrolRequired':
    'Configurez la connexion en deux étapes avec une application d’authentification avant d’utiliser la console des opérateurs',
  'errors.operatorTotpAlreadyEnabled':
    'La connexion en deux étapes est déjà configurée pour cet opérateur',
  'errors.operatorTotpNotSetUp':
    'Lancez d’abord la configuration de l’application d’authentification, puis saisissez son code',
  'errors.applicationNotFound': 'Cette demande n’existe pas',
  'errors.alreadyDecided': 'Cette demande a déjà été traitée',
  'errors.kycContactsNotBound':
    'L’utilisateur doit associer une adresse e-mail et un numéro de mobile avant que la vérification puisse être validée',
  'validation.operatorPasswordRule':
    'Le mot de passe opérateur doit contenir entre 12 et 128 caractères',
  'fields.reason': 'Motif',
  'fields.role': 'Rôle',
  'fields.status': 'Statut',
  'fields.target_table': 'Table',
  'fields.target_id': 'Enregistrement',
  // the console's Users screen, dashboard and ledger verifications (issue 15)
  'errors.userUnknown': "Aucun utilisateur n'a cet identifiant",
  'errors.accountDisabled': 'Ce compte a été désactivé. Veuillez contacter le service client',
  'errors.userAlreadyDisabled': 'Cet utilisateur est déjà désactivé',
  'errors.userNotDisabled': "Cet utilisateur n'est pas désactivé",
  'errors.ledgerVerifyRunning':
    'Une vérification du registre est déjà en cours ; réessayez lorsqu’elle sera terminée',
  'fields.q': 'Recherche',
  // prise en charge des dossiers et configuration de la console (issue 15)
  'errors.deskItemNotPending': "Cet élément n'attend pas de décision",
  'errors.deskItemClaimed': '{name} traite déjà cet élément',
  'errors.deskClaimNotYours':
    'Seul {name}, qui traite cet élément, ou un administrateur peut le libérer',
  'validation.atLeast': 'Le champ « {field} » doit être au moins égal à {min}',
  'fields.maker_fee': 'Frais maker',
  'fields.taker_fee': 'Frais taker',
  'fields.min_amount': 'Montant minimal par ordre',
  'fields.sort': "Ordre d'affichage",
  'fields.category_id': 'Catégorie',
  'fields.title': 'Titre',
  'fields.summary': 'Résumé',
  'fields.body': 'Corps du texte',
  'fields.cover': 'Image de couverture',
  'fields.link': 'Lien',
  'fields.value': 'Valeur',
  // deposits and withdrawals
  'errors.depositUnavailable': 'Les dépôts de {currency} ne sont pas disponibles pour le moment',
  'errors.networkUnavailable': '{currency} ne peut pas être transféré sur le réseau {network} ici',
  'errors.voucherInvalid': 'Veuillez d’abord téléverser le justificatif de virement',
  'errors.voucherUsed': 'Ce justificatif a déjà été soumis avec un autre dépôt',
  'errors.tooManyPendingDeposits':
    'Vous avez déjà {max} dépôts en attente de vérification. Veuillez attendre leur traitement',
  'errors.depositNotFound': 'Ce dépôt n’existe pas',
  'errors.depositDecided': 'Ce dépôt a déjà été traité',
  'errors.withdrawalNotFound': 'Ce retrait n’existe pas',
  'errors.withdrawalDecided': 'Ce retrait a déjà été traité',
  'errors.addressInvalid': 'Cette adresse {network} n’est pas valide',
  'errors.withdrawalBelowMinimum': 'Le retrait minimum de {currency} sur {network} est de {min}',
  'errors.withdrawalLimit':
    'Ce montant dépasse votre limite de retrait sur 24 heures de {limit} BTC (Niv. {level}). Vous pouvez encore retirer l’équivalent de {left} BTC',
  'errors.withdrawalPaused_one':
    'Les retraits sont suspendus 24 heures après un changement de mot de passe. Veuillez réessayer dans {count} heure',
  'errors.withdrawalPaused_other':
    'Les retraits sont suspendus 24 heures après un changement de mot de passe. Veuillez réessayer dans {count} heures',
  'errors.withdrawalPaused':
    'Les retraits sont suspendus 24 heures après un changement de mot de passe. Veuillez réessayer dans {count} heures',
  'errors.txHashUsed': 'Ce hachage de transaction est déjà enregistré sur un autre retrait',
  'errors.bankCardNotSaved':
    'Veuillez enregistrer votre carte bancaire avant d’y effectuer un retrait',
  'errors.intlBankAccountNotSaved':
    'Veuillez enregistrer votre compte bancaire international avant d’y effectuer un retrait',
  'errors.bankPayoutUnavailable': 'Seul {currency} peut être versé sur un compte bancaire',
  'fields.bank': 'Compte bancaire',
  'validation.txHash': 'Le hachage de transaction doit comporter de 16 à 128 lettres et chiffres',
  'success.depositSubmitted': 'Envoyé. Votre dépôt sera crédité une fois confirmé',
  'fields.voucher': 'Justificatif de virement',
  'fields.network': 'Réseau',
  'fields.address': 'Adresse',
  'fields.tx_hash': 'Hachage de transaction',
  'fields.user_id': 'Utilisateur',
  // wallet: lists, transfers, conversion, bills, address book, bank cards
  'errors.sameAccount': 'Veuillez choisir deux comptes différents',
  'errors.currencyNotInAccount': '{currency} ne peut pas être détenu dans le compte {account}',
  'errors.insufficientBalanceOf': 'Solde {currency} insuffisant',
  'errors.fiatRateUnavailable': 'Aucun taux de change n’est disponible pour {fiat}',
  'errors.conversionUnavailable': 'La conversion de {from} en {to} n’est pas disponible',
  'errors.conversionBelowMin': 'Le montant minimum à convertir est de {min} {currency}',
  'errors.addressExists': 'Cette adresse figure déjà dans votre carnet',
  'errors.addressNotFound': 'Cette adresse n’existe pas',
  'errors.addressBookFull':
    'Votre carnet est plein ({max} adresses). Veuillez d’abord en supprimer une',
  'errors.chooseNetwork': 'Veuillez choisir le réseau pour {currency} : {options}',
  'validation.cardNumber':
    'Le numéro de carte doit comporter 12 à 19 chiffres avec un chiffre de contrôle valide',
  'validation.iban': 'L’IBAN n’est pas valide',
  'validation.swift': 'Le code SWIFT doit comporter 8 ou 11 lettres et chiffres',
  'validation.aba':
    'Le numéro de routage ABA doit comporter 9 chiffres avec un chiffre de contrôle valide',
  'validation.bankAccount': 'Le numéro de compte doit comporter 4 à 34 lettres ou chiffres',
  'validation.country': '{field} doit être un code pays à deux lettres, par exemple US',
  'validation.ibanOrAccount': 'Veuillez saisir un IBAN ou un numéro de compte',
  'validation.abaRequired': 'Un numéro de routage ABA est requis pour une banque aux États-Unis',
  'success.addressDeleted': 'Adresse supprimée',
  'fields.number': 'Montant',
  'fields.currency_id': 'Devise',
  'fields.from_field': 'Compte de départ',
  'fields.to_field': 'Compte de destination',
  'fields.from_currency_id': 'Devise de départ',
  'fields.to_currency_id': 'Devise d’arrivée',
  'fields.real_name': 'Nom réel',
  'fields.card_number': 'Numéro de carte',
  'fields.bank_name': 'Nom de la banque',
  'fields.bank_branch': 'Agence',
  'fields.province': 'Province',
  'fields.city': 'Ville',
  'fields.phone': 'Téléphone',
  'fields.bank_country': 'Pays de la banque',
  'fields.iban': 'IBAN',
  'fields.account_number': 'Numéro de compte',
  'fields.swift_code': 'Code SWIFT',
  'fields.bank_address': 'Adresse de la banque',
  'fields.holder_address': 'Adresse du titulaire',
  'fields.aba_number': 'Numéro de routage ABA',
  'fields.fiat': 'Monnaie fiduciaire',
  'wallet.account.legal': 'Fiat',
  'wallet.account.change': 'Spot',
  'wallet.account.lever': 'Contrats',
  'wallet.account.micro': 'Options',
  'wallet.account.stock': 'Actions',
  'bill.faucet': 'Crédit de démonstration',
  'bill.deposit': 'Dépôt',
  'bill.withdraw': 'Retrait',
  'bill.account_transfer': 'Transfert entre comptes',
  'bill.user_transfer': 'Transfert entre utilisateurs',
  'bill.freeze': 'Gel',
  'bill.unfreeze': 'Dégel',
  'bill.settle': 'Règlement',
  'bill.trade': 'Transaction',
  'bill.fee': 'Frais',
  'bill.adjustment': 'Ajustement',
  'bill.conversion': 'Conversion',
  'errors.purchaseCurrencyUnsupported':
    '{currency} ne peut pas être utilisé pour acheter dans ce pays',
  'errors.purchaseUnavailable':
    'L’achat par virement bancaire n’est pas disponible pour {country} pour le moment',
  'errors.purchaseBelowMinimum': 'Le montant minimum est de {min} {currency}',
  'errors.purchaseAboveLimit': 'Votre niveau de vérification permet au plus {max} USDT par ordre',
  'errors.purchaseNotFound': 'Cet ordre n’existe pas',
  'errors.purchaseExpired': 'Cet ordre a été annulé car il n’a pas été payé à temps',
  'errors.purchaseNotPayable': 'Cet ordre ne peut plus être marqué comme payé',
  'errors.purchaseNotPaidYet': 'L’acheteur n’a pas encore effectué le virement',
  'errors.purchaseDecided': 'Cet ordre a déjà été traité',
  'errors.screenshotInvalid': 'Veuillez d’abord téléverser la capture du virement',
  'errors.couponNotFound': 'Ce coupon n’existe pas',
  'errors.couponClaimed': 'Vous avez déjà obtenu ce coupon',
  'errors.couponSoldOut': 'Ce coupon est épuisé',
  'errors.couponExpired': 'Ce coupon a expiré',
  'errors.couponUsed': 'Ce coupon a déjà été utilisé',
  'errors.couponNotRedeemable':
    'Ce coupon s’applique aux frais de trading et ne peut pas être échangé',
  'coupon.feeDiscount': '{percent} % de réduction sur les frais de trading',
  'coupon.trialBonus': 'Bonus d’essai de {amount} {currency}',
  'fields.country': 'Pays',
  'fields.method': 'Mode de paiement',
  'fields.first_name': 'Prénom',
  'fields.last_name': 'Nom',
  'fields.tax_id': 'Numéro fiscal',
  'fields.screenshot': 'Capture du virement',
  'bill.purchase': 'Acheter des cryptos',
  'bill.promotion': 'Promotion',
  'bill.lever_open': 'Ouverture de contrat',
  'bill.lever_close': 'Clôture de contrat',
  'bill.lever_overnight': 'Frais de nuit',
  'bill.lever_liquidation': 'Liquidation',
  'bill.option_stake': 'Mise sur option',
  'bill.option_settle': 'Option réglée',
  'bill.ieo_subscribe': 'Souscription IEO',
  'bill.ieo_allocate': 'Allocation IEO',
  'bill.ieo_release': 'Jetons IEO libérés',
  'bill.lockup_deposit': 'Dépôt bloqué',
  'bill.lockup_interest': 'Intérêts de blocage',
  'bill.lockup_redeem': 'Blocage racheté',
  'bill.dual_buy': 'Achat double investissement',
  'bill.dual_settle': 'Double investissement réglé',
  'bill.copy_profit_share': 'Partage des gains du copy trading',
  'bill.invite_rebate': 'Remise de parrainage',
  'bill.nft_sale': 'Achat ou vente de NFT',
  'bill.nft_margin': 'Dépôt de garantie d’enchère NFT',
  'bill.nft_forfeit': 'Dépôt de garantie NFT confisqué',
  'bill.quiz_stake': 'Mise du quiz',
  'bill.quiz_settle': 'Quiz réglé',
  'bill.loan_collateral': 'Garantie de prêt',
  'bill.loan_disburse': 'Prêt reçu',
  'bill.loan_repay': 'Prêt remboursé',
  'bill.loan_liquidation': 'Clôture forcée du prêt',
  'errors.pairUnknown': "Cette paire de trading n'existe pas",
  'errors.pairSuspended': 'Le trading de {symbol} est suspendu',
  'errors.marketUnavailable': 'Le marché change de serveur ; réessayez dans quelques secondes',
  'errors.orderOutcomeUnknown':
    "Le marché n'a pas répondu à temps : vérifiez vos ordres avant de replacer celui-ci",
  'errors.marketClosed':
    '{symbol} ne se négocie que pendant sa séance, de {open} à {close} heure de {timeZone}, du lundi au vendredi',
  'errors.orderPriceStep': 'Le prix doit être un multiple de {step} {currency}',
  'errors.orderAmountStep': 'La quantité doit être un multiple de {step} {currency}',
  'errors.orderTooLarge': "L'ordre est trop important : {max} {currency} au maximum",
  'errors.orderBelowMinimum': "La valeur de l'ordre doit être d'au moins {min} {currency}",
  'errors.noLiquidity': "Il n'y a actuellement aucun ordre en face sur {symbol}",
  'errors.postOnlyWouldTake':
    "Un ordre post-only ne doit pas s'exécuter immédiatement : le meilleur prix en face est {price}",
  'errors.orderNotFound': "Cet ordre n'existe pas",
  'errors.orderNotOpen': "Cet ordre n'est plus ouvert",
  'fields.target_price': 'Prix',
  'fields.time_in_force': 'Durée de validité',
  'errors.orderUnaffordable':
    'Cet ordre nécessite {need} {currency}, mais seulement {available} {currency} sont disponibles',
  // issue 9: accounts and codes
  'errors.kycBindContactsFirst':
    'Veuillez associer votre adresse e-mail et votre numéro de mobile avant de vérifier votre identité',
  'validation.payPasswordWeak':
    'Ce mot de passe de paiement est trop facile à deviner : évitez un chiffre répété (111111) et les suites comme 123456 ou 654321',
  'success.codeSentIfKnown':
    'Si cette adresse appartient à un compte, un code de vérification y a été envoyé',
  // issue 9: security hardening
  'errors.commonPassword':
    'Ce mot de passe fait partie des plus courants et se devine facilement. Veuillez en choisir un autre',
  // issue 9: wallet, funding and uploads
  'errors.uploadMalformed': "Le fichier envoyé est illisible : veuillez choisir l'image à nouveau",
  'errors.uploadQuota': "Limite d'envoi atteinte : au plus {count} images ou {mb} Mo par 24 heures",
  'errors.addressNotSaved':
    "Ajoutez d'abord cette adresse à votre carnet d'adresses, puis retirez vers elle",
  'errors.withdrawTypeInvalid':
    'Choisissez la destination du retrait : une adresse ou votre carte bancaire',
  'errors.bankNameNotVerified': 'Le titulaire du compte doit être votre nom vérifié ({name})',
  'errors.bankNeedsVerifiedName':
    "Vérifiez d'abord votre identité : la carte bancaire doit être à votre nom vérifié",
  // issue 9: market, spot and realtime
  // issue 9: content and settings
  'errors.settingValueInvalid': 'La valeur de {keyword} n’est pas acceptable',
  'menu.transfer': 'Transfert',
  'menu.market': 'Marchés',
  'menu.transaction': 'Trading au comptant',
  'menu.contactUs': 'Nous contacter',
  'content.faqTitle': 'Questions fréquentes',
  'notify.depositConfirmed.title': 'Dépôt crédité',
  'notify.depositConfirmed.body':
    'Votre dépôt de {amount} {currency} a été crédité sur votre compte.',
  'notify.withdrawalSent.title': 'Retrait envoyé',
  'notify.withdrawalSent.body':
    'Votre retrait de {amount} {currency} vers {address} ({network}) a été envoyé.',
  'notify.kycApproved.title': 'Identité vérifiée',
  'notify.kycApproved.body': 'Votre vérification d’identité a été approuvée.',
  'notify.kycRejected.title': 'Vérification d’identité refusée',
  'notify.kycRejected.body':
    'Votre vérification d’identité a été refusée : {reason}. Vous pouvez la soumettre à nouveau.',
  'notify.orderFilledBuy.title': 'Ordre exécuté',
  'notify.orderFilledBuy.body':
    'Votre ordre d’achat n° {id} sur {symbol} a été entièrement exécuté.',
  'notify.orderFilledSell.title': 'Ordre exécuté',
  'notify.orderFilledSell.body':
    'Votre ordre de vente n° {id} sur {symbol} a été entièrement exécuté.',
  // issue 9: transport
  // --- options (issue 10) ---
  'errors.optionDurationUnknown': 'Les options de {seconds} secondes ne sont pas proposées',
  'errors.optionCurrencyNotPayable':
    'Les options ne se paient pas en {currency} ; payez en USDT depuis votre compte options',
  'errors.optionStakeDecimals': 'Le montant peut avoir au plus {decimals} décimales en {currency}',
  'errors.optionStakeRange': 'Le montant doit être compris entre {min} et {max} {currency}',
  'errors.optionDisclosureRequired':
    "Veuillez d'abord lire et accepter l'avertissement sur les risques des options",
  'errors.optionCooldown': 'Veuillez patienter {seconds} s avant de passer une autre option',
  'errors.optionLossLimit':
    'Votre limite de perte journalière de {limit} {currency} serait dépassée : perte du jour {loss}, mises en cours {open}, cette mise {stake}',
  // --- lever (issue 10) ---
  'errors.leverNotAvailable': 'Les contrats ne sont pas proposés sur {symbol}',
  'errors.leverShareInteger': 'Le nombre de lots doit être un nombre entier',
  'errors.leverShareRange': 'Le nombre de lots doit être compris entre {min} et {max}',
  'errors.leverMultipleNotAllowed':
    "L'effet de levier {multiple}x n'est pas proposé sur cette paire ; choisissez parmi {allowed}",
  'errors.leverMarginShort':
    'Solde insuffisant sur votre compte contrats : il faut {need} USDT (marge {margin} + frais {fee}) et {available} USDT sont disponibles',
  'errors.leverPositionNotFound': "Cette position n'existe pas",
  'errors.leverNotOpen': "Cette position n'est plus ouverte",
  'errors.leverNotPending': "Cet ordre n'est plus en attente",
  'errors.leverLimitPriceRequired': 'Saisissez un prix limite',
  'errors.leverTakeProfitAbove':
    "Le prix de prise de bénéfices d'une position longue doit être supérieur au prix actuel {price}",
  'errors.leverTakeProfitBelow':
    "Le prix de prise de bénéfices d'une position courte doit être inférieur au prix actuel {price}",
  'errors.leverStopLossBelow':
    "Le prix stop-loss d'une position longue doit être inférieur au prix actuel {price}",
  'errors.leverStopLossAbove':
    "Le prix stop-loss d'une position courte doit être supérieur au prix actuel {price}",
  'errors.leverTransferRisk':
    'Ce transfert amènerait votre compte contrats à son niveau de maintenance ; au plus {max} {currency} peuvent en sortir maintenant',
  'errors.leverOpenRisk':
    'Cette position amènerait votre compte contrats à son niveau de maintenance (taux de risque {rate} %, maintenance {maintenance} %)',
  'lever.counterparty':
    "Bourse est la contrepartie de chaque contrat : vos gains sont payés par la plateforme et vos pertes lui sont payées. Chaque exécution se fait au prix de l'indice enregistré, ajusté de l'écart publié.",
  'lever.opened': 'Position ouverte',
  'lever.orderPlaced': 'Ordre limite passé',
  'lever.closed': 'Position clôturée',
  'lever.cancelled': 'Ordre annulé',
  'lever.stopsSet': 'Prise de bénéfices et stop-loss enregistrés',
  'lever.batchClosed': '{count} position(s) clôturée(s)',
  // --- lock-up mining (issue 11) ---
  'errors.lockupPlanUnknown': "Ce plan de blocage n'existe pas",
  'errors.lockupPlanPaused':
    "Le plan {currency} de {days} jours est suspendu et n'accepte aucun nouveau dépôt pour le moment",
  'errors.lockupPlanClosed': 'Le plan {currency} de {days} jours est fermé',
  'errors.lockupAmountRange': 'Le montant doit être compris entre {min} et {max} {currency}',
  'errors.lockupAmountDecimals': 'Le montant peut avoir au plus {decimals} décimales en {currency}',
  'errors.lockupOrderUnknown': "Cet ordre de blocage n'existe pas",
  'errors.lockupOrderRedeemed': 'Cet ordre de blocage a déjà été remboursé',
  'errors.lockupQuoteChanged':
    'Les frais de remboursement anticipé sont maintenant de {penalty} {currency} ; vérifiez-les et confirmez à nouveau',
  'errors.lockupPlanRange': 'Le minimum ne peut pas dépasser le maximum',
  'errors.lockupPlanPenalty':
    'Le taux de pénalité multiplié par les jours de blocage ne peut pas dépasser 100 %',
  'errors.lockupPlanNotActive': 'Seul un plan actif peut être suspendu',
  'errors.lockupPlanFull':
    "Le plan {currency} de {days} jours est complet pour le moment ; rien n'a été modifié, réessayez plus tard",
  'errors.lockupPlanNotPaused': 'Seul un plan suspendu peut être repris',
  'lockup.intro': '{apr} % par an, {days} jours, à partir de {min} {currency}',
  'lockup.deposited': '{amount} {currency} bloqués pour {days} jours',
  'lockup.redeemed':
    'Remboursement anticipé : {returned} {currency} restitués, frais {penalty} {currency}',
  'lockup.matured': 'Le blocage est terminé : {returned} {currency} restitués en totalité',
  // --- dual investment (issue 11) ---
  'errors.dualSharesRequired': 'Veuillez saisir la quantité achetée',
  'errors.dualSharesInteger': 'La quantité achetée doit être un nombre entier',
  'errors.dualSharesPositive': 'Achetez au moins une part',
  'errors.dualProductUnknown': "Ce produit n'existe pas",
  'errors.dualProductPaused':
    "Ce produit est suspendu et n'accepte pas de nouvel achat pour le moment",
  'errors.dualProductClosed': 'Ce produit est clôturé',
  'errors.dualNotStarted': 'Les achats de ce produit ouvrent le {time} (UTC)',
  'errors.dualTooLate':
    "Ce produit n'est plus en vente : le dernier achat a lieu un jour avant l'échéance",
  'errors.dualSoldOut': 'Il ne reste que {remaining} parts',
  'errors.dualPoolShort':
    "Ce produit ne peut pas accepter d'autres achats pour le moment ; choisissez-en un autre",
  'errors.dualCoinUnsupported': "L'investissement double devise n'est proposé que sur BTC et ETH",
  'errors.dualProductNotOpen': 'Seul un produit ouvert peut être suspendu',
  'errors.dualProductNotPaused': 'Seul un produit suspendu peut être repris',
  'errors.dualPoolCapacity':
    'La réserve double devise ne peut pas couvrir ce produit : il faut {need} {currency} disponibles et elle en détient {available}',
  'errors.dualEndTime':
    "L'échéance doit être dans le futur et au moins un jour après l'ouverture des achats",
  // --- IEO (issue 11) ---
  'errors.ieoProjectUnknown': "Ce projet IEO n'existe pas",
  'errors.ieoNotStarted': 'Les souscriptions à {title} ouvrent le {start} (UTC)',
  'errors.ieoEnded': 'Les souscriptions à {title} sont terminées',
  'errors.ieoPaused': 'Les souscriptions à {title} sont suspendues pour le moment',
  'errors.ieoPayCurrency': '{title} ne peut pas être payé en {currency} ; payez en {allowed}',
  'errors.ieoAmountDecimals': 'Le montant peut avoir au plus {decimals} décimales en {currency}',
  'errors.ieoBelowMin': 'Souscrivez au moins {min} {currency}',
  'errors.ieoAboveMax':
    'Vous pouvez souscrire au plus {max} {currency} à ce projet ; vous en avez déjà {subscribed}, donc au plus {remaining} de plus',
  'errors.ieoPriceChanged':
    'Le total est maintenant de {total} {currency} (la page affichait {client}) ; vérifiez-le et confirmez à nouveau',
  'errors.ieoDatesOrder':
    'Le préchauffage, le début et la fin doivent se suivre dans cet ordre, et la cotation ne peut précéder la fin',
  'errors.ieoLimits': "Le minimum ne peut dépasser le maximum, ni le maximum l'émission",
  'errors.ieoTokenTaken':
    "{currency} ne peut pas être le jeton d'un projet : il est déjà négocié ou sert au paiement",
  'errors.ieoAlreadyPaused': 'Ce projet est déjà suspendu',
  'errors.ieoNotPaused': "Ce projet n'est pas suspendu",
  'errors.ieoAlreadyEnded': 'Ce projet est déjà terminé',
  'ieo.subscribed':
    "Souscription de {amount} {currency} : {pay} {payCurrency} bloqués jusqu'à l'allocation",
  'fields.project_id': 'Projet',
  'fields.pay_currency': 'Devise de paiement',
  'fields.price': 'Total',
  // --- copy trading (issue 12) ---
  'errors.traderAlreadyApproved': 'Vous êtes déjà trader',
  'errors.traderApplicationPending': 'Votre candidature de trader est en cours d’examen',
  'errors.traderNotFound': 'Ce trader n’existe pas ou n’a pas été approuvé',
  'errors.traderNotPending': 'Cette candidature a déjà été traitée',
  'errors.followSelf': 'Vous ne pouvez pas vous copier vous-même',
  'errors.followLotsMin': 'Le nombre fixe de lots doit être d’au moins 1',
  'errors.followMaxTraders': 'Vous pouvez copier au plus {max} traders à la fois',
  'errors.followNotFound': 'Vous ne copiez pas ce trader',
  'errors.followNotACopy': 'Cette position n’est pas la copie d’une position de trader',
  'validation.traderNameRule': 'Le nom de trader doit contenir de 2 à 20 lettres ou chiffres',
  'validation.traderIntroRule': 'La présentation doit contenir de 10 à 300 caractères',
  'validation.profitShareRange': 'Le partage des gains doit être compris entre 0 et {max} %',
  'follow.followed': 'Copie activée : les nouvelles positions de ce trader seront copiées',
  'follow.edited': 'Réglages de copie enregistrés',
  'follow.cancelled':
    'Vous ne copiez plus ce trader. Les copies ouvertes se ferment toujours avec lui, sauf si vous les reprenez',
  'follow.selfHeld': 'Vous gérez désormais cette position : elle ne suit plus le trader',
  'follow.applied': 'Candidature envoyée. Vous serez informé de la décision',
  'fields.trader_user_id': 'Trader',
  'fields.follow_user_id': 'Trader',
  'fields.transaction_id': 'Position',
  'fields.days': 'Échéance (jours)',
  'fields.introduction': 'Présentation',
  'fields.profit_share_percent': 'Partage des gains',
  // --- NFT marketplace (issue 13) ---
  'errors.nftUnknownCode': 'Aucune œuvre ni série n’a le code {code}',
  'errors.nftNotStarted': 'Cette vente n’a pas encore commencé : elle ouvre le {start} (UTC)',
  'errors.nftSoldOut': 'Toutes les boîtes de {name} ont été vendues',
  'errors.nftOwnItem': 'Vous ne pouvez pas acheter votre propre œuvre ni enchérir dessus',
  'errors.nftUseBid': 'Cette œuvre est vendue aux enchères : placez plutôt une enchère',
  'errors.nftNotAuction': 'Cette œuvre n’est pas vendue aux enchères',
  'errors.nftBidTooLow':
    'Votre enchère doit être supérieure à l’enchère actuelle : augmentez-la d’au moins {min} {currency}',
  'errors.nftAlreadyLeading': 'Vous détenez déjà la meilleure enchère',
  'errors.nftMarginShort':
    'Pour enchérir, il faut un dépôt de garantie de {margin} {currency} sur votre compte spot, bloqué jusqu’à la fin des enchères',
  'errors.nftNotYours': 'Cette œuvre ne vous appartient pas',
  'errors.nftNotABox': 'Cette œuvre n’est pas une boîte mystère',
  'errors.nftOpenFirst': 'Ouvrez la boîte avant de la revendre',
  'errors.nftAlreadyListed': 'Cette œuvre est déjà en vente, et une vente ne peut pas être retirée',
  'errors.nftStepRequired':
    'Une vente aux enchères nécessite un pas d’enchère (et un dépôt de garantie)',
  'errors.nftStartPast': 'L’heure de début est déjà passée',
  'errors.nftTooLong': 'Une vente peut durer au plus {days} jours',
  'errors.nftMessageMissing': 'Ce message n’existe pas',
  'errors.nftNothingToPay': 'Il n’y a rien à payer pour ce message',
  'errors.nftAlreadyPaid': 'Cet ordre a déjà été payé',
  'errors.nftPayExpired':
    'Le délai de paiement est écoulé : le dépôt de garantie a été versé au vendeur',
  'errors.nftMarginAuto':
    'Le dépôt de garantie ne se paie pas séparément : il est bloqué lors de votre première enchère',
  'errors.nftMediaType': 'Ce fichier n’est pas une image, un son ou une vidéo pris en charge',
  'errors.nftMediaMissing':
    'Importez d’abord le média : ce chemin ne correspond à aucun fichier importé',
  'errors.nftArtistMissing': 'Cet artiste n’existe pas',
  'errors.nftArtistExists': 'Cet utilisateur a déjà un profil d’artiste',
  'errors.nftCollectionMissing': 'Cette collection n’existe pas ou n’appartient pas à l’artiste',
  'errors.nftRoyaltyTooHigh': 'La redevance ne peut pas dépasser {max} %',
  'errors.nftNotPrimary':
    'Seule une œuvre encore détenue par son artiste peut être mise en première vente',
  'errors.nftMarginAbovePrice': 'Le dépôt de garantie ne peut pas dépasser le prix de départ',
  'errors.nftOddsInvalid':
    'Les probabilités doivent être des points de base entiers totalisant 10 000, et chaque rareté dotée d’une probabilité doit avoir un visuel',
  'errors.nftSeriesStartPast':
    'Une série doit ouvrir dans le futur, afin que sa graine aléatoire soit fixée avant la vente de la moindre boîte',
  'errors.nftCodeTaken': 'Le code {code} est déjà utilisé',
  'nft.bought': 'Vous avez acheté {name} pour {price} {currency}',
  'nft.boxBought':
    'Vous avez acheté la boîte {code} pour {price} {currency} : ouvrez-la pour découvrir son contenu',
  'nft.bidPlaced':
    'Votre enchère de {price} {currency} est en tête. Les enchères se terminent le {end} (UTC)',
  'nft.listed': '{name} est en vente à partir de {price} {currency}',
  'nft.paid': 'Paiement effectué : {name} est à vous',
  'nft.read': 'Marqué comme lu',
  'nft.favourited': 'Ajouté à vos favoris',
  'nft.unfavourited': 'Retiré de vos favoris',
  'nft.msgOutbid':
    'Votre enchère sur {name} a été dépassée : l’enchère est maintenant de {price} {currency}',
  'nft.msgWon':
    'Vous avez remporté {name} à {price} {currency}. Payez le solde avant le {deadline} (UTC), sinon le dépôt de garantie revient au vendeur',
  'nft.msgPayDue': 'Le paiement de {name} est dû avant le {deadline} (UTC)',
  'nft.msgSold':
    '{name} a été vendu pour {price} {currency} : vous avez reçu {proceeds} {currency}',
  'nft.msgForfeited':
    'Le gagnant de {name} n’a pas payé à temps : son dépôt de garantie de {margin} {currency} vous a été versé, et l’œuvre reste la vôtre',
  'nft.msgExpired':
    'Vous n’avez pas payé {name} à temps : votre dépôt de garantie de {margin} {currency} a été versé au vendeur',
  // customer service chat (issue 14)
  'errors.chatEmpty': 'Écrivez un message ou choisissez une image',
  'errors.chatImageInvalid': 'L’image doit être une image que vous avez vous-même téléversée',
  'errors.chatTooFast':
    'Vous pouvez envoyer au plus {max} messages toutes les {seconds} secondes. Patientez un instant',
  'errors.chatNotFound': 'Conversation introuvable',
  'errors.chatClosed': 'Cette conversation est close',
  'errors.chatClaimedBy': 'Cette conversation est déjà prise en charge par {name}',
  'errors.chatNotClaimant': 'Prenez en charge cette conversation avant de répondre',
  'chat.welcome':
    'Bonjour ! Merci d’avoir contacté le support Bourse. Dites-nous comment nous pouvons vous aider : un conseiller vous répondra ici. Beaucoup de réponses se trouvent déjà dans notre FAQ.',
  'chat.faqLink': 'Questions fréquentes',
  'chat.offline':
    'Notre équipe de support est actuellement hors ligne. Horaires du support : {hours} (UTC) ; nous prévoyons de vous répondre à partir de {time} (UTC).',
  'chat.closed':
    'Le support a clos cette conversation. Écrivez à nouveau à tout moment pour en ouvrir une nouvelle.',
  // quiz game (issue 14)
  'quiz.up': 'Hausse',
  'quiz.down': 'Baisse',
  'errors.quizRoundNotFound': 'Manche de quiz introuvable',
  'errors.quizNotGuessing': "Cette manche n'accepte pas de pronostics pour le moment",
  'errors.quizOtherSide':
    'Vous avez déjà parié sur {side} dans cette manche ; vous ne pouvez miser que du même côté',
  'errors.quizStakeDecimals': 'Le montant peut avoir au plus {decimals} décimales en {currency}',
  'errors.quizStakeRange': 'Le montant doit être compris entre {min} et {max} {currency}',
  'errors.quizTimesInvalid':
    "Une manche exige ouverture < clôture < règlement, la clôture n'étant pas encore passée",
  'errors.quizStrikeRequired':
    "Une manche « au-dessus » exige un prix cible ; une manche hausse/baisse n'en prend pas",
  'errors.quizStakeLimits': 'La mise maximale doit être au moins égale à la mise minimale',
  'errors.quizCancelRefused': 'Seule une manche pas encore ouverte et sans mise peut être annulée',
  // OTC loans (issue 14)
  'fields.collateral_currency': 'Devise de garantie',
  'fields.loan_currency': 'Devise du prêt',
  'fields.term_days': 'Durée (jours)',
  'fields.contact': 'UID de contact',
  'fields.principal': 'Capital',
  'fields.collateral_amount': 'Montant de la garantie',
  'fields.daily_percent': 'Intérêt journalier (%)',
  'errors.loanAmountRange': 'Le montant doit être compris entre {min} et {max} USDT',
  'errors.loanTermRange': 'La durée doit être de {min} à {max} jours',
  'errors.loanNotEligible':
    'Les prêts OTC sont réservés au niveau VIP {min} et plus ou aux teneurs de marché ; votre niveau VIP est {level}',
  'errors.loanEnquiryOpen':
    'Vous avez déjà une demande en cours : retirez-la ou attendez la réponse',
  'errors.loanEnquiryNotFound': 'Demande de prêt introuvable',
  'errors.loanEnquiryNotPending': "Cette demande n'attend plus de décision",
  'errors.loanNoOffer': "Cette demande n'a pas d'offre à laquelle répondre",
  'errors.loanOfferExpired': 'Cette offre a expiré',
  'errors.loanNotFound': 'Prêt introuvable',
  'errors.loanClosed': 'Ce prêt est déjà clôturé',
  'errors.loanPoolShort':
    'La réserve de prêt ne peut pas prêter {amount} {currency} pour le moment',
  'errors.loanCurrencyUnavailable':
    '{currency} ne peut pas être emprunté ni mis en garantie pour le moment',
  'errors.loanOfferPrincipal':
    "Le prêt doit valoir de {min} à {max} USDT à l'indice ; {principal} {currency} valent {value} USDT",
  'errors.loanOfferRisk':
    "La garantie doit valoir de {min} % à {max} % du prêt à l'indice ; elle vaut {risk} %",
  'errors.loanOfferDecimals': '{currency} accepte au plus {decimals} décimales',
  'errors.loanRiskTooLow':
    "À l'indice actuel, la garantie ne couvre que {risk} % du prêt, sous le seuil de clôture forcée de {level} % : cette offre ne peut plus être acceptée",
  'errors.loanClaimedBy': 'Cette demande est déjà prise en charge par {name}',
  'errors.loanNotClaimant': 'Prenez en charge cette demande avant de la trancher',
  'errors.loanMakerUnknownUser': "Aucun utilisateur n'a l'identifiant {id}",
  'errors.loanMakerNotGranted': "Cet utilisateur n'est pas teneur de marché",
  'loan.applied': 'Votre demande a été envoyée : un conseiller vous contactera sous 1 à 3 jours',
  'loan.withdrawn': 'Demande retirée',
  'loan.accepted':
    'Prêt ouvert : {principal} {currency} crédités sur votre compte spot, {collateral} {collateral_currency} gelés en garantie',
  'loan.declined': 'Offre refusée',
  'loan.repaid':
    'Prêt remboursé : {amount} {currency} payés, garantie de {collateral} {collateral_currency} libérée',
};
