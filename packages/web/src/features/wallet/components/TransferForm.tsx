/**
 * Transfer between the user's own accounts (spec 7 `POST /wallet/change`): from and to
 * pickers with a swap button, the currency, the amount with "All" and the available
 * balance, confirm.
 */
import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { DownOutline, RightOutline } from 'antd-mobile-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QK } from '../../../api/keys.ts';
import { CoinIcon } from '../../market/CoinIcon.tsx';
import { changeAccount } from '../api.ts';
import { amountProblem, type AmountProblem } from '../amount.ts';
import { ACCOUNT_TABS, accountView, availableOf, type AccountTab } from '../model.ts';
import { walletListQuery } from '../queries.ts';
import { AmountField } from './AmountField.tsx';
import { useCoinCatalogue } from './AssetList.tsx';
import { SwapIcon } from './icons.tsx';
import { SelectSheet } from './SelectSheet.tsx';
import styles from './TransferForm.module.css';
import forms from './Forms.module.css';

type Sheet = 'from' | 'to' | 'currency' | null;

export function TransferForm({
  initial,
}: {
  initial: { from?: AccountTab; to?: AccountTab; currency?: number };
}) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const coins = useCoinCatalogue();
  const { data } = useQuery(walletListQuery());
  const [from, setFrom] = useState<AccountTab>(initial.from ?? 'change');
  const [to, setTo] = useState<AccountTab>(
    initial.to ?? (initial.from === 'lever' ? 'change' : 'lever'),
  );
  const [currency, setCurrency] = useState<number | undefined>(initial.currency);
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const [sheet, setSheet] = useState<Sheet>(null);
  const [busy, setBusy] = useState(false);

  // Currencies the from-account holds, else every coin of the catalogue.
  const held = accountView(data, from).rows.map((r) => ({ id: r.currency, name: r.name }));
  const choices = held.length
    ? held
    : [...coins.values()]
        .filter((c) => c.kind === 'crypto')
        .map((c) => ({ id: c.id, name: c.name }));
  // USDT first when held: what people move between accounts most.
  const chosen = currency ?? (choices.find((c) => c.name === 'USDT') ?? choices[0])?.id;
  const coin = chosen !== undefined ? coins.get(chosen) : undefined;
  const name = coin?.name ?? choices.find((c) => c.id === chosen)?.name ?? '';
  const decimals = coin?.decimals ?? 8;
  const available = chosen !== undefined ? availableOf(data, from, chosen) : '0';

  const pick = (side: 'from' | 'to', value: AccountTab) => {
    const other = side === 'from' ? to : from;
    if (value === other) {
      // Choosing the other side's account swaps the two.
      setFrom(side === 'from' ? value : to);
      setTo(side === 'from' ? from : value);
    } else if (side === 'from') setFrom(value);
    else setTo(value);
    setProblem(null);
  };

  const submit = async () => {
    const found = amountProblem(amount, { available, decimals });
    setProblem(found);
    if (found || chosen === undefined) return;
    setBusy(true);
    try {
      await changeAccount({ currency_id: chosen, number: amount, from_field: from, to_field: to });
      Toast.show({ icon: 'success', content: t('transfer.done') });
      setAmount('');
      await queryClient.invalidateQueries({ queryKey: [QK.walletList] });
      await queryClient.invalidateQueries({ queryKey: [QK.transferHistory] });
    } catch {
      // The request function has shown why.
    } finally {
      setBusy(false);
    }
  };

  const accountOptions = ACCOUNT_TABS.map((a) => ({ value: a, label: t(`accounts.${a}`) }));
  return (
    <>
      <div className={styles.route}>
        <div className={styles.sides}>
          <button type="button" className={styles.side} onClick={() => setSheet('from')}>
            <span className={styles.sideLabel}>{t('transfer.from')}</span>
            <span className={styles.sideValue}>{t(`accounts.${from}`)}</span>
            <RightOutline className={styles.sideArrow} />
          </button>
          <div className={styles.divider} />
          <button type="button" className={styles.side} onClick={() => setSheet('to')}>
            <span className={styles.sideLabel}>{t('transfer.to')}</span>
            <span className={styles.sideValue}>{t(`accounts.${to}`)}</span>
            <RightOutline className={styles.sideArrow} />
          </button>
        </div>
        <button
          type="button"
          className={styles.swap}
          aria-label={t('transfer.swap')}
          onClick={() => {
            setFrom(to);
            setTo(from);
            setProblem(null);
          }}
        >
          <SwapIcon vertical />
        </button>
      </div>

      <span className={forms.fieldLabel}>{t('form.currency')}</span>
      <button type="button" className={forms.picker} onClick={() => setSheet('currency')}>
        {name && <CoinIcon name={name} logo={coin?.logo} color={coin?.color} size={24} />}
        <span className={forms.pickerLabel}>{name || t('form.chooseCurrency')}</span>
        <DownOutline className={forms.arrow} />
      </button>

      <AmountField
        label={t('form.amount')}
        value={amount}
        onChange={(v) => {
          setAmount(v);
          setProblem(null);
        }}
        unit={name}
        decimals={decimals}
        available={available}
        onAll={() => setAmount(available === '0' ? '' : available)}
        problem={problem}
      />

      <Button
        block
        color="primary"
        size="large"
        className={forms.submit}
        loading={busy}
        disabled={chosen === undefined}
        onClick={() => void submit()}
      >
        {t('transfer.confirm')}
      </Button>
      <ul className={forms.note}>
        <li>{t('transfer.note')}</li>
      </ul>

      <SelectSheet
        visible={sheet === 'from' || sheet === 'to'}
        title={t(sheet === 'to' ? 'transfer.to' : 'transfer.from')}
        options={accountOptions}
        value={sheet === 'to' ? to : from}
        onSelect={(v) => pick(sheet === 'to' ? 'to' : 'from', v)}
        onClose={() => setSheet(null)}
      />
      <SelectSheet
        visible={sheet === 'currency'}
        title={t('form.chooseCurrency')}
        options={choices.map((c) => ({
          value: c.id,
          label: c.name,
          icon: (
            <CoinIcon
              name={c.name}
              logo={coins.get(c.id)?.logo}
              color={coins.get(c.id)?.color}
              size={26}
            />
          ),
          extra: availableOf(data, from, c.id),
        }))}
        value={chosen}
        onSelect={(v) => {
          setCurrency(v);
          setProblem(null);
        }}
        onClose={() => setSheet(null)}
      />
    </>
  );
}
