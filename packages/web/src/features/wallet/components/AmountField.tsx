/** The amount box of money forms: the coin after the number, "All", and the balance below. */
import type { ReactNode } from 'react';
import { formatNumber } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { FormInput } from '../../account/components/FormInput.tsx';
import { cleanAmount, type AmountProblem } from '../amount.ts';
import styles from './Forms.module.css';

export function AmountField({
  label,
  value,
  onChange,
  unit,
  decimals,
  available,
  onAll,
  problem,
  hint,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  unit: string;
  decimals: number;
  available: string | undefined;
  onAll: () => void;
  problem?: AmountProblem | null | undefined;
  hint?: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  return (
    <FormInput
      label={label}
      inputMode="decimal"
      autoComplete="off"
      placeholder={t('form.amountPlaceholder')}
      value={value}
      onChange={(v) => onChange(cleanAmount(v, decimals))}
      error={problem ? t(`amountProblem.${problem.key}`, problem) : undefined}
      hint={
        <span className={styles.hintRow}>
          <span>
            {t('form.available')}{' '}
            <b className={styles.hintValue}>
              {formatNumber(available ?? '0', 'amount', { decimals })} {unit}
            </b>
          </span>
          {hint}
        </span>
      }
      suffix={
        <span className={styles.amountSuffix}>
          <span className={styles.unit}>{unit}</span>
          <button type="button" className={styles.all} onClick={onAll}>
            {t('form.all')}
          </button>
        </span>
      }
    />
  );
}
