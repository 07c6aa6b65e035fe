/**
 * The bill (spec 2 setting/bill, `POST /wallet/legal_log`): every balance change, newest
 * first, filtered by account, currency and reason, loaded page by page.
 */
import { useState } from 'react';
import { DownFill } from 'antd-mobile-icons';
import { JOURNAL_REASONS, formatDate, formatNumber } from '@bourse/shared';
import { useTranslation } from 'react-i18next';
import { direction } from '../../../components/Numbers.tsx';
import { ACCOUNT_TABS } from '../model.ts';
import { billQuery, type BillFilter } from '../queries.ts';
import { useCoinCatalogue } from './AssetList.tsx';
import { RecordCard, RecordList } from './RecordList.tsx';
import { SelectSheet } from './SelectSheet.tsx';
import styles from './BillList.module.css';

type Sheet = 'account' | 'currency' | 'reason' | null;
const ALL = '';

export function BillList({
  initial = {},
  fixed = false,
}: {
  initial?: BillFilter;
  /** Account and currency fixed by the page (a currency's records): only reason filters. */
  fixed?: boolean;
}) {
  const { t } = useTranslation('wallet');
  const coins = useCoinCatalogue();
  const [filter, setFilter] = useState<BillFilter>(initial);
  const [sheet, setSheet] = useState<Sheet>(null);
  const set = (patch: BillFilter) => setFilter((f) => ({ ...f, ...patch }));
  const reasonLabel = (r: string) => t(`bill.reasons.${r}`, { defaultValue: r });

  return (
    <>
      <div className={styles.filters}>
        {!fixed && (
          <>
            <Chip active={!!filter.account} onClick={() => setSheet('account')}>
              {filter.account ? t(`accounts.${filter.account}`) : t('bill.account')}
            </Chip>
            <Chip active={!!filter.currency} onClick={() => setSheet('currency')}>
              {filter.currency ? (coins.get(filter.currency)?.name ?? '') : t('bill.currency')}
            </Chip>
          </>
        )}
        <Chip active={!!filter.reason} onClick={() => setSheet('reason')}>
          {filter.reason ? reasonLabel(filter.reason) : t('bill.reason')}
        </Chip>
      </div>
      <RecordList
        query={billQuery(filter)}
        rowKey={(r) => r.id}
        render={(r) => (
          <RecordCard
            title={r.currency_name}
            chip={{ text: r.reason_label || reasonLabel(r.reason), tone: 'muted' }}
            amount={formatNumber(r.amount, 'amount', { sign: true })}
            amountTone={direction(r.amount)}
            details={[
              [t('records.account'), t(`accounts.${r.account}`, { defaultValue: r.account })],
              [t('records.time'), formatDate(r.created_at, true)],
            ]}
          />
        )}
      />
      <SelectSheet
        visible={sheet === 'account'}
        title={t('bill.account')}
        options={[
          { value: ALL, label: t('bill.all') },
          ...ACCOUNT_TABS.map((a) => ({ value: a as string, label: t(`accounts.${a}`) })),
        ]}
        value={filter.account ?? ALL}
        onSelect={(v) => set({ account: v || undefined })}
        onClose={() => setSheet(null)}
      />
      <SelectSheet
        visible={sheet === 'currency'}
        title={t('bill.currency')}
        options={[
          { value: 0, label: t('bill.all') },
          ...[...coins.values()].map((c) => ({ value: c.id, label: c.name })),
        ]}
        value={filter.currency ?? 0}
        onSelect={(v) => set({ currency: v || undefined })}
        onClose={() => setSheet(null)}
      />
      <SelectSheet
        visible={sheet === 'reason'}
        title={t('bill.reason')}
        options={[
          { value: ALL, label: t('bill.all') },
          ...JOURNAL_REASONS.map((r) => ({ value: r as string, label: reasonLabel(r) })),
        ]}
        value={filter.reason ?? ALL}
        onSelect={(v) => set({ reason: v || undefined })}
        onClose={() => setSheet(null)}
      />
    </>
  );
}

function Chip({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={`${styles.chip} ${active ? styles.active : ''}`}
      onClick={onClick}
    >
      {children}
      <DownFill className={styles.caret} />
    </button>
  );
}
