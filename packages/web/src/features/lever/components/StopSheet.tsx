/**
 * Take-profit and stop-loss of one position (`POST /lever/setstop`), triggered by the
 * index. Empty clears a price. The sheet says which side of the price each must be on; the
 * server checks it and its refusal is shown as it says it.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Popup, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LeverSide, formatNumber, isDecimalString, type LeverPositionItem } from '@bourse/shared';
import { refreshLever, replyText, setStop } from '../api.ts';
import styles from './Lever.module.css';

const shown = (v: string) => (v === '' || v === '0' ? '' : v);
const valid = (v: string) => v.trim() === '' || isDecimalString(v.trim());

export function StopSheet({
  position,
  onClose,
}: {
  position: LeverPositionItem | undefined;
  onClose: () => void;
}) {
  return (
    <Popup visible={!!position} onMaskClick={onClose} bodyClassName={styles.sheet}>
      {position && <StopForm key={position.id} p={position} onClose={onClose} />}
    </Popup>
  );
}

function StopForm({ p, onClose }: { p: LeverPositionItem; onClose: () => void }) {
  const { t } = useTranslation('lever');
  const client = useQueryClient();
  const [tp, setTp] = useState(shown(p.target_profit_price));
  const [sl, setSl] = useState(shown(p.stop_loss_price));
  const save = useMutation({
    mutationFn: setStop,
    onSuccess: (reply) => {
      Toast.show({ content: replyText(reply) ?? t('stops.saved') });
      onClose();
    },
    onSettled: () => refreshLever(client),
  });
  const long = p.type === LeverSide.long;
  return (
    <div className={styles.sheetBody}>
      <h2 className={styles.sheetTitle}>{t('stops.title', { symbol: p.symbol })}</h2>
      <p className={styles.hint}>
        {t(long ? 'stops.ruleLong' : 'stops.ruleShort', {
          price: formatNumber(p.update_price, 'price'),
        })}
      </p>
      <label className={styles.field}>
        <span>{t('stops.tp')}</span>
        <input
          inputMode="decimal"
          autoComplete="off"
          value={tp}
          placeholder={t('stops.none')}
          onChange={(e) => setTp(e.target.value)}
        />
      </label>
      <label className={styles.field}>
        <span>{t('stops.sl')}</span>
        <input
          inputMode="decimal"
          autoComplete="off"
          value={sl}
          placeholder={t('stops.none')}
          onChange={(e) => setSl(e.target.value)}
        />
      </label>
      {p.liquidation_price && (
        <p className={styles.hint}>
          {t('stops.liquidation', { price: formatNumber(p.liquidation_price, 'price') })}
        </p>
      )}
      <div className={styles.sheetButtons}>
        <Button fill="outline" onClick={onClose}>
          {t('stops.cancel')}
        </Button>
        <Button
          color="primary"
          disabled={!valid(tp) || !valid(sl)}
          loading={save.isPending}
          onClick={() => save.mutate({ id: p.id, takeProfit: tp.trim(), stopLoss: sl.trim() })}
        >
          {t('stops.save')}
        </Button>
      </div>
    </div>
  );
}
