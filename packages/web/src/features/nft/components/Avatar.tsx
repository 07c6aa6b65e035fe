/** A round picture of a person, or their initial on the brand colour when they have none. */
import styles from './Nft.module.css';

export function Avatar({ src, name, size = 18 }: { src: string; name: string; size?: number }) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size * 0.45 }}>
      {src ? <img src={src} alt="" loading="lazy" /> : (name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
