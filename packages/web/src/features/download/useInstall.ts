/** The download page's install state: installed, offered by the browser, or manual steps only. */
import { useState, useSyncExternalStore } from 'react';
import { installOffer } from './pwa.ts';
import { isStandalone } from './platform.ts';

export type InstallState =
  /** Opened from the home screen: nothing to install. */
  | 'standalone'
  /** Installed from this page just now. */
  | 'installed'
  /** The browser offers a one-tap install. */
  | 'offered'
  /** No offer (iOS, Firefox, already installed elsewhere, not yet eligible): the steps. */
  | 'manual';

export function useInstall(): { state: InstallState; install: () => Promise<void> } {
  const offer = useSyncExternalStore(installOffer.subscribe, installOffer.get);
  const installedNow = useSyncExternalStore(installOffer.subscribe, installOffer.installed);
  const [standalone] = useState(isStandalone);
  const [accepted, setAccepted] = useState(false);

  const state: InstallState = standalone
    ? 'standalone'
    : installedNow || accepted
      ? 'installed'
      : offer
        ? 'offered'
        : 'manual';

  async function install() {
    const taken = installOffer.take();
    if (!taken) return;
    await taken.prompt();
    const choice = await taken.userChoice;
    if (choice.outcome === 'accepted') setAccepted(true);
  }
  return { state, install };
}
