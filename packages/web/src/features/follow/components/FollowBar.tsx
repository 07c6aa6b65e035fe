/**
 * The trader page's actions: Copy (through the login gate); Edit and Stop for a trader the
 * caller copies; none for the trader's own page, which links to their trader desk instead.
 */
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { TraderDetailView } from '@bourse/shared';
import { navigateTo, requireLogin } from '../../../app/nav.ts';
import { useStopFollow } from '../useFollowActions.ts';
import styles from './Follow.module.css';

export const FOLLOW_FORM_PATH = '/pages/follow/follow';

export function FollowBar({ traderId, view }: { traderId: number; view: TraderDetailView }) {
  const { t } = useTranslation('follow');
  const { stop, busy } = useStopFollow();
  const form = `${FOLLOW_FORM_PATH}?id=${traderId}`;
  const openForm = () => {
    if (requireLogin(form)) navigateTo(FOLLOW_FORM_PATH, { id: traderId });
  };
  return (
    <div className={styles.bar}>
      {view.is_self ? (
        <>
          <span className={styles.barNote}>{t('trader.selfNote')}</span>
          <Button
            color="primary"
            fill="outline"
            onClick={() => navigateTo('/pages/copytrade/trader')}
          >
            {t('trader.myDesk')}
          </Button>
        </>
      ) : view.follow ? (
        <>
          <Button
            className={styles.soft}
            loading={busy}
            onClick={() => void stop(traderId, view.trader_info.nickname)}
          >
            {t('actions.stop')}
          </Button>
          <Button color="primary" onClick={openForm}>
            {t('actions.edit')}
          </Button>
        </>
      ) : (
        <Button color="primary" size="large" onClick={openForm}>
          {t('actions.copy')}
        </Button>
      )}
    </div>
  );
}
