/**
 * The follow settings (`POST /follow/follow`): by multiple or fixed lots, the number, an
 * optional follow-amount cap and deadline, a plain summary of what will happen with this
 * trader, and the agreement box. Editing starts from the active follow. The fields are
 * checked with the server's own schema; the server decides, and its words are toasted.
 */
import { useState } from 'react';
import { Button, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FollowType, formatDate, type FollowItem, type TraderDetailView } from '@bourse/shared';
import { navigateTo, redirectTo } from '../../../app/nav.ts';
import { useSession } from '../../../store/session.ts';
import { followTrader, refreshFollow } from '../api.ts';
import {
  agreementPath,
  daysFromNow,
  followProblems,
  type FieldProblem,
  type FollowDraft,
  type FollowField,
} from '../math.ts';
import { CopySummary } from './CopySummary.tsx';
import styles from './Follow.module.css';

export const MY_TRADERS_PATH = '/pages/copytrade/my';

function draftOf(follow: FollowItem | null, nowMs: number): FollowDraft {
  if (!follow) return { type: FollowType.multiple, number: '1', amount: '', days: '' };
  return {
    type: follow.type,
    number: follow.number,
    amount: follow.amount,
    days: daysFromNow(follow.deadline, nowMs),
  };
}

export function FollowForm({
  traderId,
  view,
  exampleLots,
}: {
  traderId: number;
  view: TraderDetailView;
  /** A trade size of this trader for the summary (their latest closed trade, else 3). */
  exampleLots: string;
}) {
  const { t } = useTranslation('follow');
  const client = useQueryClient();
  const lang = useSession((s) => s.lang);
  const editing = view.follow;
  const [draft, setDraft] = useState(() => draftOf(editing, Date.now()));
  const [touched, setTouched] = useState<Partial<Record<FollowField, boolean>>>({});
  const [agreed, setAgreed] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = followProblems(draft);
  const name = view.trader_info.nickname;
  const set = (field: keyof FollowDraft, value: string | FollowType) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const show = (field: FollowField, label: string) => {
    const p: FieldProblem | undefined = problems[field];
    if (!p || !touched[field]) return null;
    return (
      <span className={styles.problem} role="alert">
        {t(p.key, { ...p.params, field: label })}
      </span>
    );
  };
  const multiple = draft.type === FollowType.multiple;
  const numberLabel = multiple ? t('form.multiple') : t('form.lots');

  const submit = async () => {
    setTouched({ number: true, amount: true, days: true });
    if (Object.keys(problems).length > 0 || !agreed) return;
    setBusy(true);
    try {
      const message = await followTrader({
        trader_user_id: traderId,
        type: draft.type,
        number: draft.number.trim(),
        amount: draft.amount.trim(),
        days: draft.days.trim(),
      });
      Toast.show({ content: message, icon: 'success' });
      refreshFollow(client);
      redirectTo(MY_TRADERS_PATH);
    } catch (error) {
      Toast.show({ content: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.section}>
        <h3>{t('form.mode')}</h3>
        <div className={styles.segments} role="radiogroup" aria-label={t('form.mode')}>
          {[FollowType.multiple, FollowType.fixedLots].map((type) => (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={draft.type === type}
              className={draft.type === type ? styles.segmentOn : styles.segment}
              onClick={() => set('type', type)}
            >
              {t(type === FollowType.multiple ? 'form.byMultiple' : 'form.byLots')}
              <small>
                {t(type === FollowType.multiple ? 'form.byMultipleHint' : 'form.byLotsHint')}
              </small>
            </button>
          ))}
        </div>
        <div className={styles.field} style={{ marginTop: 14 }}>
          <label htmlFor="follow-number">{numberLabel}</label>
          <div className={styles.input}>
            <input
              id="follow-number"
              inputMode="decimal"
              value={draft.number}
              placeholder={multiple ? '0.01 – 5' : '1 – 5'}
              onChange={(e) => set('number', e.target.value)}
              onBlur={() => setTouched((s) => ({ ...s, number: true }))}
            />
            <em>{multiple ? '×' : t('form.lotsUnit')}</em>
          </div>
          {show('number', numberLabel)}
          <span className={styles.hint}>{t(multiple ? 'form.multipleHint' : 'form.lotsHint')}</span>
        </div>
      </div>
      <div className={styles.section}>
        <h3>
          {t('form.limits')}
          <small>{t('form.optional')}</small>
        </h3>
        <div className={styles.rows}>
          <div className={styles.field}>
            <label htmlFor="follow-amount">{t('form.cap')}</label>
            <div className={styles.input}>
              <input
                id="follow-amount"
                inputMode="decimal"
                value={draft.amount}
                placeholder={t('form.noCap')}
                onChange={(e) => set('amount', e.target.value)}
                onBlur={() => setTouched((s) => ({ ...s, amount: true }))}
              />
              <em>USDT</em>
            </div>
            {show('amount', t('form.cap'))}
            <span className={styles.hint}>{t('form.capHint')}</span>
          </div>
          <div className={styles.field}>
            <label htmlFor="follow-days">{t('form.days')}</label>
            <div className={styles.input}>
              <input
                id="follow-days"
                inputMode="numeric"
                value={draft.days}
                placeholder={t('form.noDeadline')}
                onChange={(e) => set('days', e.target.value)}
                onBlur={() => setTouched((s) => ({ ...s, days: true }))}
              />
              <em>{t('form.daysUnit')}</em>
            </div>
            {show('days', t('form.days'))}
            <span className={styles.hint}>
              {editing?.deadline
                ? t('form.daysEdit', { date: formatDate(editing.deadline, true) })
                : t('form.daysHint')}
            </span>
          </div>
        </div>
      </div>
      <CopySummary
        draft={draft}
        valid={Object.keys(problems).length === 0}
        name={name}
        sharePercent={view.trader_info.profit_share_percent}
        exampleLots={exampleLots}
      />
      <label className={styles.agree}>
        <input
          type="checkbox"
          checked={agreed}
          onChange={(e) => setAgreed(e.target.checked)}
          aria-label={t('form.agreeLabel')}
        />
        <span>
          {t('form.agree')}{' '}
          <a
            href={`#${agreementPath(lang)}`}
            onClick={(e) => {
              e.preventDefault();
              navigateTo(agreementPath(lang));
            }}
          >
            {t('form.agreement')}
          </a>
        </span>
      </label>
      <div className={styles.submit}>
        <Button
          block
          color="primary"
          size="large"
          loading={busy}
          disabled={!agreed}
          onClick={() => void submit()}
        >
          {editing ? t('form.save') : t('form.submit', { name })}
        </Button>
        {!agreed && (
          <p className={styles.hint} style={{ textAlign: 'center' }}>
            {t('form.agreeFirst')}
          </p>
        )}
      </div>
      <p className={styles.hint} style={{ margin: '12px 16px 0' }}>
        {t('form.fund')}{' '}
        <a
          className={styles.inlineLink}
          href="#/pages/fund/fundTransfer?from=change&to=lever"
          onClick={(e) => {
            e.preventDefault();
            navigateTo('/pages/fund/fundTransfer', { from: 'change', to: 'lever' });
          }}
        >
          {t('form.transfer')}
        </a>
      </p>
    </>
  );
}
