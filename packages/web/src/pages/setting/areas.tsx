/**
 * Language and display currency (spec 2: "language, default fiat currency").
 *
 * Decision: "areas" is the preferences chooser, not a second region list (the region
 * of a phone number is chosen at pages/common/area). Two segments: Language (`?tab=lang`,
 * the default) lists the eight UI languages; Currency (`?tab=fiat`) lists the eleven fiats
 * of spec 3. A language applies at once (changeLanguage, which also sets session.lang). A fiat stores
 * {currency_code, rate, saveTime} in the session; the rate table is refetched only when
 * saveTime is older than 24 h and falls back to a bundled table offline
 * (features/fiat/rates.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { Toast } from 'antd-mobile';
import { useSearchParams } from '../../app/routing.tsx';
import { useTranslation } from 'react-i18next';
import type { FiatCode, Lang } from '@bourse/shared';
import { NavBar } from '../../components/NavBar.tsx';
import { changeLanguage } from '../../i18n/index.ts';
import { useSession } from '../../store/session.ts';
import { FALLBACK_RATES } from '../../features/fiat/fallbackRates.ts';
import { chooseFiat, fiatRatesQuery } from '../../features/fiat/rates.ts';
import { FiatList } from '../../features/settings/components/FiatList.tsx';
import { LanguageList } from '../../features/settings/components/LanguageList.tsx';
import styles from '../../features/settings/components/ChoiceList.module.css';

type Tab = 'lang' | 'fiat';

export default function AreasPage() {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'fiat' ? 'fiat' : 'lang';
  const lang = useSession((s) => s.lang);
  const fiat = useSession((s) => s.fiat.currency_code);
  const { data: rates } = useQuery({ ...fiatRatesQuery(), enabled: tab === 'fiat' });

  const pickLang = async (next: Lang) => {
    if (next === lang) return;
    // changeLanguage loads the words, stores session.lang and re-renders.
    await changeLanguage(next);
    Toast.show({ icon: 'success', content: t('server:success.saved') });
  };

  const pickFiat = (code: FiatCode) => {
    chooseFiat(code, rates ?? FALLBACK_RATES);
    Toast.show({ icon: 'success', content: t('server:success.saved') });
  };

  return (
    <div style={{ minHeight: '100vh', background: 'var(--bg)', paddingBottom: 32 }}>
      <NavBar title={t('areas.title')} />
      <div className={styles.tabs} role="tablist">
        {(['lang', 'fiat'] as const).map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            className={`${styles.tab} ${tab === key ? styles.tabActive : ''}`}
            onClick={() => setParams({ tab: key }, { replace: true })}
          >
            {t(key === 'lang' ? 'areas.language' : 'areas.fiat')}
          </button>
        ))}
      </div>
      {tab === 'lang' ? (
        <LanguageList current={lang} onPick={(l) => void pickLang(l)} />
      ) : (
        <>
          <FiatList current={fiat} rates={rates ?? FALLBACK_RATES} onPick={pickFiat} />
          <p className={styles.note}>{t('areas.fiatNote')}</p>
        </>
      )}
    </div>
  );
}
