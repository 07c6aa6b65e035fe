/**
 * The web view (spec 2: the default navigation bar). `?url=` or `?setting=<keyword>`
 * names the page; only our own origin or https pages are framed (webUrl.ts), anything
 * else gets a clear refusal. Many sites forbid framing, so the outside link is offered
 * too.
 */
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { ExclamationShieldOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { NavBar } from '../../components/NavBar.tsx';
import { InlineLoading, LoadFailed } from '../../components/StateViews.tsx';
import { StatusView } from '../../components/StatusView.tsx';
import { siteSettingQuery } from './queries.ts';
import { allowedWebUrl, settingUrl } from './webUrl.ts';
import styles from './WebFrame.module.css';

export function WebFrame({
  url,
  setting,
  title,
}: {
  url: string | null;
  setting: string | null;
  title: string | null;
}) {
  const { t } = useTranslation('content');
  const fromSetting = useQuery(siteSettingQuery(setting ?? ''));
  const raw = setting ? settingUrl(fromSetting.data) : url;
  const safe = allowedWebUrl(raw, window.location.origin);
  const heading = title || (safe ? new URL(safe).host : t('webView.title'));

  let body;
  if (setting && fromSetting.isPending) body = <InlineLoading tall />;
  else if (setting && fromSetting.isError)
    body = <LoadFailed tall error={fromSetting.error} onRetry={() => void fromSetting.refetch()} />;
  else if (!safe)
    body = (
      <StatusView
        className={styles.refusal}
        role="alert"
        icon={<ExclamationShieldOutline />}
        title={t('webView.refusedTitle')}
        description={t('webView.refused')}
      />
    );
  else
    body = (
      <>
        <iframe
          className={styles.frame}
          src={safe}
          title={heading}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          referrerPolicy="no-referrer"
        />
        <div className={styles.bar}>
          <Button
            size="small"
            fill="none"
            onClick={() => void window.open(safe, '_blank', 'noopener,noreferrer')}
          >
            {t('webView.openOutside')}
          </Button>
        </div>
      </>
    );

  return (
    <div className={styles.page}>
      <NavBar title={heading} />
      {body}
    </div>
  );
}
