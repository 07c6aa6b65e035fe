/** Shown when a deposit or withdrawal page is opened without a known currency. */
import type { CSSProperties } from 'react';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { redirectTo } from '../../../app/nav.ts';
import { AlertIcon, StatusView } from '../../../components/StatusView.tsx';

export const headerButton: CSSProperties = {
  border: 0,
  background: 'none',
  color: 'var(--text)',
  fontSize: 20,
  padding: 4,
};

export function MissingCoin({ type }: { type: 'recharge' | 'withdraw' }) {
  const { t } = useTranslation('wallet');
  return (
    <div style={{ paddingTop: '18vh' }}>
      <StatusView icon={<AlertIcon />} title={t('select.missing')}>
        <Button color="primary" onClick={() => redirectTo('/pages/fund/select', { type })}>
          {t('select.choose')}
        </Button>
      </StatusView>
    </div>
  );
}
