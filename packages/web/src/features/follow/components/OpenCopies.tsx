/**
 * My open copies: the contract position cards of every copy still following its trader,
 * with the trader's name, "hold myself" (self-holding) and close; verify opens the
 * position's recorded prices on the contract orders page.
 */
import { Button, Dialog, Toast } from 'antd-mobile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dec, formatNumber, type LeverPositionItem } from '@bourse/shared';
import { direction } from '../../../components/Numbers.tsx';
import { navigateTo } from '../../../app/nav.ts';
import { EmptyState, InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { closeLever, refreshLever, replyText } from '../../lever/api.ts';
import { PositionCard } from '../../lever/components/PositionCard.tsx';
import { hazardPercent } from '../../lever/preview.ts';
import { useCopyTraders, useOpenCopies } from '../useCopyPositions.ts';
import { useSelfHold } from '../useFollowActions.ts';
import styles from './Follow.module.css';

export function OpenCopies() {
  const { t } = useTranslation('follow');
  const { t: tl } = useTranslation('lever');
  const client = useQueryClient();
  const { query, rows } = useOpenCopies();
  const traders = useCopyTraders(rows);
  const { hold, holding } = useSelfHold();
  const close = useMutation({
    mutationFn: closeLever,
    onSuccess: (reply) => {
      const text = replyText(reply);
      if (text) Toast.show({ content: text });
    },
    onSettled: () => refreshLever(client),
  });
  const confirmClose = async (p: LeverPositionItem) => {
    const yes = await Dialog.confirm({
      content: tl('position.confirmClose', { symbol: p.symbol, id: p.id }),
      confirmText: tl('position.close'),
      cancelText: t('actions.back'),
    });
    if (yes) close.mutate(p.id);
  };
  const header = query.data?.pages[0]?.rate_profits_total;
  const risk = header ? hazardPercent(header.hazard_rate) : null;
  const accountRisk = risk ? formatNumber(risk.toString(), 'percent') : undefined;
  const total = (pick: (p: LeverPositionItem) => string) =>
    rows.reduce((sum, p) => sum.add(pick(p) || '0'), dec(0)).toFixed();
  const pnl = total((p) => p.pnl);
  if (query.isPending) return <InlineLoading tall />;
  if (query.isError && rows.length === 0)
    return <LoadFailed onRetry={() => void query.refetch()} />;
  if (rows.length === 0)
    return (
      <EmptyState title={t('copies.noOpen')}>
        <Button size="small" color="primary" onClick={() => navigateTo('/pages/follow/index')}>
          {t('actions.findTraders')}
        </Button>
      </EmptyState>
    );
  return (
    <div className={styles.list}>
      <div className={styles.overview} style={{ margin: 0 }}>
        <div>
          {t('copies.openCount')}
          <b>{rows.length}</b>
        </div>
        <div>
          {t('my.margin')}
          <b>
            {formatNumber(
              total((p) => p.caution_money),
              'amount',
              { decimals: 2, trim: false },
            )}
          </b>
        </div>
        <div>
          {t('copies.unrealised')}
          <b className={direction(pnl) ? styles[direction(pnl)] : ''}>
            {formatNumber(pnl, 'amount', { decimals: 2, sign: true, trim: false })}
          </b>
        </div>
      </div>
      <p className={styles.hint} style={{ margin: '0 4px' }}>
        {t('copies.openHint')}
      </p>
      {rows.map((p) => (
        <PositionCard
          key={p.id}
          p={p}
          copyTrader={traders.get(p.id)}
          accountRisk={accountRisk}
          busy={(close.isPending && close.variables === p.id) || holding === p.id}
          onClose={(x) => void confirmClose(x)}
          onSelfHold={(x) => void hold(x)}
          onVerify={(x) => navigateTo('/pages/transaction/contract_order', { verify: x.id })}
        />
      ))}
    </div>
  );
}
