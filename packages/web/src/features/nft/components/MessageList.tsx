/**
 * The caller's NFT messages (`getNeedPayNFTOrder`): outbid, won, payment due, sold, margin
 * forfeited, expired, each with its artwork and figures. Opening one (its details, or its
 * artwork's page from the artwork's row) marks it read (`readNFTOrderMessage {id}`); a won
 * auction not paid yet counts down to its deadline and offers to pay what is left after the
 * margin (`payNFTOrder {id}`).
 */
import { useState } from 'react';
import { Button, Dialog, Toast } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  NftMessageKind,
  formatDate,
  formatNumber,
  relativeTime,
  type NftMessageItem,
} from '@bourse/shared';
import { Num } from '../../../components/Numbers.tsx';
import { EmptyState, InlineLoading, LoadFailed } from '../../../components/StateViews.tsx';
import { useSession } from '../../../store/session.ts';
import { NFT_KEYS, messagesQuery, payOrder, readMessage, refreshMine } from '../api.ts';
import { Countdown } from './Countdown.tsx';
import { openArtwork } from './Lists.tsx';
import styles from './Mine.module.css';
import base from './Nft.module.css';

const KIND_CLASS: Record<NftMessageItem['kind'], string | undefined> = {
  [NftMessageKind.outbid]: base.pillDown,
  [NftMessageKind.won]: base.pillOn,
  [NftMessageKind.payDue]: base.pillWarn,
  [NftMessageKind.sold]: base.pillOn,
  [NftMessageKind.forfeited]: base.pillWarn,
  [NftMessageKind.expired]: base.pillOff,
};

/** A won auction the caller can still pay. */
export const payable = (m: NftMessageItem) =>
  m.kind === NftMessageKind.won && m.is_pay === 0 && m.is_expired === 0;

function PayBox({ message }: { message: NftMessageItem }) {
  const { t } = useTranslation('nft');
  const client = useQueryClient();
  const coin = message.currency_name;
  const pay = useMutation({
    mutationFn: () => payOrder(message.id),
    onSuccess: (reply) => Toast.show({ content: reply, icon: 'success' }),
    onError: (error) => Toast.show({ content: (error as Error).message }),
    onSettled: () => refreshMine(client),
  });
  const confirm = async () => {
    const sure = await Dialog.confirm({
      title: t('messages.payTitle'),
      content: t('messages.payText', {
        amount: formatNumber(message.to_pay, 'amount'),
        margin: formatNumber(message.margin, 'amount'),
        price: formatNumber(message.price, 'amount'),
        coin,
      }),
      confirmText: t('messages.payConfirm'),
      cancelText: t('actions.cancel'),
    });
    if (sure) pay.mutate();
  };
  return (
    <div className={styles.due}>
      <span>
        {t('messages.payWithin')}
        <Countdown toTs={message.overtime} />
      </span>
      <Button size="small" color="primary" loading={pay.isPending} onClick={() => void confirm()}>
        {t('messages.pay', { amount: formatNumber(message.to_pay, 'amount'), coin })}
      </Button>
    </div>
  );
}

function Details({ message }: { message: NftMessageItem }) {
  const { t } = useTranslation('nft');
  const coin = message.currency_name;
  const row = (label: string, value: React.ReactNode) => (
    <div className={base.row}>
      <span>{label}</span>
      <span>{value}</span>
    </div>
  );
  return (
    <div className={styles.details}>
      {row(t('detail.code'), <span className={base.mono}>{message.code}</span>)}
      {message.order_id !== null && row(t('messages.order'), `#${message.order_id}`)}
      {message.margin !== '0' &&
        message.margin !== '' &&
        row(
          t('auction.margin'),
          <>
            <Num value={message.margin} kind="amount" /> {coin}
          </>,
        )}
      {payable(message) &&
        row(
          t('messages.toPay'),
          <>
            <Num value={message.to_pay} kind="amount" /> {coin}
          </>,
        )}
      {message.overtime > 0 && row(t('messages.deadline'), formatDate(message.overtime, true))}
      {message.pay_time !== '' && row(t('messages.paidAt'), formatDate(message.pay_time, true))}
    </div>
  );
}

function MessageCard({ message, nowMs }: { message: NftMessageItem; nowMs: number }) {
  const { t } = useTranslation('nft');
  const lang = useSession((s) => s.lang);
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const read = useMutation({
    mutationFn: () => readMessage(message.id),
    onSuccess: () => client.invalidateQueries({ queryKey: [NFT_KEYS.messages] }),
  });
  const unread = message.is_read === '0';
  const artworkId = message.artwork_id;
  const markRead = () => {
    if (unread && !read.isPending) read.mutate();
  };
  const toggle = () => {
    setOpen(!open);
    markRead();
  };
  const artwork = (
    <>
      {message.image ? <img src={message.image} alt="" /> : <span className={styles.noImage} />}
      <div className={styles.lineText}>
        <strong>{message.name}</strong>
        <span>
          {t('messages.price')} <Num value={message.price} kind="amount" /> {message.currency_name}
        </span>
      </div>
    </>
  );
  return (
    <div className={`${styles.message} ${unread ? styles.unread : ''}`}>
      <button type="button" className={styles.messageToggle} aria-expanded={open} onClick={toggle}>
        <span className={styles.messageHead}>
          <span className={KIND_CLASS[message.kind]}>{t(`messages.kind.${message.kind}`)}</span>
          <span>{relativeTime(message.created_ts, nowMs, lang)}</span>
        </span>
        <span className={styles.messageText}>{message.text}</span>
      </button>
      {artworkId === null ? (
        <div className={styles.messageBody}>{artwork}</div>
      ) : (
        <button
          type="button"
          className={styles.messageBody}
          onClick={() => {
            markRead();
            openArtwork({ id: artworkId });
          }}
        >
          {artwork}
          <RightOutline className={styles.chevron} />
        </button>
      )}
      {payable(message) && <PayBox message={message} />}
      {open && <Details message={message} />}
    </div>
  );
}

export function MessageList() {
  const { t } = useTranslation('nft');
  const messages = useQuery(messagesQuery());
  if (messages.isPending) return <InlineLoading tall />;
  if (messages.isError)
    return <LoadFailed tall error={messages.error} onRetry={() => void messages.refetch()} />;
  if (messages.data.length === 0) return <EmptyState tall title={t('messages.empty')} />;
  const now = Date.now();
  return (
    <div className={base.rows}>
      {messages.data.map((m) => (
        <MessageCard key={m.id} message={m} nowMs={now} />
      ))}
    </div>
  );
}
