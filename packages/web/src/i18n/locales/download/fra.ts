/** Page de téléchargement (français) : installer l'application H5 sur l'écran d'accueil. */
export default {
  title: "Obtenir l'application",
  tagline: 'Tradez cryptos et actions, avec un règlement transparent.',
  perks: {
    homeScreen: "S'ouvre en plein écran depuis votre écran d'accueil",
    offline: 'Démarre même sans connexion',
    noStore: "Sans boutique d'applications : toujours la dernière version",
  },
  install: 'Installer',
  offeredHint: "Votre navigateur peut ajouter Bourse à votre écran d'accueil en un geste.",
  manualHint:
    "Ajoutez Bourse à votre écran d'accueil en quelques gestes : suivez les étapes de votre appareil.",
  installed: 'Bourse est installée',
  installedHint: "Ouvrez-la depuis votre écran d'accueil ou votre liste d'applications.",
  standalone: "Vous utilisez l'application installée",
  standaloneHint: "Bourse est sur votre écran d'accueil et se met à jour toute seule.",
  stepsTitle: "Ajouter à l'écran d'accueil",
  yourDevice: 'Votre appareil',
  platforms: {
    ios: 'iPhone et iPad (Safari)',
    android: 'Android (Chrome)',
    desktop: 'Ordinateur (Chrome ou Edge)',
  },
  steps: {
    ios: {
      step1: 'Ouvrez cette page dans Safari.',
      step2: 'Touchez le bouton Partager (le carré avec une flèche) dans la barre d’outils.',
      step3: 'Faites défiler et touchez « Sur l’écran d’accueil ».',
      step4: 'Touchez « Ajouter » : Bourse apparaît sur votre écran d’accueil.',
    },
    android: {
      step1: 'Ouvrez cette page dans Chrome.',
      step2: 'Touchez le menu (⋮) en haut à droite.',
      step3: 'Touchez « Installer l’application » ou « Ajouter à l’écran d’accueil ».',
      step4: 'Confirmez avec « Installer » : Bourse apparaît parmi vos applications.',
    },
    desktop: {
      step1: 'Ouvrez cette page dans Chrome ou Microsoft Edge.',
      step2: 'Cliquez sur l’icône d’installation à droite de la barre d’adresse.',
      step3:
        'Pas d’icône ? Ouvrez le menu du navigateur et choisissez « Installer Bourse » (Edge : Applications, puis « Installer ce site en tant qu’application »).',
      step4: 'Confirmez avec « Installer » : Bourse s’ouvre dans sa propre fenêtre.',
    },
  },
};
