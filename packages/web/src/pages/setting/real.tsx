/**
 * Identity verification (spec 2 setting/real): the two levels with their limits and
 * states, and the form the user can fill now (Lv1 document, then Lv2 pictures).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QK } from '../../api/keys.ts';
import { navigateTo, redirectTo } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { PageLoading } from '../../components/PageStates.tsx';
import { AdvancedForm } from '../../features/kyc/components/AdvancedForm.tsx';
import { BasicForm } from '../../features/kyc/components/BasicForm.tsx';
import { LevelCards } from '../../features/kyc/components/LevelCards.tsx';
import { formToShow, nextStep } from '../../features/kyc/model.ts';
import { realStateQuery } from '../../features/kyc/queries.ts';
import styles from '../../features/kyc/components/Kyc.module.css';

export default function RealPage() {
  const { t } = useTranslation('kyc');
  const queryClient = useQueryClient();
  const { data: state } = useQuery(realStateQuery());
  if (!state) return <PageLoading />;
  const step = nextStep(state);
  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: [QK.realState] });
    await queryClient.invalidateQueries({ queryKey: [QK.userInfo] });
    redirectTo('/pages/setting/real_mark');
  };
  // An operator can approve only once both contacts are bound (spec 5): say so up front,
  // with the way to bind, instead of taking documents that cannot pass yet.
  const unbound = !state.email_bound || !state.mobile_bound;
  const form = formToShow(state);
  return (
    <div className={styles.page}>
      <NavBar title={t('title')} />
      <div className={styles.body}>
        <LevelCards state={state} />
        {unbound && (
          <p className={styles.notice}>
            {t(step === 'basic' || step === 'advanced' ? 'contactsFirst' : 'contactsNotice')}
            <button type="button" onClick={() => navigateTo('/pages/setting/security')}>
              {t('bindNow')}
            </button>
          </p>
        )}
        {form === 'basic' && (
          <>
            <h2 className={styles.sectionTitle}>{t('basicTitle')}</h2>
            <BasicForm onDone={() => void done()} />
          </>
        )}
        {form === 'advanced' && (
          <>
            <h2 className={styles.sectionTitle}>{t('advancedTitle')}</h2>
            <AdvancedForm onDone={() => void done()} />
          </>
        )}
        {step === 'waiting' && <p className={styles.notice}>{t('waiting')}</p>}
        {step === 'done' && <p className={styles.notice}>{t('allDone')}</p>}
      </div>
    </div>
  );
}
