/**
 * The dual investment explainer (spec 2 "invest/help", issue 11; no server call): what it
 * is, the formula of each direction with worked examples computed by the shared function,
 * that the payout may come in the other currency, where the yield comes from, the risks.
 */
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../app/nav.ts';
import { NavBar } from '../../components/NavBar.tsx';
import { HelpExample } from '../../features/dual/components/HelpExample.tsx';
import styles from '../../features/dual/components/Dual.module.css';

const FIRST = ['what', 'call', 'put'] as const;
const THEN = ['other', 'yield', 'risks', 'settle'] as const;

export default function DualHelpPage() {
  const { t } = useTranslation('dual');
  return (
    <div className={styles.page}>
      <NavBar title={t('help.title')} />
      {FIRST.map((s) => (
        <section key={s} className={`${styles.section} ${styles.help}`}>
          <h3>{t(`help.${s}Title`)}</h3>
          <p>{t(`help.${s}`)}</p>
        </section>
      ))}
      <section className={`${styles.section} ${styles.help}`}>
        <h3>{t('help.exampleTitle')}</h3>
        <div className={styles.rows}>
          <p>{t('help.growth')}</p>
          <HelpExample />
        </div>
      </section>
      {THEN.map((s) => (
        <section key={s} className={`${styles.section} ${styles.help}`}>
          <h3>{t(`help.${s}Title`)}</h3>
          <p>{t(`help.${s}`)}</p>
        </section>
      ))}
      <div style={{ padding: '0 12px' }}>
        <Button block color="primary" onClick={() => navigateTo('/pages/invest/invest')}>
          {t('help.browse')}
        </Button>
      </div>
    </div>
  );
}
