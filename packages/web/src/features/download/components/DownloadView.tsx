/** The download page's content: the app's card and the steps, for this device. */
import { useState } from 'react';
import { detectPlatform } from '../platform.ts';
import { useInstall } from '../useInstall.ts';
import { InstallCard } from './InstallCard.tsx';
import { PlatformGuide } from './PlatformGuide.tsx';
import styles from './Download.module.css';

export function DownloadView() {
  const { state, install } = useInstall();
  const [platform] = useState(() => detectPlatform(navigator.userAgent, navigator.maxTouchPoints));
  return (
    <div className={styles.page}>
      <InstallCard state={state} onInstall={() => void install()} />
      <PlatformGuide detected={platform} />
    </div>
  );
}
