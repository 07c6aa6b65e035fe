/**
 * What the pay-password sheet repeats before money leaves (issue 9): the amount and fee,
 * and where it goes: the network and the full address, or the bank card (masked) and its
 * holder. A wrong network or a pasted address is caught here, not after the payout.
 */
import { useTranslation } from 'react-i18next';
import type { PayoutCard } from '../bankPayout.ts';
import forms from '../../wallet/components/Forms.module.css';

export type WithdrawTarget =
  { kind: 'address'; network: string; address: string } | { kind: 'bank'; card: PayoutCard | null };

export function WithdrawSummary({
  amount,
  fee,
  feeLabel,
  target,
}: {
  /** Formatted with the coin, as the form shows them. */
  amount: string;
  fee: string;
  feeLabel: string;
  target: WithdrawTarget;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className={forms.summary}>
      <div className={forms.summaryRow}>
        <span>{t('form.amount')}</span>
        <b>{amount}</b>
      </div>
      <div className={forms.summaryRow}>
        <span>{feeLabel}</span>
        <b>{fee}</b>
      </div>
      {target.kind === 'address' ? (
        <>
          <div className={forms.summaryRow}>
            <span>{t('receive.network')}</span>
            <b data-testid="withdraw-network">{target.network}</b>
          </div>
          <div className={forms.summaryRow}>
            <span>{t('withdraw.address')}</span>
          </div>
          <b
            data-testid="withdraw-address"
            style={{ display: 'block', wordBreak: 'break-all', fontWeight: 500 }}
          >
            {target.address}
          </b>
        </>
      ) : (
        target.card && (
          <>
            <div className={forms.summaryRow}>
              <span>{t('withdraw.destination')}</span>
              <b data-testid="withdraw-account">
                {target.card.bankName} {target.card.account}
              </b>
            </div>
            <div className={forms.summaryRow}>
              <span>{t('bank.realName')}</span>
              <b>{target.card.holderName}</b>
            </div>
          </>
        )
      )}
    </div>
  );
}
