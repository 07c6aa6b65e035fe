/**
 * Lock-up mining plans (issue 11, spec 9): each plan's coin, amount range, daily yield range,
 * lock, early-redemption penalty and what runs on it now; a new plan; pause, resume or close
 * (with the reason the server requires). None of these changes an order already placed.
 */
import { useState } from 'react';
import { Button, Col, Form, Input, InputNumber, Row, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LOCKUP_MAX_DAILY_RATE,
  LOCKUP_MAX_DAYS,
  LockupPlanStatus,
  type LockupPlanAdminItem,
} from '@bourse/shared';
import { api } from '../../../api.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';
import { decimalRules, requiredRule, withoutBlanks } from '../formParts.tsx';
import { CreateDrawer } from './CreateDrawer.tsx';
import { CurrencySelect, ReasonField } from './pickers.tsx';
import { StateAction } from './StateAction.tsx';

const STATUS: Record<LockupPlanStatus, { color: string; label: MessageKey }> = {
  [LockupPlanStatus.active]: { color: 'green', label: 'products.active' },
  [LockupPlanStatus.paused]: { color: 'gold', label: 'products.paused' },
  [LockupPlanStatus.closed]: { color: 'default', label: 'products.closed' },
};

interface Values {
  currency_id: number;
  min_amount: string;
  max_amount: string;
  daily_rate_min: string;
  daily_rate_max: string;
  lock_days: number;
  penalty_percent: string;
  sort?: number;
  reason?: string;
}

export function LockupPlans() {
  const t = useT();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: ['lockup-plans'],
    queryFn: () => api.get<LockupPlanAdminItem[]>('/admin/lockup/plans'),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['lockup-plans'] });

  const move = (p: LockupPlanAdminItem, action: 'pause' | 'resume' | 'close') => (
    <StateAction
      key={action}
      label={`products.${action}`}
      title={t(`products.${action}Title`, { name: `${p.currency_name} #${p.id}` })}
      path={`/admin/lockup/plans/${p.id}/${action}`}
      reasonRequired
      danger={action === 'close'}
      done={() => void refresh()}
    />
  );

  return (
    <>
      <div className="console-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('lockup.new')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
          {t('common.refresh')}
        </Button>
      </div>
      <Table<LockupPlanAdminItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        columns={[
          { title: t('field.id'), dataIndex: 'id', width: 64 },
          {
            title: t('products.coin'),
            dataIndex: 'currency_name',
            render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
          },
          {
            title: t('lockup.amountRange'),
            key: 'range',
            align: 'right',
            render: (_, p) => `${p.save_min} – ${p.save_max}`,
          },
          {
            title: t('lockup.dailyRate'),
            key: 'rate',
            align: 'right',
            render: (_, p) => `${p.interest_rate_min}% – ${p.interest_rate_max}%`,
          },
          {
            title: t('lockup.apr'),
            dataIndex: 'apr_percent',
            align: 'right',
            render: (v: string) => `${v}%`,
          },
          {
            title: t('lockup.days'),
            dataIndex: 'day',
            align: 'right',
          },
          {
            title: t('lockup.penalty'),
            dataIndex: 'penalty_percent',
            align: 'right',
            render: (v: string) => `${v}%`,
          },
          {
            title: t('lockup.running'),
            key: 'running',
            align: 'right',
            render: (_, p) =>
              t('lockup.runningValue', {
                count: p.running_orders,
                amount: `${p.running_amount} ${p.currency_name}`,
              }),
          },
          {
            title: t('field.status'),
            dataIndex: 'status',
            render: (s: LockupPlanStatus) => (
              <Tag color={STATUS[s].color}>{t(STATUS[s].label)}</Tag>
            ),
          },
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_, p) => (
              <Space size={4}>
                {p.status === LockupPlanStatus.active && move(p, 'pause')}
                {p.status === LockupPlanStatus.paused && move(p, 'resume')}
                {p.status !== LockupPlanStatus.closed && move(p, 'close')}
              </Space>
            ),
          },
        ]}
      />
      <CreateDrawer<Values>
        open={creating}
        title={t('lockup.new')}
        path="/admin/lockup/plans"
        toBody={(v) => withoutBlanks(v)}
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false);
          void refresh();
        }}
      >
        <Form.Item name="currency_id" label={t('products.coin')} rules={[requiredRule(t)]}>
          <CurrencySelect />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="min_amount" label={t('lockup.minAmount')} rules={decimalRules(t)}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="max_amount" label={t('lockup.maxAmount')} rules={decimalRules(t)}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="daily_rate_min"
              label={t('lockup.rateMin')}
              extra={t('lockup.rateHelp', { max: LOCKUP_MAX_DAILY_RATE })}
              rules={decimalRules(t)}
            >
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="daily_rate_max" label={t('lockup.rateMax')} rules={decimalRules(t)}>
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="lock_days" label={t('lockup.days')} rules={[requiredRule(t)]}>
              <InputNumber min={1} max={LOCKUP_MAX_DAYS} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="penalty_percent"
              label={t('lockup.penalty')}
              extra={t('lockup.penaltyHelp')}
              rules={decimalRules(t)}
            >
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="sort" label={t('cfg.sort')}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <ReasonField />
      </CreateDrawer>
    </>
  );
}
