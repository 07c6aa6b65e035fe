/**
 * Invite friends (spec 2: invite/rebate): the invite code, the link to register with
 * it prefilled, its QR code, copy buttons and the system share sheet where there is one;
 * then the rebate programme (issue 12): the rate, what friends earned the user, the friends
 * (masked) and the rebates paid.
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar.tsx';
import { PageLoading } from '../../components/PageStates.tsx';
import { copyText } from '../../features/account/clipboard.ts';
import { userInfoQuery } from '../../features/account/queries.ts';
import {
  InviteCard,
  inviteStyles as styles,
} from '../../features/settings/components/InviteCard.tsx';
import { inviteLink } from '../../features/settings/invite.ts';
import { inviteSummaryQuery } from '../../features/invite/api.ts';
import { InviteLists } from '../../features/invite/components/InviteLists.tsx';
import { RebateSummary } from '../../features/invite/components/RebateSummary.tsx';
import { ratePercent } from '../../features/invite/format.ts';

export default function SharePage() {
  const { t } = useTranslation(['settings', 'invite']);
  const { data: user } = useQuery(userInfoQuery());
  const percent = useQuery(inviteSummaryQuery()).data?.rebate_percent;
  if (!user) return <PageLoading />;
  const link = inviteLink(user.invite_code);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: t('share.shareTitle'),
          text: t('share.shareText', { code: user.invite_code }),
          url: link,
        });
        return;
      } catch {
        // Cancelled or refused: copying the link is the fallback.
      }
    }
    await copyText(link);
  };

  return (
    <div style={{ minHeight: '100vh', background: 'var(--bg)', paddingBottom: 32 }}>
      <NavBar title={t('share.title')} />
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>
          {t('share.headline')} <span className={styles.accent}>{t('share.headlineAccent')}</span>
        </h1>
        <p className={styles.heroText}>{t('share.intro')}</p>
      </header>
      <InviteCard code={user.invite_code} link={link} />
      <div className={styles.steps}>
        {(['step1', 'step2', 'step3'] as const).map((step, i) => (
          <div key={step} className={styles.step}>
            <span className={styles.stepNo}>{i + 1}</span>
            {step === 'step3' && percent
              ? t('invite:step3', { percent: ratePercent(percent) })
              : t(`share.${step}`)}
          </div>
        ))}
      </div>
      <div className={styles.share}>
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void share()}
          style={{ height: 50, borderRadius: 10, fontWeight: 600, color: '#15171c' }}
        >
          {t('share.shareButton')}
        </Button>
      </div>
      <RebateSummary />
      <InviteLists />
    </div>
  );
}
