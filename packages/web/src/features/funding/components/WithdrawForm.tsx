/**
 * Withdraw (spec 2 fund/withdraw): network, address (typed or from the address book), or
 * for USDT the saved bank card (paid 1:1 as USD); amount with fee and minimum shown, then
 * the payment password. A 998 reply (verify identity first) is handled by the request function.
 */
import { useState } from 'react';
import { Button, Dialog, Toast } from 'antd-mobile';
import { AddressBookFill } from 'antd-mobile-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BANK_PAYOUT,
  dec,
  formatNumber,
  isValidAddress,
  type BankCardKind,
  type CurrencyItem,
} from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { QK } from '../../../api/keys.ts';
import { navigateTo } from '../../../app/nav.ts';
import { userInfoQuery } from '../../account/queries.ts';
import { FormInput } from '../../account/components/FormInput.tsx';
import { amountProblem, maxSendable, type AmountProblem } from '../../wallet/amount.ts';
import { AmountField } from '../../wallet/components/AmountField.tsx';
import { SelectSheet } from '../../wallet/components/SelectSheet.tsx';
import { availableOf } from '../../wallet/model.ts';
import { addressBookQuery, walletListQuery } from '../../wallet/queries.ts';
import { requestWithdrawal } from '../api.ts';
import { bankRuleOf, usePayoutCards } from '../bankPayout.ts';
import { ruleOf, withdrawalRulesQuery } from '../rules.ts';
import { BankDestination, DestinationSwitch, type Destination } from './BankDestination.tsx';
import { PayPasswordSheet } from './PayPasswordSheet.tsx';
import { WithdrawSummary } from './WithdrawSummary.tsx';
import styles from './Funding.module.css';
import forms from '../../wallet/components/Forms.module.css';

export function WithdrawForm({ coin }: { coin: CurrencyItem }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const wallet = useQuery(walletListQuery());
  const rules = useQuery(withdrawalRulesQuery());
  const book = useQuery(addressBookQuery(coin.id));
  const { data: user } = useQuery(userInfoQuery());
  const networks = coin.networks.length ? coin.networks : [coin.name];
  const [network, setNetwork] = useState(networks[0]!);
  const [address, setAddress] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [addressError, setAddressError] = useState<string>();
  const [sheet, setSheet] = useState<'book' | 'password' | null>(null);
  const [busy, setBusy] = useState(false);
  const [dest, setDest] = useState<Destination>('crypto');
  const [bankKind, setBankKind] = useState<BankCardKind>('domestic');
  const bankRule = bankRuleOf(rules.data, coin.name);
  const toBank = bankRule !== undefined && dest === 'bank';
  const payout = usePayoutCards(bankRule !== undefined);

  const available = availableOf(wallet.data, 'change', coin.id);
  const rule = toBank ? bankRule : ruleOf(rules.data, coin.name, network);
  const decimals = toBank ? Math.min(coin.decimals, BANK_PAYOUT.decimals) : coin.decimals;
  const fee = rule?.fee ?? '0';
  const fmt = (v: string | undefined) =>
    v === undefined
      ? '—'
      : `${formatNumber(v, 'amount', { decimals: coin.decimals })} ${coin.name}`;
  const total = amount && !problem ? dec(amount).plus(fee).toFixed() : undefined;

  const review = () => {
    const found = amountProblem(amount, { available, decimals, min: rule?.min, fee });
    if (toBank && !payout.cards[bankKind]) {
      setProblem(found);
      Toast.show({ content: t('withdraw.noCard') });
      return;
    }
    const badAddress = toBank
      ? undefined
      : !address.trim()
        ? t('withdraw.addressRequired')
        : !isValidAddress(network, address.trim())
          ? t('withdraw.addressInvalid', { network })
          : undefined;
    setProblem(found);
    setAddressError(badAddress);
    if (found || badAddress) return;
    if (user?.pay_password_isnull) {
      void Dialog.confirm({
        content: t('payPassword.notSet'),
        confirmText: t('payPassword.setNow'),
        cancelText: t('common:actions.cancel'),
      }).then((go) => go && navigateTo('/pages/setting/payPassword'));
      return;
    }
    setSheet('password');
  };

  const send = async (payPassword: string) => {
    setBusy(true);
    try {
      const to = toBank ? { bank: bankKind } : { network, address: address.trim() };
      await requestWithdrawal({
        currency: coin.id,
        amount,
        ...to,
        account: 'change',
        pay_password: payPassword,
      });
      setSheet(null);
      Toast.show({ icon: 'success', content: t('withdraw.submitted') });
      setAmount('');
      await queryClient.invalidateQueries({ queryKey: [QK.walletList] });
      await queryClient.invalidateQueries({ queryKey: [QK.withdrawList] });
      navigateTo('/pages/fund/receive_withdraw_record', { tab: 'withdraw' });
    } catch {
      // The request function has shown why (wrong password, limits, 998).
    } finally {
      setBusy(false);
    }
  };

  const saved = (book.data?.data ?? []).filter(
    (a) => !a.network || a.network.toUpperCase() === network.toUpperCase(),
  );
  return (
    <div className={styles.card}>
      {bankRule !== undefined && <DestinationSwitch value={dest} onChange={setDest} />}
      {toBank ? (
        <BankDestination
          kind={bankKind}
          onKind={setBankKind}
          cards={payout.cards}
          pending={payout.pending}
        />
      ) : (
        <>
          <span className={forms.fieldLabel}>{t('receive.network')}</span>
          <div className={styles.networks} role="tablist">
            {networks.map((n) => (
              <button
                key={n}
                type="button"
                role="tab"
                aria-selected={n === network}
                className={`${styles.network} ${n === network ? styles.networkActive : ''}`}
                onClick={() => {
                  setNetwork(n);
                  setAddressError(undefined);
                }}
              >
                {n}
              </button>
            ))}
          </div>
          <FormInput
            label={t('withdraw.address')}
            placeholder={t('withdraw.addressPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            value={address}
            onChange={(v) => {
              setAddress(v.replace(/\s/g, ''));
              setAddressError(undefined);
            }}
            error={addressError}
            suffix={
              <button
                type="button"
                className={forms.all}
                style={{ borderLeft: 0, fontSize: 20 }}
                aria-label={t('withdraw.addressBook')}
                onClick={() => setSheet('book')}
              >
                <AddressBookFill />
              </button>
            }
          />
        </>
      )}
      <AmountField
        label={t('form.amount')}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          setProblem(null);
        }}
        unit={coin.name}
        decimals={decimals}
        available={available}
        onAll={() => {
          const max = maxSendable(available, fee);
          setAmount(max === '0' ? '' : max);
          setProblem(null);
        }}
        problem={problem}
      />
      <div className={forms.summary}>
        <div className={forms.summaryRow}>
          <span>{t(toBank ? 'withdraw.bankFee' : 'withdraw.fee')}</span>
          <b>{fmt(rule?.fee)}</b>
        </div>
        <div className={forms.summaryRow}>
          <span>{t('withdraw.min')}</span>
          <b>{fmt(rule?.min)}</b>
        </div>
        <div className={forms.summaryRow}>
          <span>{t('withdraw.total')}</span>
          <b>{fmt(total)}</b>
        </div>
        {toBank && (
          <div className={forms.summaryRow}>
            <span>{t('withdraw.receiveUsd')}</span>
            <b>
              {amount && !problem ? `${formatNumber(amount, 'fiat')} ${BANK_PAYOUT.fiat}` : '—'}
            </b>
          </div>
        )}
      </div>
      <Button block color="primary" size="large" onClick={review}>
        {t('actions.withdraw')}
      </Button>
      <ul className={forms.note}>
        <li>{toBank ? t('withdraw.noteBank') : t('withdraw.noteNetwork', { network })}</li>
        <li>{t('withdraw.noteReview')}</li>
      </ul>

      <SelectSheet
        visible={sheet === 'book'}
        title={t('withdraw.addressBook')}
        options={saved.map((a) => ({
          value: a.id,
          label: (
            <span className={styles.coinText}>
              <b>{a.name}</b>
              <small style={{ wordBreak: 'break-all' }}>{a.address}</small>
            </span>
          ),
        }))}
        empty={
          <Button
            size="small"
            onClick={() => navigateTo('/pages/setting/addWallet', { currency: String(coin.id) })}
          >
            {t('addressBook.add')}
          </Button>
        }
        onSelect={(id) => {
          const a = saved.find((s) => s.id === id);
          if (a) setAddress(a.address);
          setAddressError(undefined);
        }}
        onClose={() => setSheet(null)}
      />
      <PayPasswordSheet
        visible={sheet === 'password'}
        busy={busy}
        onClose={() => setSheet(null)}
        onConfirm={(p) => void send(p)}
        summary={
          <WithdrawSummary
            amount={fmt(amount)}
            fee={fmt(fee)}
            feeLabel={t(toBank ? 'withdraw.bankFee' : 'withdraw.fee')}
            target={
              toBank
                ? { kind: 'bank', card: payout.cards[bankKind] }
                : { kind: 'address', network, address: address.trim() }
            }
          />
        }
      />
    </div>
  );
}
