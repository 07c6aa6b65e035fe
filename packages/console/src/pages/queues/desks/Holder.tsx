/**
 * Who holds a queue item, and the button to take it. QueueTable draws this for the queues
 * it lists; trader applications (an array keyed by user id), loan enquiries and chat
 * conversations draw it here. Loans and chat have their own claim endpoints and no release:
 * the holder keeps the item until it is decided or closed.
 */
import { useState } from 'react';
import { App, Button, Space, Tag, Typography } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { DeskClaim } from '@bourse/shared';
import { api } from '../../../api.ts';
import { formatTime } from '../../../components/format.ts';
import { useT } from '../../../i18n/index.ts';
import { useOperator } from '../../../operator.ts';

export interface Holder {
  id: number;
  name: string;
  /** Unix seconds, when the reply says. */
  since?: number | null;
}

/** A generic desk claim (`claim` of a list item) as a holder. */
export function holderOfClaim(claim: DeskClaim | null | undefined): Holder | null {
  return claim
    ? { id: claim.operator_id, name: claim.operator_name, since: claim.claimed_at }
    : null;
}

/** Whether the signed-in operator holds the item. */
export function useHeldByMe(holder: Holder | null): boolean {
  return holder?.id === useOperator().id;
}

/** The holder in a table cell: blue when it is the operator, orange for someone else. */
export function HolderTag({ holder }: { holder: Holder | null }) {
  const mine = useHeldByMe(holder);
  if (!holder) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Tag icon={<LockOutlined />} color={mine ? 'blue' : 'orange'}>
      {holder.name}
    </Tag>
  );
}

export interface HolderControlProps {
  holder: Holder | null;
  claimPath: string;
  /** Where the holder gives the item back; none for loans and chat. */
  releasePath?: string;
  /** After a claim or a refusal: refetch, so the screen shows who holds it now. */
  onChanged: () => void;
}

/** The drawer's claim control: who holds the item, and Claim (or Release) when it may. */
export function HolderControl({ holder, claimPath, releasePath, onChanged }: HolderControlProps) {
  const t = useT();
  const { message } = App.useApp();
  const mine = useHeldByMe(holder);
  const [busy, setBusy] = useState(false);

  const act = async (release: boolean) => {
    setBusy(true);
    try {
      await api.post(release && releasePath ? releasePath : claimPath);
      message.success(t(release ? 'queue.released' : 'queue.claimed'));
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
      onChanged();
    }
  };

  if (holder && !mine) {
    return (
      <Tag icon={<LockOutlined />} color="orange" data-testid="claim-holder">
        {holder.since
          ? t('queue.heldBy', { name: holder.name, time: formatTime(holder.since) })
          : t('desks.heldBy', { name: holder.name })}
      </Tag>
    );
  }
  if (holder && !releasePath) {
    return (
      <Tag icon={<LockOutlined />} color="blue" data-testid="claim-holder">
        {t('queue.heldByYou')}
      </Tag>
    );
  }
  return (
    <Space>
      {holder && (
        <Tag icon={<LockOutlined />} color="blue" data-testid="claim-holder">
          {t('queue.heldByYou')}
        </Tag>
      )}
      <Button
        type={holder ? 'default' : 'primary'}
        icon={holder ? <UnlockOutlined /> : <LockOutlined />}
        loading={busy}
        onClick={() => void act(Boolean(holder))}
      >
        {t(holder ? 'queue.release' : 'queue.claim')}
      </Button>
    </Space>
  );
}
