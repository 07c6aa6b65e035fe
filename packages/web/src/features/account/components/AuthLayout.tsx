/**
 * The frame of the sign-in screens (login, register, forget): a back bar, the logo, a
 * large title and subtitle, the form and a footer link. Also the pieces these screens
 * share: contact tabs, the area-code button, the submit button.
 */
import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import type { ContactKind } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../../components/NavBar.tsx';
import styles from './AuthLayout.module.css';

export { styles as authStyles };

export function AuthLayout({
  title,
  subtitle,
  right,
  footer,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  right?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <NavBar title="" right={right} />
      <div className={styles.body}>
        <header className={styles.hero}>
          <img className={styles.logo} src={`${import.meta.env.BASE_URL}logo.svg`} alt="" />
          <h1 className={styles.title}>{title}</h1>
          {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        </header>
        {children}
      </div>
      {footer && <footer className={styles.footer}>{footer}</footer>}
    </div>
  );
}

export function TextLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.link} onClick={onClick}>
      {children}
    </button>
  );
}

/** Email | Mobile tabs of register and forget. */
export function ContactTabs({
  value,
  onChange,
}: {
  value: ContactKind;
  onChange: (kind: ContactKind) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <div className={styles.tabs} role="tablist">
      {(['email', 'mobile'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          role="tab"
          aria-selected={value === kind}
          className={`${styles.tab} ${value === kind ? styles.tabActive : ''}`}
          onClick={() => onChange(kind)}
        >
          {t(`tabs.${kind}`)}
        </button>
      ))}
    </div>
  );
}

/** The dial-code prefix of a mobile input: "+65 ▾"; a tap opens the area chooser. */
export function AreaCodeButton({
  areaCode,
  onClick,
}: {
  areaCode: string | undefined;
  onClick: () => void;
}) {
  const { t } = useTranslation('account');
  return (
    <button
      type="button"
      className={styles.areaButton}
      onClick={onClick}
      aria-label={t('area.choose')}
    >
      {areaCode ? `+${areaCode}` : t('area.short')}
      <DownFill />
    </button>
  );
}

export function SubmitButton({
  loading,
  disabled,
  children,
}: {
  loading?: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      block
      color="primary"
      size="large"
      className={styles.submit}
      loading={loading}
      disabled={disabled}
    >
      {children}
    </Button>
  );
}
