/** Each earn product's badge: a lock (lock-up), two crossing arrows (dual), a rocket (IEO). */
import type { EarnProduct } from '@bourse/shared';
import styles from './Earn.module.css';

const PATHS: Record<EarnProduct, React.ReactNode> = {
  lockup: (
    <>
      <rect
        x="5"
        y="11"
        width="14"
        height="10"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="16" r="1.6" fill="currentColor" />
    </>
  ),
  dual: (
    <path
      d="M4 8h13l-3-3M20 16H7l3 3"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  ieo: (
    <>
      <path
        d="M12 3c3 2 4.5 5 4.5 8.5L14 16h-4l-2.5-4.5C7.5 8 9 5 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="9.5" r="1.6" fill="currentColor" />
      <path
        d="M10 19.5l2 1.5 2-1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </>
  ),
};

export function ProductIcon({ product, size = 28 }: { product: EarnProduct; size?: number }) {
  return (
    <span
      className={`${styles.icon} ${styles[product]}`}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24">{PATHS[product]}</svg>
    </span>
  );
}
