import { Tag } from 'antd';
import { useT, type MessageKey } from '../i18n/index.ts';

const COLORS: Record<string, string> = {
  pending: 'gold',
  verifying: 'gold',
  transfer_completed: 'gold',
  to_be_paid: 'default',
  confirmed: 'green',
  approved: 'green',
  verified: 'green',
  payment_successful: 'green',
  rejected: 'red',
  failed: 'red',
  cancelled: 'default',
};

const LABELS: Record<string, MessageKey> = {
  pending: 'status.pending',
  verifying: 'status.pending',
  transfer_completed: 'status.transferCompleted',
  to_be_paid: 'status.toBePaid',
  confirmed: 'status.confirmed',
  approved: 'status.approved',
  verified: 'status.verified',
  payment_successful: 'status.paid',
  rejected: 'status.rejected',
  failed: 'status.rejected',
  cancelled: 'status.cancelled',
};

/** A queue item's status as a coloured tag in the operator's language. */
export function StatusTag({ status }: { status: string }) {
  const t = useT();
  const label = LABELS[status];
  return <Tag color={COLORS[status] ?? 'default'}>{label ? t(label) : status}</Tag>;
}
