/** "Security level": how many of email, mobile and pay password are in place, as a bar. */
import { CheckShieldFill, ExclamationShieldFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

export function securityLevel(done: readonly boolean[]): 'low' | 'medium' | 'high' {
  const n = done.filter(Boolean).length;
  return n >= done.length ? 'high' : n >= 2 ? 'medium' : 'low';
}

const COLORS = { low: 'var(--down)', medium: 'var(--brand)', high: 'var(--up)' } as const;

export function SecurityLevel({ done }: { done: readonly boolean[] }) {
  const { t } = useTranslation('settings');
  const level = securityLevel(done);
  const n = done.filter(Boolean).length;
  const Icon = level === 'high' ? CheckShieldFill : ExclamationShieldFill;
  return (
    <div
      style={{
        margin: '8px 16px 4px',
        padding: 16,
        borderRadius: 14,
        background: 'var(--surface)',
        display: 'flex',
        gap: 14,
        alignItems: 'center',
      }}
    >
      <Icon style={{ fontSize: 36, color: COLORS[level], flexShrink: 0 }} />
      <div style={{ flex: 1 }}>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            fontSize: 15,
            fontWeight: 600,
          }}
        >
          <span>{t('security.level')}</span>
          <span style={{ color: COLORS[level] }}>{t(`security.levels.${level}`)}</span>
        </div>
        <div style={{ display: 'flex', gap: 4, margin: '10px 0 8px' }} aria-hidden>
          {done.map((_, i) => (
            <span
              key={i}
              style={{
                flex: 1,
                height: 4,
                borderRadius: 2,
                background: i < n ? COLORS[level] : 'var(--surface-2)',
              }}
            />
          ))}
        </div>
        <div style={{ fontSize: 12, color: 'var(--text-3)' }}>
          {t(level === 'high' ? 'security.levelDone' : 'security.levelTip')}
        </div>
      </div>
    </div>
  );
}
