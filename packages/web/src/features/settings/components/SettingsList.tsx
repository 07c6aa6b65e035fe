/** Grouped rows of the settings screens: icon, title (and description), value, arrow. */
import type { ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import styles from './SettingsList.module.css';

export function SettingsGroup({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <section>
      {title && <h2 className={styles.groupTitle}>{title}</h2>}
      <div className={styles.group}>{children}</div>
    </section>
  );
}

export interface SettingsRowProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  /** Colours the value: `warn` for something to do ("not set"), `ok` for done. */
  tone?: 'warn' | 'ok';
  onClick?: () => void;
  arrow?: boolean;
}

export function SettingsRow({
  icon,
  title,
  description,
  extra,
  tone,
  onClick,
  arrow = !!onClick,
}: SettingsRowProps) {
  const className = `${styles.row} ${onClick ? '' : styles.static} ${icon ? '' : styles.noIcon}`;
  const content = (
    <>
      {icon && (
        <span className={styles.icon} aria-hidden>
          {icon}
        </span>
      )}
      <span className={styles.title}>
        {title}
        {description && <span className={styles.desc}>{description}</span>}
      </span>
      {extra !== undefined && (
        <span className={`${styles.extra} ${tone ? styles[tone] : ''}`}>{extra}</span>
      )}
      {arrow && <RightOutline className={styles.arrow} />}
    </>
  );
  return onClick ? (
    <button type="button" className={className} onClick={onClick}>
      {content}
    </button>
  ) : (
    <div className={className}>{content}</div>
  );
}
