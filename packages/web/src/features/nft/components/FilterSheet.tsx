/**
 * The list's filters in a bottom sheet: sale mode, buy status, media and the coin
 * (`getNftCurrency`). Nothing applies until "Apply"; "Reset" clears the choices.
 */
import { useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NFT_MEDIA_TYPES, NFT_PAY_TYPES, NftBuyStatus } from '@bourse/shared';
import { nftCurrenciesQuery, type NftListFilter } from '../api.ts';
import styles from './Nft.module.css';

type Choice = Omit<NftListFilter, 'keyword'>;
const STATUSES = [NftBuyStatus.buyable, NftBuyStatus.notStarted, NftBuyStatus.ended];

/** How many filters are chosen (the button's mark). */
export const filterCount = (f: Choice) =>
  [f.pay_type, f.status, f.type, f.currency].filter((v) => v !== undefined).length;

function Group({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: { value: number; text: string }[];
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useTranslation('nft');
  const chip = (v: number | undefined, text: string) => (
    <button
      key={v ?? 'all'}
      type="button"
      role="radio"
      aria-checked={value === v}
      className={value === v ? styles.chipOn : styles.chip}
      onClick={() => onChange(v)}
    >
      {text}
    </button>
  );
  return (
    <div className={styles.group} role="radiogroup" aria-label={label}>
      <span>{label}</span>
      <div className={styles.chips}>
        {chip(undefined, t('filter.all'))}
        {options.map((o) => chip(o.value, o.text))}
      </div>
    </div>
  );
}

export function FilterSheet({
  visible,
  value,
  onApply,
  onClose,
}: {
  visible: boolean;
  value: Choice;
  onApply: (value: Choice) => void;
  onClose: () => void;
}) {
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <FilterForm value={value} onApply={onApply} />
    </Popup>
  );
}

function FilterForm({ value, onApply }: { value: Choice; onApply: (value: Choice) => void }) {
  const { t } = useTranslation('nft');
  const [draft, setDraft] = useState<Choice>(value);
  const currencies = useQuery(nftCurrenciesQuery());
  const set = (key: keyof Choice) => (v: number | undefined) => setDraft({ ...draft, [key]: v });
  return (
    <>
      <h2 className={styles.sheetTitle}>{t('filter.title')}</h2>
      <Group
        label={t('filter.payType')}
        options={NFT_PAY_TYPES.map((v) => ({ value: v, text: t(`payType.${v}`) }))}
        value={draft.pay_type}
        onChange={set('pay_type')}
      />
      <Group
        label={t('filter.status')}
        options={STATUSES.map((v) => ({ value: v, text: t(`filter.statuses.${v}`) }))}
        value={draft.status}
        onChange={set('status')}
      />
      <Group
        label={t('filter.media')}
        options={NFT_MEDIA_TYPES.map((v) => ({ value: v, text: t(`media.${v}`) }))}
        value={draft.type}
        onChange={set('type')}
      />
      {(currencies.data?.length ?? 0) > 0 && (
        <Group
          label={t('filter.currency')}
          options={currencies.data!.map((c) => ({ value: c.id, text: c.name }))}
          value={draft.currency}
          onChange={set('currency')}
        />
      )}
      <div className={styles.sheetButtons}>
        <Button fill="outline" onClick={() => setDraft({})}>
          {t('filter.reset')}
        </Button>
        <Button color="primary" onClick={() => onApply(draft)}>
          {t('filter.apply')}
        </Button>
      </div>
    </>
  );
}
