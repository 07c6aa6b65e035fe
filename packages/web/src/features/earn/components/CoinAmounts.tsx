/** Amounts of several coins, one line each (never added across coins); "—" when none. */
import type { EarnAmount } from '@bourse/shared';
import { PLACEHOLDER } from '@bourse/shared';
import { Num } from '../../../components/Numbers.tsx';
import styles from './Earn.module.css';

export function CoinAmounts({ amounts, sign = false }: { amounts: EarnAmount[]; sign?: boolean }) {
  if (amounts.length === 0) return <span className={styles.none}>{PLACEHOLDER}</span>;
  return (
    <>
      {amounts.map((a) => (
        <span key={a.currency} style={{ display: 'block' }}>
          <Num value={a.amount} kind="amount" sign={sign} />
          <span className={styles.coin}>{a.currency}</span>
        </span>
      ))}
    </>
  );
}
