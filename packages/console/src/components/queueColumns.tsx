/**
 * The columns every queue shows the same way: the item's id, the user (linked to Users),
 * an amount with its coin, the status tag and a time.
 */
import { Typography } from 'antd';
import type { TableColumnType } from 'antd';
import type { T } from '../i18n/index.ts';
import { formatTime } from './format.ts';
import { StatusTag } from './StatusTag.tsx';
import { UserLink } from './UserLink.tsx';

type Column<Row> = TableColumnType<Row>;

export const idColumn = <Row,>(t: T): Column<Row> => ({
  title: t('field.id'),
  dataIndex: 'id',
  width: 80,
});

export const userColumn = <Row extends { user_id: number; user_account: string }>(
  t: T,
): Column<Row> => ({
  title: t('field.user'),
  key: 'user',
  render: (_, row) => <UserLink id={row.user_id} account={row.user_account} />,
});

/** An amount and its coin, right-aligned, in bold: the figure the decision is about. */
export const amountColumn = <Row,>(
  title: string,
  amountOf: (row: Row) => string,
  coinOf: (row: Row) => string,
): Column<Row> => ({
  title,
  key: 'amount',
  align: 'right',
  render: (_, row) => (
    <Typography.Text strong>
      {amountOf(row)} {coinOf(row)}
    </Typography.Text>
  ),
});

export const statusColumn = <Row,>(t: T): Column<Row> => ({
  title: t('field.status'),
  dataIndex: 'status',
  render: (s: string) => <StatusTag status={s} />,
});

export const timeColumn = <Row,>(title: string, dataIndex: string): Column<Row> => ({
  title,
  dataIndex,
  render: (v: number | null) => formatTime(v),
});
