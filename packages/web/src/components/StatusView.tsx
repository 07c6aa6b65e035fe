/**
 * A full-screen status: a round badge with an icon, a title, a line of explanation and
 * optional actions. Our own instead of antd-mobile's ErrorBlock, whose bundled
 * illustrations cost ~10 KB gzip on the home route (PageError and UnderDevelopment are
 * part of the app frame).
 */
import type { ReactNode } from 'react';
import styles from './StatusView.module.css';

export function StatusView({
  icon,
  title,
  description,
  children,
  className,
  role,
}: {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  role?: 'alert' | 'status';
}) {
  return (
    <div className={className ? `${styles.view} ${className}` : styles.view} role={role}>
      <div className={styles.badge} aria-hidden="true">
        {icon}
      </div>
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}

const svgProps = {
  viewBox: '0 0 48 48',
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** "Coming soon": an hourglass. */
export function HourglassIcon() {
  return (
    <svg {...svgProps}>
      <path d="M11 7h26M11 41h26" />
      <path d="M15 7v4.5c0 5 9 8.5 9 12.5s-9 7.5-9 12.5V41M33 7v4.5c0 5-9 8.5-9 12.5s9 7.5 9 12.5V41" />
      <path
        d="M19.5 14h9c-1 1.8-2.8 3.1-4.5 4.2-1.7-1.1-3.5-2.4-4.5-4.2zM18.5 38.5c1-3 4-4.3 5.5-5.8 1.5 1.5 4.5 2.8 5.5 5.8z"
        fill="currentColor"
        stroke="none"
      />
    </svg>
  );
}

/** Something failed: an exclamation mark in a triangle. */
export function AlertIcon() {
  return (
    <svg {...svgProps}>
      <path d="M24 7 43 40H5z" />
      <path d="M24 19v10" />
      <circle cx="24" cy="34.5" r="0.6" fill="currentColor" />
    </svg>
  );
}
