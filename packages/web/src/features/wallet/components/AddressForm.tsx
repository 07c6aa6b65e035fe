/** Add a withdrawal address (spec 2 setting/addWallet): currency, network, label, address. */
import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isValidAddress } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { QK } from '../../../api/keys.ts';
import { navigateBack } from '../../../app/nav.ts';
import { FormInput } from '../../account/components/FormInput.tsx';
import { CoinIcon } from '../../market/CoinIcon.tsx';
import { currencyListQuery } from '../../market/queries.ts';
import { saveAddress } from '../api.ts';
import { SelectSheet } from './SelectSheet.tsx';
import forms from './Forms.module.css';

export function AddressForm({ initialCurrency }: { initialCurrency?: number | undefined }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const { data: coins = [] } = useQuery(currencyListQuery('crypto'));
  const [currency, setCurrency] = useState(initialCurrency);
  const coin = coins.find((c) => c.id === currency) ?? coins[0];
  const [network, setNetwork] = useState<string>();
  const networks = coin?.networks.length ? coin.networks : coin ? [coin.name] : [];
  const chosenNetwork = network && networks.includes(network) ? network : networks[0];
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');
  const [errors, setErrors] = useState<{ name?: string; address?: string }>({});
  const [sheet, setSheet] = useState<'currency' | 'network' | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const next = {
      name: name.trim() ? undefined : t('addressBook.nameRequired'),
      address: !address
        ? t('withdraw.addressRequired')
        : chosenNetwork && !isValidAddress(chosenNetwork, address)
          ? t('withdraw.addressInvalid', { network: chosenNetwork })
          : undefined,
    };
    setErrors(next);
    if (next.name || next.address || !coin) return;
    setBusy(true);
    try {
      await saveAddress({ currency: coin.id, name: name.trim(), address, network: chosenNetwork });
      Toast.show({ icon: 'success', content: t('addressBook.saved') });
      await queryClient.invalidateQueries({ queryKey: [QK.addressBook] });
      navigateBack();
    } catch {
      // The request function has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <span className={forms.fieldLabel}>{t('addressBook.currency')}</span>
      <button type="button" className={forms.picker} onClick={() => setSheet('currency')}>
        {coin && <CoinIcon name={coin.name} logo={coin.logo} color={coin.color} size={24} />}
        <span className={forms.pickerLabel}>{coin?.name ?? t('form.chooseCurrency')}</span>
        <DownOutline className={forms.arrow} />
      </button>
      <span className={forms.fieldLabel}>{t('addressBook.network')}</span>
      <button type="button" className={forms.picker} onClick={() => setSheet('network')}>
        <span className={forms.pickerLabel}>{chosenNetwork ?? '—'}</span>
        <DownOutline className={forms.arrow} />
      </button>
      <FormInput
        label={t('addressBook.name')}
        placeholder={t('addressBook.namePlaceholder')}
        maxLength={30}
        value={name}
        onChange={(v) => {
          setName(v);
          setErrors((e) => ({ ...e, name: undefined }));
        }}
        error={errors.name}
      />
      <FormInput
        label={t('addressBook.address')}
        placeholder={t('addressBook.addressPlaceholder')}
        autoComplete="off"
        spellCheck={false}
        maxLength={128}
        value={address}
        onChange={(v) => {
          setAddress(v.replace(/\s/g, ''));
          setErrors((e) => ({ ...e, address: undefined }));
        }}
        error={errors.address}
      />
      <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
        {t('common:actions.save')}
      </Button>
      <SelectSheet
        visible={sheet === 'currency'}
        title={t('form.chooseCurrency')}
        options={coins.map((c) => ({
          value: c.id,
          label: c.name,
          icon: <CoinIcon name={c.name} logo={c.logo} color={c.color} size={26} />,
        }))}
        value={coin?.id}
        onSelect={(v) => {
          setCurrency(v);
          setNetwork(undefined);
        }}
        onClose={() => setSheet(null)}
      />
      <SelectSheet
        visible={sheet === 'network'}
        title={t('addressBook.network')}
        options={networks.map((n) => ({ value: n, label: n }))}
        value={chosenNetwork}
        onSelect={(v) => {
          setNetwork(v);
          setErrors((e) => ({ ...e, address: undefined }));
        }}
        onClose={() => setSheet(null)}
      />
    </>
  );
}
