/** A bottom sheet of choices with a tick on the chosen one (accounts, currencies, networks). */
import type { ReactNode } from 'react';
import { Popup } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import styles from './SelectSheet.module.css';

export interface SheetOption<V> {
  value: V;
  label: ReactNode;
  icon?: ReactNode;
  extra?: ReactNode;
  disabled?: boolean;
}

export function SelectSheet<V extends string | number>({
  visible,
  title,
  options,
  value,
  onSelect,
  onClose,
  empty,
}: {
  visible: boolean;
  title: ReactNode;
  options: SheetOption<V>[];
  value?: V | undefined;
  onSelect: (value: V) => void;
  onClose: () => void;
  empty?: ReactNode;
}) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ borderRadius: '16px 16px 0 0', background: 'var(--surface)', maxHeight: '70vh' }}
    >
      <div className={styles.head}>{title}</div>
      <div className={styles.body} role="listbox">
        {options.length === 0 && <p className={styles.empty}>{empty}</p>}
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            role="option"
            aria-selected={o.value === value}
            disabled={o.disabled}
            className={`${styles.option} ${o.value === value ? styles.selected : ''}`}
            onClick={() => {
              onSelect(o.value);
              onClose();
            }}
          >
            {o.icon}
            <span className={styles.label}>{o.label}</span>
            {o.extra !== undefined && <span className={styles.extra}>{o.extra}</span>}
            {o.value === value && <CheckOutline className={styles.tick} />}
          </button>
        ))}
      </div>
    </Popup>
  );
}
