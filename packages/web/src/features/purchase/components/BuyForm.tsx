/**
 * The buy form (spec 2 "Buy crypto"): country, currency, payment method, a whole amount
 * with the minimum and the USDT it buys, and the payer's details. The server answers with
 * the order; the page then shows its bank details.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd-mobile';
import { BankcardOutline, CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { dec, purchaseCreateBody, type PurchaseOptions, type UserInfo } from '@bourse/shared';
import { navigateTo, redirectTo } from '../../../app/nav.ts';
import { FormInput } from '../../account/components/FormInput.tsx';
import { validate, type FieldErrors } from '../../account/validation.ts';
import { useSession } from '../../../store/session.ts';
import { estimateUsdt, flagOf } from '../model.ts';
import { createPurchase, purchaseOptionsQuery } from '../queries.ts';
import styles from './Purchase.module.css';

type Country = PurchaseOptions['countries'][number];

type PayerField = 'first_name' | 'last_name' | 'email' | 'phone' | 'tax_id';

function initialPayer(user: UserInfo | null): Record<PayerField, string> {
  return { first_name: '', last_name: '', email: user?.email ?? '', phone: '', tax_id: '' };
}

export function BuyForm() {
  const { t } = useTranslation('purchase');
  const user = useSession((s) => s.user);
  const options = useQuery(purchaseOptionsQuery());
  const [country, setCountry] = useState<Country | null>(null);
  const [currency, setCurrency] = useState('');
  const [amount, setAmount] = useState('');
  const [payer, setPayer] = useState(() => initialPayer(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  if (options.isPending) {
    return (
      <div className={styles.body}>
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  const data = options.data;
  if (!data || data.countries.length === 0) return <p className={styles.empty}>{t('form.none')}</p>;

  const chosen = country ?? data.countries[0]!;
  const cur = chosen.currencies.find((c) => c.currency === currency) ?? chosen.currencies[0]!;
  const estimate = estimateUsdt(amount, cur.rate);

  const set = (field: string, value: string) => {
    setErrors((e) => ({ ...e, [field]: undefined }));
    if (field === 'amount') setAmount(value.replace(/\D/g, ''));
    else setPayer((p) => ({ ...p, [field]: value }));
  };

  const submit = async () => {
    const values = {
      country: chosen.country,
      currency: cur.currency,
      method: 'bank_transfer',
      amount,
      ...payer,
      tax_id: payer.tax_id || undefined,
    };
    const checked = validate(purchaseCreateBody, values, t);
    if (!checked.ok) return setErrors(checked.errors);
    if (dec(amount).lt(cur.min_amount)) {
      return setErrors({
        amount: t('server:errors.purchaseBelowMinimum', {
          min: cur.min_amount,
          currency: cur.currency,
        }),
      });
    }
    setBusy(true);
    try {
      const order = await createPurchase(values);
      redirectTo('/pages/fund/buy', { id: String(order.id) });
    } catch {
      // The request function has shown why (998 opens identity verification).
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.body}>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>
          <span className={styles.stepNo}>1</span>
          {t('steps.country')}
        </h2>
        <div className={styles.countries} role="radiogroup" aria-label={t('steps.country')}>
          {data.countries.map((c) => (
            <button
              key={c.country}
              type="button"
              role="radio"
              aria-checked={c.country === chosen.country}
              className={`${styles.country} ${c.country === chosen.country ? styles.selected : ''}`}
              onClick={() => {
                setCountry(c);
                setCurrency('');
                setErrors({});
              }}
            >
              <span className={styles.flag} aria-hidden>
                {flagOf(c.country)}
              </span>
              <span>{t(`countries.${c.country}`)}</span>
            </button>
          ))}
        </div>
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>
          <span className={styles.stepNo}>2</span>
          {t('steps.currency')}
        </h2>
        <div className={styles.chips} role="radiogroup" aria-label={t('steps.currency')}>
          {chosen.currencies.map((c) => (
            <button
              key={c.currency}
              type="button"
              role="radio"
              aria-checked={c.currency === cur.currency}
              className={`${styles.chip} ${c.currency === cur.currency ? styles.selected : ''}`}
              onClick={() => setCurrency(c.currency)}
            >
              {c.currency}
            </button>
          ))}
        </div>
        <div className={styles.method}>
          <span className={styles.methodIcon}>
            <BankcardOutline />
          </span>
          <span className={styles.methodText}>
            {t('methods.bank_transfer')}
            <small>{t('methods.bankTransferHint')}</small>
          </span>
          <CheckCircleFill className={styles.check} />
        </div>
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>
          <span className={styles.stepNo}>3</span>
          {t('steps.amount')}
        </h2>
        <FormInput
          inputMode="numeric"
          placeholder={t('form.amountPlaceholder', { min: cur.min_amount })}
          value={amount}
          onChange={(v) => set('amount', v)}
          error={errors.amount}
          hint={t('form.minHint', { min: cur.min_amount, currency: cur.currency })}
          suffix={<b>{cur.currency}</b>}
        />
        <div className={styles.receive}>
          <div className={styles.receiveRow}>
            <span>{t('form.receive')}</span>
            <b className={styles.big}>{estimate || '0'} USDT</b>
          </div>
          <div className={styles.receiveRow}>
            <span>{t('form.rate')}</span>
            <b>{t('form.rateValue', { rate: cur.rate, currency: cur.currency })}</b>
          </div>
          <div className={styles.receiveRow}>
            <span>{t('form.limit')}</span>
            {data.max_usdt ? (
              <b>{t('form.limitValue', { max: data.max_usdt })}</b>
            ) : (
              <Button
                size="mini"
                fill="none"
                color="primary"
                onClick={() => navigateTo('/pages/setting/real')}
              >
                {t('form.verifyFirst')}
              </Button>
            )}
          </div>
        </div>
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>
          <span className={styles.stepNo}>4</span>
          {t('steps.payer')}
        </h2>
        <div className={styles.twoCols}>
          <PayerInput field="first_name" label={t('form.firstName')} {...{ payer, errors, set }} />
          <PayerInput field="last_name" label={t('form.lastName')} {...{ payer, errors, set }} />
        </div>
        <PayerInput
          field="email"
          label={t('form.email')}
          type="email"
          {...{ payer, errors, set }}
        />
        <PayerInput field="phone" label={t('form.phone')} type="tel" {...{ payer, errors, set }} />
        <PayerInput field="tax_id" label={t('form.taxId')} {...{ payer, errors, set }} />
      </section>

      <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
        {t('form.submit')}
      </Button>
      <ul className={styles.note}>
        <li>{t('form.noteSettle')}</li>
        <li>{t('form.noteName')}</li>
      </ul>
    </div>
  );
}

function PayerInput({
  field,
  label,
  type = 'text',
  payer,
  errors,
  set,
}: {
  field: PayerField;
  label: string;
  type?: string;
  payer: Record<PayerField, string>;
  errors: FieldErrors;
  set: (field: string, value: string) => void;
}) {
  return (
    <FormInput
      label={label}
      type={type}
      autoComplete="off"
      value={payer[field]}
      onChange={(v) => set(field, v)}
      error={errors[field]}
    />
  );
}
