/** Lv1 (spec 3): document type, name and document number, checked like the server does. */
import { useState } from 'react';
import { Button } from 'antd-mobile';
import {
  ID_NUMBER_RULES,
  ID_TYPES,
  IdType,
  isValidIdNumber,
  isValidRealName,
  type IdType as IdTypeValue,
} from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { FormInput } from '../../account/components/FormInput.tsx';
import { submitBasic } from '../queries.ts';
import styles from './Kyc.module.css';

export function BasicForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('kyc');
  const [idType, setIdType] = useState<IdTypeValue>(IdType.passport);
  const [name, setName] = useState('');
  const [cardId, setCardId] = useState('');
  const [errors, setErrors] = useState<{ name?: string; card_id?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const trimmed = name.trim().replace(/\s+/g, ' ');
    const next = {
      name: !trimmed
        ? t('form.nameRequired')
        : isValidRealName(trimmed)
          ? undefined
          : t('server:validation.realNameRule', { field: t('form.name') }),
      card_id: !cardId.trim()
        ? t('form.numberRequired')
        : isValidIdNumber(idType, cardId)
          ? undefined
          : t(`server:${ID_NUMBER_RULES[idType]}`, { field: t('form.number') }),
    };
    setErrors(next);
    if (next.name || next.card_id) return;
    setBusy(true);
    try {
      await submitBasic({ id_type: idType, name: trimmed, card_id: cardId.trim() });
      onDone();
    } catch {
      // The request function has shown why.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.form}>
      <span className={styles.label}>{t('form.idType')}</span>
      <div className={styles.segments} role="radiogroup">
        {ID_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            role="radio"
            aria-checked={type === idType}
            className={`${styles.segment} ${type === idType ? styles.segmentActive : ''}`}
            onClick={() => {
              setIdType(type);
              setErrors((e) => ({ ...e, card_id: undefined }));
            }}
          >
            {t(`idTypes.${type}`)}
          </button>
        ))}
      </div>
      <FormInput
        label={t('form.name')}
        placeholder={t('form.namePlaceholder')}
        autoComplete="name"
        maxLength={50}
        value={name}
        onChange={(v) => {
          setName(v);
          setErrors((e) => ({ ...e, name: undefined }));
        }}
        error={errors.name}
      />
      <FormInput
        label={t('form.number')}
        placeholder={t('form.numberPlaceholder')}
        autoComplete="off"
        maxLength={30}
        value={cardId}
        onChange={(v) => {
          setCardId(v.toUpperCase());
          setErrors((e) => ({ ...e, card_id: undefined }));
        }}
        error={errors.card_id}
      />
      <Button block color="primary" size="large" loading={busy} onClick={() => void submit()}>
        {t('form.submit')}
      </Button>
    </div>
  );
}
