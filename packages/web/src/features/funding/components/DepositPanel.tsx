/**
 * Receive (spec 2 fund/receive): network tabs, the address with its QR code and a copy
 * button, then the deposit request: amount and the transfer receipt (charge_req).
 */
import { useState } from 'react';
import { Button, Skeleton, Toast } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrencyItem } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { QK } from '../../../api/keys.ts';
import { navigateTo } from '../../../app/nav.ts';
import { copyText } from '../../account/clipboard.ts';
import { FormInput } from '../../account/components/FormInput.tsx';
import { cleanAmount, amountProblem } from '../../wallet/amount.ts';
import { requestDeposit } from '../api.ts';
import { depositAddressQuery } from '../queries.ts';
import { VoucherUpload } from './VoucherUpload.tsx';
import styles from './Funding.module.css';

export function DepositPanel({ coin }: { coin: CurrencyItem }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const addresses = useQuery(depositAddressQuery(coin.id));
  const [network, setNetwork] = useState<string | undefined>();
  const [amount, setAmount] = useState('');
  const [voucher, setVoucher] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; voucher?: string }>({});
  const [busy, setBusy] = useState(false);

  const list = addresses.data ?? [];
  const current = list.find((a) => a.network === network) ?? list[0];

  const submit = async () => {
    // No balance limit on a deposit: "available" is irrelevant, so pass a huge one.
    const problem = amountProblem(amount, { available: '1e30', decimals: coin.decimals });
    const next = {
      amount: problem ? t(`amountProblem.${problem.key}`, problem) : undefined,
      voucher: voucher ? undefined : t('receive.voucherRequired'),
    };
    setErrors(next);
    if (next.amount || next.voucher || !current) return;
    setBusy(true);
    try {
      await requestDeposit({
        account: 'change',
        amount,
        currency: coin.id,
        type: current.network,
        voucher,
      });
      Toast.show({ icon: 'success', content: t('receive.submitted') });
      setAmount('');
      setVoucher('');
      await queryClient.invalidateQueries({ queryKey: [QK.rechargeLog] });
      navigateTo('/pages/fund/receive_withdraw_record', { tab: 'deposit' });
    } catch {
      // The request function has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <section className={styles.card}>
        {list.length > 1 && (
          <div className={styles.networks} role="tablist" aria-label={t('receive.network')}>
            {list.map((a) => (
              <button
                key={a.network}
                type="button"
                role="tab"
                aria-selected={a.network === current?.network}
                className={`${styles.network} ${a.network === current?.network ? styles.networkActive : ''}`}
                onClick={() => setNetwork(a.network)}
              >
                {a.network}
              </button>
            ))}
          </div>
        )}
        {addresses.isPending ? (
          <Skeleton animated className={styles.qrSkeleton} />
        ) : !current ? (
          <p className={styles.empty}>{t('receive.noAddress')}</p>
        ) : (
          <>
            <div className={styles.qr}>
              <img src={current.qrcode} alt={t('receive.qrAlt', { coin: coin.name })} />
            </div>
            <p className={styles.networkLine}>
              {t('receive.network')} <b>{current.network}</b>
            </p>
            <div className={styles.addressBox}>
              <span className={styles.addressLabel}>{t('receive.address')}</span>
              <span className={styles.address}>{current.address}</span>
              <Button
                size="small"
                color="primary"
                fill="outline"
                onClick={() => void copyText(current.address)}
              >
                {t('common:actions.copy')}
              </Button>
            </div>
            <p className={styles.warn}>
              {t('receive.warning', { coin: coin.name, network: current.network })}
            </p>
          </>
        )}
      </section>

      {current && (
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{t('receive.proofTitle')}</h2>
          <p className={styles.cardNote}>{t('receive.proofNote')}</p>
          <FormInput
            label={t('form.amount')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('form.amountPlaceholder')}
            value={amount}
            onChange={(v) => {
              setAmount(cleanAmount(v, coin.decimals));
              setErrors((e) => ({ ...e, amount: undefined }));
            }}
            error={errors.amount}
            suffix={<span className={styles.unit}>{coin.name}</span>}
          />
          <VoucherUpload
            label={t('receive.voucher')}
            value={voucher}
            onChange={(url) => {
              setVoucher(url);
              setErrors((e) => ({ ...e, voucher: undefined }));
            }}
            error={errors.voucher}
          />
          <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
            {t('receive.submit')}
          </Button>
        </section>
      )}
    </>
  );
}
