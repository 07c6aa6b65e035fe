/**
 * The dashboard: users, what waits in each queue (linking to it), deposits confirmed and
 * withdrawals approved today per coin, the platform's system balances (finance) and the last
 * `ledger:verify` run, which finance can run again from here. Counts are numbers; every
 * amount is the server's decimal string beside its coin, never added up here.
 */
import {
  Alert,
  Button,
  Card,
  Col,
  Result,
  Row,
  Skeleton,
  Space,
  Statistic,
  Typography,
} from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { roleAllows, type AdminDashboard } from '@bourse/shared';
import { formatTime } from '../components/format.ts';
import { useT, type MessageKey } from '../i18n/index.ts';
import { useOperator } from '../operator.ts';
import { SECTIONS } from '../sections.tsx';
import { DayTotals, SystemBalances } from './dashboard/panels.tsx';
import { LedgerVerifyCard } from './dashboard/LedgerVerifyCard.tsx';
import { DASHBOARD_KEY, dashboardQuery } from './dashboard/queries.ts';

/** Each queue's count, the section it links to and its name in the menu. */
const QUEUES: { count: keyof AdminDashboard['pending']; section: string; label: MessageKey }[] = [
  { count: 'deposits', section: 'deposits', label: 'nav.deposits' },
  { count: 'withdrawals', section: 'withdrawals', label: 'nav.withdrawals' },
  { count: 'purchases', section: 'purchases', label: 'nav.purchases' },
  { count: 'verifications', section: 'verifications', label: 'nav.verifications' },
  { count: 'traders', section: 'traders', label: 'nav.traders' },
  { count: 'loans', section: 'loans', label: 'nav.loans' },
  { count: 'chats', section: 'chat', label: 'nav.chat' },
];

export default function Dashboard() {
  const t = useT();
  const queryClient = useQueryClient();
  const board = useQuery(dashboardQuery);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [DASHBOARD_KEY] });

  if (board.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (board.isError && !board.data) {
    return (
      <Result
        status="warning"
        title={board.error.message}
        extra={<Button onClick={refresh}>{t('common.refresh')}</Button>}
      />
    );
  }
  const d = board.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <div className="console-toolbar" style={{ justifyContent: 'space-between', margin: 0 }}>
        <Typography.Text type="secondary">
          {t('dashboard.updated', { time: formatTime(Math.floor(board.dataUpdatedAt / 1000)) })}
        </Typography.Text>
        <Button icon={<ReloadOutlined />} loading={board.isFetching} onClick={refresh}>
          {t('common.refresh')}
        </Button>
      </div>
      {board.isError && <Alert type="error" showIcon title={board.error.message} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card title={t('dashboard.users')} size="small" style={{ height: '100%' }}>
            <Row gutter={16}>
              <Col span={12}>
                <Statistic title={t('dashboard.usersTotal')} value={d.users.total} />
              </Col>
              <Col span={12}>
                <Statistic
                  title={t('dashboard.usersToday')}
                  value={d.users.today}
                  prefix={d.users.today > 0 ? '+' : undefined}
                  styles={{ content: { color: d.users.today > 0 ? '#389e0d' : undefined } }}
                />
              </Col>
            </Row>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <LedgerVerifyCard run={d.ledger_verify} onVerified={refresh} />
        </Col>
      </Row>
      <PendingQueues pending={d.pending} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <DayTotals title={t('dashboard.depositsToday')} totals={d.deposits_today} />
        </Col>
        <Col xs={24} lg={12}>
          <DayTotals title={t('dashboard.withdrawalsToday')} totals={d.withdrawals_today} />
        </Col>
      </Row>
      {d.system_balances && <SystemBalances balances={d.system_balances} />}
    </Space>
  );
}

/** One tile per queue; a tile links to its queue when the operator may open it. */
function PendingQueues({ pending }: { pending: AdminDashboard['pending'] }) {
  const t = useT();
  const { role } = useOperator();
  return (
    <Card title={t('dashboard.pending')} size="small">
      <Row gutter={[12, 12]}>
        {QUEUES.map((q) => {
          const section = SECTIONS.find((s) => s.key === q.section);
          const mayOpen = section !== undefined && roleAllows(role, section.roles);
          const count = pending[q.count];
          const tile = (
            <Card
              size="small"
              hoverable={mayOpen}
              data-testid={`pending-${q.section}`}
              style={{ height: '100%' }}
            >
              <Statistic
                title={t(q.label)}
                value={count}
                styles={{ content: { color: count > 0 ? '#d46b08' : '#8c8c8c' } }}
              />
            </Card>
          );
          return (
            <Col key={q.section} flex="1 1 150px">
              {mayOpen ? (
                <a href={`#/${q.section}`} aria-label={t(q.label)}>
                  {tile}
                </a>
              ) : (
                tile
              )}
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}
