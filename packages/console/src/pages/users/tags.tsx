/** The Users screen's small labels: verification level, access, account, side and status. */
import { Tag, Typography } from 'antd';
import type { AccountTypeName } from '@bourse/shared';
import { useT, type MessageKey } from '../../i18n/index.ts';

const KYC: Record<number, { label: MessageKey; color: string }> = {
  0: { label: 'users.kyc0', color: 'default' },
  1: { label: 'users.kyc1', color: 'blue' },
  2: { label: 'users.kyc2', color: 'green' },
};

/** The highest verified identity level: 0 none, 1 basic, 2 advanced. */
export function KycTag({ level }: { level: number }) {
  const t = useT();
  const kyc = KYC[level];
  return <Tag color={kyc?.color ?? 'default'}>{kyc ? t(kyc.label) : level}</Tag>;
}

export function UserStateTag({ disabled }: { disabled: boolean }) {
  const t = useT();
  return disabled ? (
    <Tag color="red">{t('users.disabled')}</Tag>
  ) : (
    <Tag color="green">{t('users.active')}</Tag>
  );
}

const ACCOUNTS: Record<AccountTypeName, MessageKey> = {
  legal: 'users.accountLegal',
  change: 'users.accountChange',
  lever: 'users.accountLever',
  micro: 'users.accountMicro',
  stock: 'users.accountStock',
};

export function AccountName({ account }: { account: AccountTypeName }) {
  const t = useT();
  const label = ACCOUNTS[account];
  return <>{label ? t(label) : account}</>;
}

const SIDES: Record<string, { label: MessageKey; color: string }> = {
  buy: { label: 'users.sideBuy', color: 'green' },
  sell: { label: 'users.sideSell', color: 'red' },
  long: { label: 'users.sideLong', color: 'green' },
  short: { label: 'users.sideShort', color: 'red' },
};

export function SideTag({ side }: { side: string }) {
  const t = useT();
  const s = SIDES[side];
  return <Tag color={s?.color ?? 'default'}>{s ? t(s.label) : side}</Tag>;
}

const STATES: Record<string, { label: MessageKey; color: string }> = {
  open: { label: 'users.stateOpen', color: 'blue' },
  partial: { label: 'users.statePartial', color: 'gold' },
  filled: { label: 'users.stateFilled', color: 'green' },
  cancelled: { label: 'status.cancelled', color: 'default' },
  pending: { label: 'status.pending', color: 'gold' },
  closed: { label: 'users.stateClosed', color: 'default' },
};

/** An order's or a position's state. */
export function StateTag({ state }: { state: string }) {
  const t = useT();
  const s = STATES[state];
  return <Tag color={s?.color ?? 'default'}>{s ? t(s.label) : state}</Tag>;
}

const NUMBER = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * An amount exactly as the server sent it (a decimal string) with its currency; `signed`
 * colours a movement by its sign, read from the string itself.
 */
export function Amount(props: { value: string | null; currency?: string; signed?: boolean }) {
  if (props.value === null) return <Typography.Text type="secondary">—</Typography.Text>;
  const negative = props.value.startsWith('-');
  const type = props.signed ? (negative ? 'danger' : 'success') : undefined;
  return (
    <Typography.Text type={type} style={NUMBER}>
      {props.value}
      {props.currency ? ` ${props.currency}` : ''}
    </Typography.Text>
  );
}
