/**
 * The enquiry form (spec "Loan application: desired amount, margin currency, contact UID";
 * Bourse adds the coin to borrow and the term). Checked with the server's own schema before
 * sending; the server's answer is the toast.
 */
import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LOAN_CURRENCIES, type LoanTerms } from '@bourse/shared';
import { validate, type FieldErrors } from '../../account/validation.ts';
import { applyLoan, refreshLoans } from '../api.ts';
import { applySchema, type ApplyDraft } from '../model.ts';
import styles from './Loan.module.css';

const EMPTY: ApplyDraft = {
  amount: '',
  collateral_currency: 'BTC',
  loan_currency: 'USDT',
  term_days: '30',
  contact: '',
};

function CoinChips({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (coin: string) => void;
  label: string;
}) {
  return (
    <div className={styles.chips} role="radiogroup" aria-label={label}>
      {LOAN_CURRENCIES.map((coin) => (
        <button
          key={coin}
          type="button"
          role="radio"
          aria-checked={value === coin}
          className={[styles.chip, value === coin ? styles.chipOn : ''].join(' ')}
          onClick={() => onChange(coin)}
        >
          {coin}
        </button>
      ))}
    </div>
  );
}

export function ApplyForm({ terms, disabled }: { terms: LoanTerms; disabled: boolean }) {
  const { t } = useTranslation('loan');
  const { t: tServer } = useTranslation();
  const client = useQueryClient();
  const [draft, setDraft] = useState<ApplyDraft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (field: keyof ApplyDraft) => (value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async () => {
    const checked = validate(applySchema, { ...draft }, tServer);
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      const message = await applyLoan({ ...draft });
      Toast.show({ content: message, icon: 'success' });
      setDraft(EMPTY);
      await refreshLoans(client);
    } catch {
      // The request function showed the server's words.
    } finally {
      setBusy(false);
    }
  };

  const text = (
    field: 'amount' | 'term_days' | 'contact',
    label: string,
    placeholder: string,
    unit?: string,
  ) => (
    <label className={styles.field}>
      <span>{label}</span>
      <div className={styles.input}>
        <input
          aria-label={label}
          inputMode={field === 'contact' ? 'text' : field === 'amount' ? 'decimal' : 'numeric'}
          placeholder={placeholder}
          value={draft[field]}
          maxLength={field === 'contact' ? 64 : 20}
          onChange={(e) => set(field)(e.target.value)}
        />
        {unit && <em>{unit}</em>}
      </div>
      {errors[field] && (
        <span className={styles.problem} role="alert">
          {errors[field]}
        </span>
      )}
    </label>
  );

  return (
    <div className={styles.card}>
      {text('amount', t('apply.amount'), t('apply.amountPlaceholder'), terms.amount_currency)}
      <div className={styles.field}>
        <span>{t('apply.collateral')}</span>
        <CoinChips
          label={t('apply.collateral')}
          value={draft.collateral_currency}
          onChange={set('collateral_currency')}
        />
      </div>
      <div className={styles.field}>
        <span>{t('apply.loanCurrency')}</span>
        <CoinChips
          label={t('apply.loanCurrency')}
          value={draft.loan_currency}
          onChange={set('loan_currency')}
        />
      </div>
      {text('term_days', t('apply.term'), t('apply.termPlaceholder'))}
      {text('contact', t('apply.contact'), t('apply.contactPlaceholder'))}
      <Button
        block
        color="primary"
        loading={busy}
        disabled={disabled}
        onClick={() => void submit()}
      >
        {t('apply.submit')}
      </Button>
    </div>
  );
}
