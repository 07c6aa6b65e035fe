/**
 * The withdraw form's destination: crypto address or bank card. A bank payout goes to the
 * user's saved card (domestic or international), shown masked, or offers the page to save
 * one; USDT is paid 1:1 as USD.
 */
import { Button } from 'antd-mobile';
import { BankcardOutline } from 'antd-mobile-icons';
import { BANK_CARD_KINDS, type BankCardKind } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '../../../app/nav.ts';
import type { PayoutCard } from '../bankPayout.ts';
import styles from './BankDestination.module.css';
import funding from './Funding.module.css';

export type Destination = 'crypto' | 'bank';

export function DestinationSwitch({
  value,
  onChange,
}: {
  value: Destination;
  onChange: (d: Destination) => void;
}) {
  const { t } = useTranslation('wallet');
  const options: [Destination, string][] = [
    ['crypto', t('withdraw.toCrypto')],
    ['bank', t('withdraw.toBank')],
  ];
  return (
    <div className={styles.switch} role="tablist" aria-label={t('withdraw.destination')}>
      {options.map(([key, label]) => (
        <button
          key={key}
          type="button"
          role="tab"
          aria-selected={key === value}
          className={`${styles.segment} ${key === value ? styles.segmentActive : ''}`}
          onClick={() => onChange(key)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

const SETTING_PAGE: Record<BankCardKind, string> = {
  domestic: '/pages/setting/bank',
  international: '/pages/setting/bank_international',
};

export function BankDestination({
  kind,
  onKind,
  cards,
  pending,
}: {
  kind: BankCardKind;
  onKind: (k: BankCardKind) => void;
  cards: Record<BankCardKind, PayoutCard | null>;
  pending: boolean;
}) {
  const { t } = useTranslation('wallet');
  const card = cards[kind];
  return (
    <>
      <div className={funding.networks} role="tablist">
        {BANK_CARD_KINDS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={k === kind}
            className={`${funding.network} ${k === kind ? funding.networkActive : ''}`}
            onClick={() => onKind(k)}
          >
            {t(k === 'domestic' ? 'withdraw.bankDomestic' : 'withdraw.bankInternational')}
          </button>
        ))}
      </div>
      {pending ? (
        <div className={styles.empty}>…</div>
      ) : card ? (
        <div className={styles.bankCard}>
          <BankcardOutline className={styles.bankIcon} />
          <span className={styles.bankText}>
            <b>{card.bankName}</b>
            <small>
              {card.holderName} · <span className={styles.account}>{card.account}</span>
            </small>
          </span>
        </div>
      ) : (
        <div className={styles.empty}>
          <div>{t('withdraw.noCard')}</div>
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => navigateTo(SETTING_PAGE[kind])}
          >
            {t('withdraw.addCard')}
          </Button>
        </div>
      )}
    </>
  );
}
