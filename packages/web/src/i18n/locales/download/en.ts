/** The app download page (English): install the H5 app to the home screen. */
export default {
  title: 'Get the app',
  tagline: 'Trade crypto and stocks, honestly settled.',
  perks: {
    homeScreen: 'Opens from your home screen, full screen',
    offline: 'Starts even without a connection',
    noStore: 'No app store: always the latest version',
  },
  install: 'Install',
  offeredHint: 'Your browser can add Bourse to your home screen in one tap.',
  manualHint: 'Add Bourse to your home screen in a few taps: follow the steps for your device.',
  installed: 'Bourse is installed',
  installedHint: 'Open it from your home screen or your list of apps.',
  standalone: 'You are using the installed app',
  standaloneHint: 'Bourse is on your home screen and updates itself.',
  stepsTitle: 'Add to home screen',
  yourDevice: 'Your device',
  platforms: {
    ios: 'iPhone and iPad (Safari)',
    android: 'Android (Chrome)',
    desktop: 'Computer (Chrome or Edge)',
  },
  steps: {
    ios: {
      step1: 'Open this page in Safari.',
      step2: 'Tap the Share button (the square with an arrow) in the toolbar.',
      step3: 'Scroll down and tap "Add to Home Screen".',
      step4: 'Tap "Add": Bourse appears on your home screen.',
    },
    android: {
      step1: 'Open this page in Chrome.',
      step2: 'Tap the menu (⋮) at the top right.',
      step3: 'Tap "Install app" or "Add to Home screen".',
      step4: 'Confirm with "Install": Bourse appears with your apps.',
    },
    desktop: {
      step1: 'Open this page in Chrome or Microsoft Edge.',
      step2: 'Click the install icon at the right end of the address bar.',
      step3:
        'No icon? Open the browser menu and choose "Install Bourse" (Edge: Apps, then "Install this site as an app").',
      step4: 'Confirm with "Install": Bourse opens in its own window.',
    },
  },
};
