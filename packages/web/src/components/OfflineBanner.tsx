/**
 * A slim notice at the top of every screen while the browser has no connection (the Shell
 * loads it only then; the service worker keeps its chunk). The app shell still runs from the
 * worker's cache; data waits for the network (TanStack Query refetches on reconnect), which
 * is what the notice says.
 */
import styles from './OfflineBanner.module.css';

export default function OfflineBanner({ text }: { text: string }) {
  return (
    <div className={styles.banner} role="status">
      {text}
    </div>
  );
}
