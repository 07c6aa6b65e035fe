/**
 * Borrowing (spec 2 "common/borrowing", issue 14), behind the login gate: the enquiry form,
 * or why the user cannot apply yet (VIP level 2 or a market maker), and my enquiries with
 * any offer to accept or decline.
 */
import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { InlineLoading, LoadFailed } from '../../components/StateViews.tsx';
import { enquiriesQuery, termsQuery } from '../../features/loan/api.ts';
import { ApplyForm } from '../../features/loan/components/ApplyForm.tsx';
import { EnquiryList } from '../../features/loan/components/EnquiryList.tsx';
import { isOpen } from '../../features/loan/model.ts';
import styles from '../../features/loan/components/Loan.module.css';

export default function BorrowingPage() {
  const { t } = useTranslation('loan');
  const terms = useQuery(termsQuery());
  const enquiries = useQuery(enquiriesQuery());
  const eligibility = terms.data?.eligibility;
  const open = (enquiries.data ?? []).some((e) => isOpen(e.status));
  return (
    <div className={styles.page}>
      <NavBar
        title={t('apply.title')}
        right={
          <span role="link" onClick={() => navigateTo('/pages/loan/loans')}>
            {t('otc.myLoans')}
          </span>
        }
      />
      {terms.isError ? (
        <LoadFailed tall error={terms.error} onRetry={() => void terms.refetch()} />
      ) : !terms.data ? (
        <InlineLoading tall />
      ) : (
        <>
          {eligibility && !eligibility.eligible && (
            <div className={styles.notice} role="note">
              <strong>{t('apply.ineligibleTitle')}</strong>
              <p>
                {t('apply.ineligibleText', {
                  min: eligibility.min_vip,
                  level: eligibility.vip_level,
                })}
              </p>
              <Button size="small" fill="outline" onClick={() => navigateTo('/pages/setting/vip')}>
                {t('apply.vipLink')}
              </Button>
            </div>
          )}
          {eligibility?.eligible && open && (
            <div className={styles.notice} role="note">
              <p>{t('apply.openNotice')}</p>
            </div>
          )}
          <h3 className={styles.sectionTitle}>{t('apply.formTitle')}</h3>
          <ApplyForm terms={terms.data} disabled={!eligibility?.eligible || open} />
          <h3 className={styles.sectionTitle}>{t('enquiries.title')}</h3>
          <EnquiryList />
        </>
      )}
    </div>
  );
}
