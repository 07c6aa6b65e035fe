/**
 * Seconds orders (spec 2 "transaction/seconds_order"): running and settled options with
 * both prices and their seconds; `?verify=<id>` opens one's verify view.
 */
import { useTranslation } from 'react-i18next';
import { AuthGate } from '../../app/AuthGate.tsx';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { OptionOrders } from '../../features/options/components/OptionOrders.tsx';
import { useOptionEvents } from '../../features/options/useOptions.ts';
import styles from '../../features/options/components/Options.module.css';

const idParam = (raw: string | null) => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export default function SecondsOrdersPage() {
  const { t } = useTranslation('options');
  const [params] = useSearchParams();
  useOptionEvents();
  return (
    <div className={styles.page}>
      <NavBar title={t('orders.title')} />
      <AuthGate>
        <OptionOrders
          matchId={idParam(params.get('match_id'))}
          initialVerify={idParam(params.get('verify'))}
        />
      </AuthGate>
    </div>
  );
}
