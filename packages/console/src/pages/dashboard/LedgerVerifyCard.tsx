/**
 * The last `ledger:verify` run: whether every balance still equals the sum of its entries
 * and every journal balances, when, who ran it and its report. Finance may run it again.
 */
import { App, Button, Card, Collapse, Empty, Space, Tag, Typography } from 'antd';
import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  SafetyCertificateOutlined,
} from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import type { AdminDashboard, LedgerVerifyRun, LedgerVerifySource } from '@bourse/shared';
import { api } from '../../api.ts';
import { formatTime } from '../../components/format.ts';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { useCan } from '../../operator.ts';

const SOURCES: Record<LedgerVerifySource, MessageKey> = {
  cli: 'dashboard.sourceCli',
  console: 'dashboard.sourceConsole',
  job: 'dashboard.sourceJob',
};

export function LedgerVerifyCard(props: {
  run: AdminDashboard['ledger_verify'];
  onVerified: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const mayVerify = useCan('finance');
  const verify = useMutation({
    mutationFn: () => api.post<LedgerVerifyRun>('/admin/ledger/verify'),
    onSuccess: (run) => {
      if (run.ok) message.success(t('dashboard.verifyOk'));
      else message.warning(t('dashboard.verifyBroken'));
      props.onVerified();
    },
    onError: (e) => void message.error(e.message),
  });
  const { run } = props;

  return (
    <Card
      title={t('dashboard.ledger')}
      size="small"
      style={{ height: '100%' }}
      extra={
        mayVerify && (
          <Button
            icon={<SafetyCertificateOutlined />}
            loading={verify.isPending}
            onClick={() => verify.mutate()}
          >
            {t('dashboard.verifyNow')}
          </Button>
        )
      }
    >
      {run === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.neverVerified')} />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Space wrap size={12}>
            {run.ok ? (
              <Tag color="success" icon={<CheckCircleOutlined />}>
                {t('dashboard.ledgerOk')}
              </Tag>
            ) : (
              <Tag color="error" icon={<CloseCircleOutlined />}>
                {t('dashboard.ledgerBroken')}
              </Tag>
            )}
            <Typography.Text type="secondary">
              {t('dashboard.checkedAt', { time: formatTime(run.checked_at) })}
            </Typography.Text>
            <Tag>{t(SOURCES[run.source])}</Tag>
          </Space>
          <Collapse
            size="small"
            defaultActiveKey={run.ok ? [] : ['summary']}
            items={[
              {
                key: 'summary',
                label: t('dashboard.report'),
                children: (
                  <pre
                    className="console-mono"
                    style={{ margin: 0, whiteSpace: 'pre-wrap', maxHeight: 320, overflow: 'auto' }}
                  >
                    {run.summary}
                  </pre>
                ),
              },
            ]}
          />
        </Space>
      )}
    </Card>
  );
}
