/**
 * Listing one's own artwork again (spec 2 "nft/resell", issue 13): by auction (starting
 * price and step) or at a fixed price, between a start (default now) and an end (default a
 * day later), sent as UTC `YYYY-MM-DD HH:mm:ss`. A listing cannot be withdrawn once placed
 * (docs/nft.md): the confirm says so before anything is sent.
 */
import { useState } from 'react';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NftPayType, formatNumber } from '@bourse/shared';
import { redirectTo } from '../../../app/nav.ts';
import { Num } from '../../../components/Numbers.tsx';
import { refreshMine, resellNft } from '../api.ts';
import {
  fromLocalInput,
  localInputValue,
  readDecimal,
  resellProblem,
  splitAt,
  utcText,
  type ResellForm as Form,
} from '../math.ts';
import styles from './Purchase.module.css';
import base from './Nft.module.css';

const DAY_MS = 24 * 3600_000;

export interface ResellTarget {
  code: string;
  /** Known when the page came from the artwork's own page: the coin, the fee and royalty. */
  coin?: string;
  decimals?: number;
  fee_percent?: string;
  royalty_percent?: string;
  /** Whether the caller made the work (no royalty to themselves). */
  creator?: boolean;
  /** Where to go once listed. */
  backTo?: { path: string; id: number };
}

function Field({
  label,
  children,
  problem,
}: {
  label: string;
  children: React.ReactNode;
  problem?: string | undefined;
}) {
  return (
    <label className={styles.field}>
      {label}
      {children}
      {problem && (
        <span className={base.problem} role="alert">
          {problem}
        </span>
      )}
    </label>
  );
}

/** What a sale at the typed price pays: the fee, the creator's royalty, the seller the rest. */
function ResellSplit({
  split,
  target,
  title,
}: {
  split: ReturnType<typeof splitAt>;
  target: ResellTarget;
  title: string;
}) {
  const { t } = useTranslation('nft');
  const coin = target.coin ?? '';
  return (
    <div className={base.section}>
      <h3>{title}</h3>
      <div className={base.kv}>
        <div className={base.row}>
          <span>{t('purchase.fee', { percent: target.fee_percent })}</span>
          <span>
            −<Num value={split.fee} kind="amount" /> {coin}
          </span>
        </div>
        {!split.sellerIsCreator && (
          <div className={base.row}>
            <span>{t('purchase.royalty', { percent: target.royalty_percent })}</span>
            <span>
              −<Num value={split.royalty} kind="amount" /> {coin}
            </span>
          </div>
        )}
        <div className={base.row}>
          <span>{t('purchase.sellerGets')}</span>
          <span>
            <Num value={split.proceeds} kind="amount" /> {coin}
          </span>
        </div>
      </div>
    </div>
  );
}

export function ResellForm({ target }: { target: ResellTarget }) {
  const { t } = useTranslation('nft');
  const client = useQueryClient();
  const [form, setForm] = useState<Form>(() => {
    const now = new Date();
    return {
      mode: NftPayType.auction,
      price: '',
      step: '',
      start: localInputValue(now),
      end: localInputValue(new Date(now.getTime() + DAY_MS)),
    };
  });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: e.target.value });
  const coin = target.coin ?? '';
  const problem = resellProblem(form, target.decimals, Date.now());
  const auction = form.mode === NftPayType.auction;
  const say = (field: string) =>
    touched && problem?.field === field
      ? t(`resell.problem.${problem.problem}`, { decimals: target.decimals ?? 18, coin })
      : undefined;
  const split =
    !problem && target.decimals !== undefined && target.fee_percent !== undefined
      ? splitAt(
          readDecimal(form.price),
          { fee: target.fee_percent, royalty: target.royalty_percent ?? '0' },
          target.decimals,
          !!target.creator,
        )
      : undefined;
  const unit = coin ? ` (${coin})` : '';

  const submit = async () => {
    setTouched(true);
    if (problem) return;
    const price = readDecimal(form.price);
    const sure = await Dialog.confirm({
      title: t('resell.confirmTitle'),
      content: t(auction ? 'resell.confirmAuction' : 'resell.confirmFixed', {
        price: formatNumber(price, 'amount'),
        coin,
      }),
      confirmText: t('resell.confirmButton'),
      cancelText: t('actions.cancel'),
    });
    if (!sure) return;
    const start = fromLocalInput(form.start)!;
    const now = new Date();
    setBusy(true);
    try {
      const message = await resellNft({
        code: target.code,
        pay_type: form.mode,
        price,
        per_increase: auction ? readDecimal(form.step) : undefined,
        // A start already past (the form stood open) starts now.
        start_time: utcText(start < now ? now : start),
        end_time: utcText(fromLocalInput(form.end)!),
      });
      Toast.show({ content: message, icon: 'success' });
      await refreshMine(client);
      if (target.backTo) redirectTo(target.backTo.path, { id: target.backTo.id });
      else redirectTo('/pages/nft/myNft');
    } catch (error) {
      Toast.show({ content: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={base.section}>
        <h3>{t('resell.mode')}</h3>
        <div className={styles.modes} role="radiogroup" aria-label={t('resell.mode')}>
          {([NftPayType.auction, NftPayType.fixed] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              role="radio"
              aria-checked={form.mode === mode}
              className={form.mode === mode ? styles.modeOn : styles.mode}
              onClick={() => setForm({ ...form, mode })}
            >
              <strong>{t(`payType.${mode}`)}</strong>
              <span>{t(`resell.modeHint.${mode}`)}</span>
            </button>
          ))}
        </div>
      </div>
      <div className={base.section}>
        <div className={styles.fields}>
          <Field
            label={`${t(auction ? 'resell.startPrice' : 'resell.price')}${unit}`}
            problem={say('price')}
          >
            <input
              inputMode="decimal"
              autoComplete="off"
              value={form.price}
              onChange={set('price')}
            />
          </Field>
          {auction && (
            <Field label={`${t('resell.step')}${unit}`} problem={say('step')}>
              <input
                inputMode="decimal"
                autoComplete="off"
                value={form.step}
                onChange={set('step')}
              />
            </Field>
          )}
          <Field label={t('resell.start')} problem={say('start')}>
            <input type="datetime-local" value={form.start} onChange={set('start')} />
          </Field>
          <Field label={t('resell.end')} problem={say('end')}>
            <input type="datetime-local" value={form.end} onChange={set('end')} />
          </Field>
          <p className={base.hint}>{t('resell.timeNote')}</p>
        </div>
      </div>
      {split && (
        <ResellSplit
          split={split}
          target={target}
          title={t(auction ? 'resell.atStart' : 'resell.youGet')}
        />
      )}
      <p className={base.note} style={{ margin: '0 12px 10px' }}>
        {t('resell.irrevocable')}
      </p>
      <div className={styles.bar}>
        <Button block color="primary" loading={busy} onClick={() => void submit()}>
          {t('resell.submit')}
        </Button>
      </div>
    </>
  );
}
