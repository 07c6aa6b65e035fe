/** A coin's badge: its logo, or its first letter on its brand colour when there is none. */
import { useState } from 'react';
import styles from './CoinIcon.module.css';

export function CoinIcon({
  name,
  logo,
  color,
  size = 32,
}: {
  name: string;
  logo?: string;
  color?: string;
  size?: number;
}) {
  const [broken, setBroken] = useState(false);
  const box = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (logo && !broken) {
    return (
      <img className={styles.logo} src={logo} alt="" style={box} onError={() => setBroken(true)} />
    );
  }
  return (
    <span
      className={styles.letter}
      style={{ ...box, background: color || 'var(--surface-2)' }}
      aria-hidden="true"
    >
      {name.slice(0, 1)}
    </span>
  );
}
