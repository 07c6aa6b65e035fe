/** A bank card form (domestic or international), prefilled with the saved card. */
import { useEffect, useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QK } from '../../../api/keys.ts';
import { navigateBack } from '../../../app/nav.ts';
import { PageLoading } from '../../../components/PageStates.tsx';
import { FormInput } from '../../account/components/FormInput.tsx';
import { saveBankCard } from '../api.ts';
import {
  DOMESTIC_FIELDS,
  INTERNATIONAL_FIELDS,
  bankFormErrors,
  internationalPayload,
} from '../bankForm.ts';
import { bankCardQuery, intlBankCardQuery } from '../queries.ts';

export function BankForm({ international }: { international: boolean }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const fields = international ? INTERNATIONAL_FIELDS : DOMESTIC_FIELDS;
  const domestic = useQuery({ ...bankCardQuery(), enabled: !international });
  const intl = useQuery({ ...intlBankCardQuery(), enabled: international });
  const saved = international ? intl : domestic;
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const card = saved.data as Record<string, unknown> | null | undefined;
    if (!card) return;
    const text = (k: string) => (typeof card[k] === 'string' ? (card[k] as string) : '');
    const next: Record<string, string> = {};
    for (const f of fields) next[f.name] = text(f.name);
    if (international) next.account = text('iban') || text('account_number');
    setValues(next);
  }, [saved.data, fields, international]);

  if (saved.isPending) return <PageLoading />;

  const submit = async () => {
    const found = bankFormErrors(fields, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const trimmed = Object.fromEntries(
        fields.map((f) => [f.name, (values[f.name] ?? '').trim()]),
      );
      await saveBankCard(international, international ? internationalPayload(trimmed) : trimmed);
      Toast.show({ icon: 'success', content: t('bank.saved') });
      await queryClient.invalidateQueries({ queryKey: [QK.bankCard] });
      navigateBack();
    } catch {
      // The request function has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {fields.map((f) => (
        <FormInput
          key={f.name}
          label={
            f.optional ? `${t(`bank.${f.label}`)} (${t('bank.optional')})` : t(`bank.${f.label}`)
          }
          placeholder={t(`bank.${f.label}`)}
          inputMode={f.inputMode}
          autoComplete="off"
          value={values[f.name] ?? ''}
          onChange={(v) => {
            setValues((s) => ({ ...s, [f.name]: v }));
            setErrors((e) => ({ ...e, [f.name]: '' }));
          }}
          error={
            errors[f.name]
              ? t(`bank.${errors[f.name]}`, { field: t(`bank.${f.label}`) })
              : undefined
          }
        />
      ))}
      <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
        {t('common:actions.save')}
      </Button>
    </>
  );
}
