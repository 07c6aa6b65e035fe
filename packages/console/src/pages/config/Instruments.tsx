/**
 * Trading pairs: every pair, trading or halted, with its grid, minimum and fees. An admin
 * edits the fees, the minimum order value, the display order and the trading switch; the
 * tick and lot sizes are fixed here, because open orders sit on the pair's grid. The quick
 * switch in a row asks first: halting a pair stops its order entry at once.
 */
import { useState } from 'react';
import { App, Button, Input, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import { EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminInstrument } from '@bourse/shared';
import { api } from '../../api.ts';
import { useT } from '../../i18n/index.ts';
import { InstrumentDrawer } from './InstrumentDrawer.tsx';
import { ratePercent } from './formParts.tsx';

const QUERY_KEY = ['instruments'];

function Fee({ rate }: { rate: string }) {
  return (
    <span>
      <span className="console-mono">{rate}</span>{' '}
      <Typography.Text type="secondary">({ratePercent(rate)})</Typography.Text>
    </span>
  );
}

export default function Instruments() {
  const t = useT();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<AdminInstrument | null>(null);
  const [switching, setSwitching] = useState<number | null>(null);

  const list = useQuery({
    queryKey: QUERY_KEY,
    queryFn: () => api.get<AdminInstrument[]>('/admin/instruments'),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  const rows = (list.data ?? []).filter((r) =>
    r.symbol.toLowerCase().includes(filter.trim().toLowerCase()),
  );

  const toggle = async (row: AdminInstrument) => {
    setSwitching(row.id);
    try {
      await api.post(`/admin/instruments/${row.id}`, { is_active: !row.is_active });
      message.success(
        t(row.is_active ? 'instruments.halted' : 'instruments.resumed', { symbol: row.symbol }),
      );
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setSwitching(null);
      await refresh();
    }
  };

  return (
    <>
      <div className="console-toolbar">
        <Input.Search
          allowClear
          placeholder={t('instruments.search')}
          style={{ width: 240 }}
          onChange={(e) => setFilter(e.target.value)}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
          {t('common.refresh')}
        </Button>
        <Typography.Text type="secondary">{t('instruments.gridNote')}</Typography.Text>
      </div>
      <Table<AdminInstrument>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        columns={[
          {
            title: t('instruments.symbol'),
            key: 'symbol',
            render: (_, r) => (
              <Space size={6}>
                <Typography.Text strong>{r.symbol}</Typography.Text>
                <Tag color={r.kind === 'stock' ? 'purple' : 'blue'}>
                  {t(r.kind === 'stock' ? 'instruments.kindStock' : 'instruments.kindCrypto')}
                </Tag>
              </Space>
            ),
          },
          {
            title: t('instruments.tick'),
            dataIndex: 'tick_size',
            align: 'right',
            render: (v: string) => <span className="console-mono">{v}</span>,
          },
          {
            title: t('instruments.lot'),
            dataIndex: 'lot_size',
            align: 'right',
            render: (v: string) => <span className="console-mono">{v}</span>,
          },
          {
            title: t('instruments.minAmount'),
            dataIndex: 'min_amount',
            align: 'right',
            render: (v: string) => <span className="console-mono">{v}</span>,
          },
          {
            title: t('instruments.makerFee'),
            dataIndex: 'maker_fee',
            align: 'right',
            render: (v: string) => <Fee rate={v} />,
          },
          {
            title: t('instruments.takerFee'),
            dataIndex: 'taker_fee',
            align: 'right',
            render: (v: string) => <Fee rate={v} />,
          },
          {
            title: t('instruments.session'),
            dataIndex: 'session',
            render: (v: string | null) =>
              v ? <Tag>{v}</Tag> : <Typography.Text type="secondary">24/7</Typography.Text>,
          },
          {
            title: t('instruments.trading'),
            key: 'trading',
            render: (_, r) => (
              <Popconfirm
                title={t(r.is_active ? 'instruments.haltConfirm' : 'instruments.resumeConfirm', {
                  symbol: r.symbol,
                })}
                okText={t('cfg.confirm')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: r.is_active }}
                onConfirm={() => toggle(r)}
              >
                <Space size={8}>
                  <Switch
                    size="small"
                    checked={r.is_active}
                    loading={switching === r.id}
                    aria-label={t('instruments.tradingOf', { symbol: r.symbol })}
                  />
                  <Tag color={r.is_active ? 'green' : 'red'}>
                    {t(r.is_active ? 'instruments.on' : 'instruments.off')}
                  </Tag>
                </Space>
              </Popconfirm>
            ),
          },
          { title: t('cfg.sort'), dataIndex: 'sort', align: 'right' },
          {
            title: t('instruments.version'),
            dataIndex: 'version',
            align: 'right',
            render: (v: number) => <Typography.Text type="secondary">v{v}</Typography.Text>,
          },
          {
            title: '',
            key: 'edit',
            align: 'right',
            render: (_, r) => (
              <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(r)}>
                {t('cfg.edit')}
              </Button>
            ),
          },
        ]}
      />
      <InstrumentDrawer
        instrument={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </>
  );
}
