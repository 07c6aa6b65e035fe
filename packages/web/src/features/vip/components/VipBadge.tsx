/** The level badge: gold from VIP1 up, grey at VIP0 (the settings row, the hero, the table). */
import { vipLabel } from '../model.ts';
import styles from './Vip.module.css';

export function VipBadge({ level, large = false }: { level: number; large?: boolean }) {
  const tone = level > 0 ? styles.badgeGold : styles.badgeGrey;
  return (
    <span className={`${styles.badge} ${tone} ${large ? styles.badgeLarge : ''}`}>
      {vipLabel(level)}
    </span>
  );
}
