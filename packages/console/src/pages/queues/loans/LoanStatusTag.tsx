/** An enquiry's or a loan's status as a coloured tag in the operator's language. */
import { Tag } from 'antd';
import { LoanEnquiryStatus, LoanStatus } from '@bourse/shared';
import { useT, type MessageKey } from '../../../i18n/index.ts';

const TAGS: Record<LoanEnquiryStatus | LoanStatus, { color: string; label: MessageKey }> = {
  [LoanEnquiryStatus.pending]: { color: 'gold', label: 'status.pending' },
  [LoanEnquiryStatus.offered]: { color: 'blue', label: 'loans.statusOffered' },
  [LoanEnquiryStatus.rejected]: { color: 'red', label: 'status.rejected' },
  [LoanEnquiryStatus.withdrawn]: { color: 'default', label: 'loans.statusWithdrawn' },
  [LoanEnquiryStatus.accepted]: { color: 'green', label: 'loans.statusAccepted' },
  [LoanEnquiryStatus.declined]: { color: 'default', label: 'loans.statusDeclined' },
  [LoanEnquiryStatus.expired]: { color: 'default', label: 'loans.statusExpired' },
  [LoanStatus.active]: { color: 'processing', label: 'loans.statusActive' },
  [LoanStatus.repaid]: { color: 'green', label: 'loans.statusRepaid' },
  [LoanStatus.liquidated]: { color: 'volcano', label: 'loans.statusLiquidated' },
};

export function LoanStatusTag({ status }: { status: LoanEnquiryStatus | LoanStatus }) {
  const t = useT();
  const tag = TAGS[status];
  return <Tag color={tag?.color ?? 'default'}>{tag ? t(tag.label) : status}</Tag>;
}
