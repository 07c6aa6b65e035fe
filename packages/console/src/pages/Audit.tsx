/**
 * The audit log: every operator action, newest first, filtered by operator, action, table
 * or row; each entry's place in the hash chain and its hash, the before and after of an
 * edit, and the chain recomputed on demand (what `npm run admin -- verify-audit` checks).
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Descriptions,
  Drawer,
  Form,
  Input,
  InputNumber,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { SafetyCertificateOutlined, SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditChainStatus, AuditEntry, Page } from '@bourse/shared';
import { api } from '../api.ts';
import { formatTime } from '../components/format.ts';
import { useT } from '../i18n/index.ts';

interface Filters {
  operator_id?: number | null;
  action?: string;
  target_table?: string;
  target_id?: string;
}

function beforeAfter(detail: unknown): { before: unknown; after: unknown } | null {
  if (detail && typeof detail === 'object' && 'before' in detail && 'after' in detail) {
    return detail as { before: unknown; after: unknown };
  }
  return null;
}

const json = (v: unknown) => JSON.stringify(v, null, 2);

export default function Audit() {
  const t = useT();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const [checkChain, setCheckChain] = useState(false);

  const list = useQuery({
    queryKey: ['audit', filters, page, limit],
    queryFn: () =>
      api.get<Page<AuditEntry>>('/admin/audit', {
        ...filters,
        operator_id: filters.operator_id ?? undefined,
        page,
        limit,
      }),
    placeholderData: keepPreviousData,
  });
  const chain = useQuery({
    queryKey: ['audit-verify'],
    queryFn: () => api.get<AuditChainStatus>('/admin/audit/verify'),
    enabled: checkChain,
  });

  const changes = open ? beforeAfter(open.detail) : null;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Form<Filters>
        layout="inline"
        onFinish={(f) => {
          setFilters(f);
          setPage(1);
        }}
      >
        <Form.Item name="operator_id" label={t('audit.filterOperator')}>
          <InputNumber min={0} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="action" label={t('audit.filterAction')}>
          <Input allowClear placeholder="withdrawal.approve" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="target_table" label={t('audit.filterTable')}>
          <Input allowClear placeholder="withdrawals" style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="target_id" label={t('audit.filterTarget')}>
          <Input allowClear style={{ width: 110 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('audit.apply')}
        </Button>
        <Button
          style={{ marginLeft: 8 }}
          icon={<SafetyCertificateOutlined />}
          loading={chain.isFetching}
          onClick={() => (checkChain ? void chain.refetch() : setCheckChain(true))}
        >
          {t('audit.verify')}
        </Button>
      </Form>
      {chain.data && (
        <Alert
          showIcon
          data-testid="chain-status"
          type={chain.data.ok ? 'success' : 'error'}
          title={
            chain.data.ok
              ? t('audit.chainOk', { count: chain.data.rows })
              : t('audit.chainBroken', {
                  seq: chain.data.breaks[0]?.seq ?? '?',
                  problem: chain.data.breaks[0]?.problem ?? '',
                })
          }
          description={<span className="console-mono">{chain.data.head.hash}</span>}
        />
      )}
      {chain.isError && <Alert type="error" showIcon title={chain.error.message} />}
      <Table<AuditEntry>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        onRow={(row) => ({ onClick: () => setOpen(row), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: limit,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (n) => t('common.total', { count: n }),
          onChange: (p, size) => {
            setPage(size === limit ? p : 1);
            setLimit(size);
          },
        }}
        columns={[
          { title: t('audit.chain'), dataIndex: 'chain_seq', width: 90 },
          { title: t('field.createdAt'), dataIndex: 'created_at', render: formatTime, width: 200 },
          {
            title: t('field.operator'),
            key: 'operator',
            render: (_, e) =>
              e.operator_id === null ? (
                <Tag>{t('audit.cli')}</Tag>
              ) : (
                <span>
                  {e.operator_name}{' '}
                  <Typography.Text type="secondary">#{e.operator_id}</Typography.Text>
                </span>
              ),
          },
          {
            title: t('field.action'),
            dataIndex: 'action',
            render: (a: string) => <Tag color="blue">{a}</Tag>,
          },
          {
            title: t('field.target'),
            key: 'target',
            render: (_, e) => `${e.target_table} #${e.target_id}`,
          },
          { title: t('field.reason'), dataIndex: 'reason', ellipsis: true },
          {
            title: t('audit.hash'),
            dataIndex: 'hash',
            render: (h: string) => <span className="console-mono">{h.slice(0, 12)}…</span>,
          },
        ]}
      />
      <Drawer
        open={open !== null}
        size={720}
        title={open ? `${open.action} · ${open.target_table} #${open.target_id}` : ''}
        onClose={() => setOpen(null)}
      >
        {open && (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Descriptions bordered size="small" column={1}>
              <Descriptions.Item label={t('audit.chain')}>{open.chain_seq}</Descriptions.Item>
              <Descriptions.Item label={t('audit.hash')}>
                <span className="console-mono">{open.hash}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('field.createdAt')}>
                {formatTime(open.created_at)}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.operator')}>
                {open.operator_id === null
                  ? t('audit.cli')
                  : `${open.operator_name} <${open.operator_email}> #${open.operator_id}`}
              </Descriptions.Item>
              <Descriptions.Item label={t('field.reason')}>{open.reason ?? '—'}</Descriptions.Item>
            </Descriptions>
            {changes ? (
              <Descriptions bordered size="small" column={2} layout="vertical">
                <Descriptions.Item label={t('audit.before')}>
                  <pre className="console-mono">{json(changes.before)}</pre>
                </Descriptions.Item>
                <Descriptions.Item label={t('audit.after')}>
                  <pre className="console-mono">{json(changes.after)}</pre>
                </Descriptions.Item>
              </Descriptions>
            ) : open.detail !== null ? (
              <div>
                <Typography.Title level={5}>{t('audit.detail')}</Typography.Title>
                <pre className="console-mono">{json(open.detail)}</pre>
              </div>
            ) : null}
          </Space>
        )}
      </Drawer>
    </Space>
  );
}
