/**
 * Contract orders (spec 2 "transaction/contract_order"): open, pending and closed
 * positions (of `?currency_id&legal_id`'s pair, else all), page by page; `?verify=<id>`
 * opens a position's verify view.
 */
import { useTranslation } from 'react-i18next';
import { AuthGate } from '../../app/AuthGate.tsx';
import { useSearchParams } from '../../app/routing.tsx';
import { NavBar } from '../../components/NavBar.tsx';
import { PositionHistory } from '../../features/lever/components/PositionHistory.tsx';
import { useLeverEvents } from '../../features/lever/useLeverEvents.ts';
import styles from '../../features/lever/components/Lever.module.css';

const idParam = (raw: string | null) => {
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

export default function ContractOrdersPage() {
  const { t } = useTranslation('lever');
  const [params] = useSearchParams();
  const currency = idParam(params.get('currency_id'));
  const legal = idParam(params.get('legal_id'));
  useLeverEvents();
  return (
    <div className={styles.page}>
      <NavBar title={t('history.title')} />
      <AuthGate>
        <PositionHistory
          pair={currency && legal ? { currency_id: currency, legal_id: legal } : undefined}
          initialVerify={idParam(params.get('verify'))}
        />
      </AuthGate>
    </div>
  );
}
