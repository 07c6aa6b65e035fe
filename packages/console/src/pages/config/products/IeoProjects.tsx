/**
 * IEO projects (issue 11, client contract 7.11): the projects the public list shows (those
 * whose warm-up has begun; a project scheduled later appears once it does), a new project
 * (its whole issuance moves to the IEO pool at once), and pause, resume or close with the
 * reason the server requires.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { IeoPhase, type IeoProjectItem } from '@bourse/shared';
import { api } from '../../../api.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';
import { decimalRules, requiredRule, utcSeconds, withoutBlanks } from '../formParts.tsx';
import { CreateDrawer } from './CreateDrawer.tsx';
import { CurrenciesSelect, CurrencySelect, ReasonField, UtcField } from './pickers.tsx';
import { StateAction } from './StateAction.tsx';

const PHASE: Record<IeoPhase, { color: string; label: MessageKey }> = {
  [IeoPhase.upcoming]: { color: 'default', label: 'ieo.upcoming' },
  [IeoPhase.warmUp]: { color: 'cyan', label: 'ieo.warmUp' },
  [IeoPhase.inProgress]: { color: 'green', label: 'ieo.inProgress' },
  [IeoPhase.finished]: { color: 'default', label: 'ieo.finished' },
};

interface ProjectList {
  list: IeoProjectItem[];
  total: number;
}

interface Values {
  title: string;
  summary: string;
  content?: string;
  currency_id: number;
  price: string;
  pay_currencies: number[];
  total: string;
  min_amount: string;
  max_amount: string;
  warmup_at: string;
  start_at: string;
  end_at: string;
  market_at: string;
  lock_days: number;
  whitepaper_url: string;
  website_url: string;
  logo: string;
  reason?: string;
}

const toBody = (v: Values) =>
  withoutBlanks({
    ...v,
    pay_currencies: v.pay_currencies.join(','),
    warmup_at: utcSeconds(v.warmup_at),
    start_at: utcSeconds(v.start_at),
    end_at: utcSeconds(v.end_at),
    market_at: utcSeconds(v.market_at),
  });

export function IeoProjects() {
  const t = useT();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: ['ieo-projects', page],
    queryFn: () => api.get<ProjectList>('/project', { page, limit: 20 }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['ieo-projects'] });

  const decide = (p: IeoProjectItem, a: 'pause' | 'resume' | 'close') => (
    <StateAction
      key={a}
      label={`products.${a}`}
      title={t(`products.${a}Title`, { name: `${p.title} #${p.id}` })}
      path={`/admin/ieo/projects/${p.id}/${a}`}
      reasonRequired
      danger={a === 'close'}
      done={() => void refresh()}
    />
  );

  return (
    <>
      <div className="console-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('ieo.new')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
          {t('common.refresh')}
        </Button>
      </div>
      <Alert type="info" showIcon title={t('ieo.listNote')} style={{ marginBottom: 16 }} />
      <Table<IeoProjectItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        pagination={{
          current: page,
          pageSize: 20,
          total: list.data?.total ?? 0,
          showTotal: (total) => t('common.total', { count: total }),
          onChange: setPage,
        }}
        columns={[
          { title: t('field.id'), dataIndex: 'id', width: 64 },
          {
            title: t('products.name'),
            key: 'title',
            render: (_, p) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>{p.title}</Typography.Text>
                <Typography.Text type="secondary">{p.currency_name}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t('ieo.price'),
            dataIndex: 'price',
            align: 'right',
            render: (v: string) => `${v} USDT`,
          },
          { title: t('ieo.total'), dataIndex: 'amount', align: 'right' },
          {
            title: t('ieo.subscribed'),
            key: 'subscribed',
            align: 'right',
            render: (_, p) => `${p.total_sell} (${p.percentage}%)`,
          },
          { title: t('products.start'), dataIndex: 'start_at' },
          { title: t('products.end'), dataIndex: 'end_at' },
          {
            title: t('field.status'),
            key: 'phase',
            render: (_, p) => (
              <Space size={4}>
                <Tag color={PHASE[p.time_status].color}>{t(PHASE[p.time_status].label)}</Tag>
                {p.paused && <Tag color="gold">{t('products.paused')}</Tag>}
              </Space>
            ),
          },
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_, p) =>
              p.time_status === IeoPhase.finished ? null : (
                <Space size={4}>
                  {p.paused ? decide(p, 'resume') : decide(p, 'pause')}
                  {decide(p, 'close')}
                </Space>
              ),
          },
        ]}
      />
      <CreateDrawer<Values>
        open={creating}
        title={t('ieo.new')}
        path="/admin/ieo/projects"
        initialValues={{ lock_days: 0, pay_currencies: [] }}
        toBody={toBody}
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false);
          void refresh();
        }}
      >
        <Form.Item name="title" label={t('products.name')} rules={[requiredRule(t)]}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="summary" label={t('content.summary')} rules={[requiredRule(t)]}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="content" label={t('ieo.content')}>
          <Input.TextArea rows={4} maxLength={20_000} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="currency_id" label={t('ieo.token')} rules={[requiredRule(t)]}>
              <CurrencySelect />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="price" label={t('ieo.price')} rules={decimalRules(t)}>
              <Input inputMode="decimal" suffix="USDT" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="pay_currencies"
              label={t('ieo.payCurrencies')}
              rules={[{ required: true, type: 'array', min: 1, message: t('cfg.required') }]}
            >
              <CurrenciesSelect />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="total" label={t('ieo.total')} rules={decimalRules(t)}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="min_amount" label={t('ieo.minAmount')} rules={decimalRules(t)}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="max_amount" label={t('ieo.maxAmount')} rules={decimalRules(t)}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <UtcField name="warmup_at" label="ieo.warmupAt" />
          </Col>
          <Col span={12}>
            <UtcField name="start_at" label="products.start" />
          </Col>
          <Col span={12}>
            <UtcField name="end_at" label="products.end" />
          </Col>
          <Col span={12}>
            <UtcField name="market_at" label="ieo.marketAt" />
          </Col>
          <Col span={12}>
            <Form.Item name="lock_days" label={t('ieo.lockDays')} rules={[requiredRule(t)]}>
              <InputNumber min={0} max={3650} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="logo"
              label={t('ieo.logo')}
              extra={t('ieo.logoHelp')}
              rules={[requiredRule(t)]}
            >
              <Input placeholder="/h5/coins/abc.svg" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="whitepaper_url" label={t('ieo.whitepaper')} rules={[requiredRule(t)]}>
              <Input placeholder="https://" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="website_url" label={t('ieo.website')} rules={[requiredRule(t)]}>
              <Input placeholder="https://" />
            </Form.Item>
          </Col>
        </Row>
        <ReasonField />
      </CreateDrawer>
    </>
  );
}
