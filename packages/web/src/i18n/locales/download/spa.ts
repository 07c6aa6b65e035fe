/** Página de descarga (español): instalar la aplicación H5 en la pantalla de inicio. */
export default {
  title: 'Obtener la aplicación',
  tagline: 'Opere con criptomonedas y acciones, con liquidación transparente.',
  perks: {
    homeScreen: 'Se abre a pantalla completa desde su pantalla de inicio',
    offline: 'Se inicia incluso sin conexión',
    noStore: 'Sin tienda de aplicaciones: siempre la última versión',
  },
  install: 'Instalar',
  offeredHint: 'Su navegador puede añadir Bourse a la pantalla de inicio con un toque.',
  manualHint:
    'Añada Bourse a su pantalla de inicio en pocos toques: siga los pasos de su dispositivo.',
  installed: 'Bourse está instalada',
  installedHint: 'Ábrala desde su pantalla de inicio o su lista de aplicaciones.',
  standalone: 'Está usando la aplicación instalada',
  standaloneHint: 'Bourse está en su pantalla de inicio y se actualiza sola.',
  stepsTitle: 'Añadir a la pantalla de inicio',
  yourDevice: 'Su dispositivo',
  platforms: {
    ios: 'iPhone y iPad (Safari)',
    android: 'Android (Chrome)',
    desktop: 'Ordenador (Chrome o Edge)',
  },
  steps: {
    ios: {
      step1: 'Abra esta página en Safari.',
      step2: 'Toque el botón Compartir (el cuadrado con una flecha) en la barra de herramientas.',
      step3: 'Desplácese hacia abajo y toque «Añadir a pantalla de inicio».',
      step4: 'Toque «Añadir»: Bourse aparece en su pantalla de inicio.',
    },
    android: {
      step1: 'Abra esta página en Chrome.',
      step2: 'Toque el menú (⋮) arriba a la derecha.',
      step3: 'Toque «Instalar aplicación» o «Añadir a pantalla de inicio».',
      step4: 'Confirme con «Instalar»: Bourse aparece entre sus aplicaciones.',
    },
    desktop: {
      step1: 'Abra esta página en Chrome o Microsoft Edge.',
      step2: 'Haga clic en el icono de instalación al final de la barra de direcciones.',
      step3:
        '¿No ve el icono? Abra el menú del navegador y elija «Instalar Bourse» (Edge: Aplicaciones y luego «Instalar este sitio como una aplicación»).',
      step4: 'Confirme con «Instalar»: Bourse se abre en su propia ventana.',
    },
  },
};
