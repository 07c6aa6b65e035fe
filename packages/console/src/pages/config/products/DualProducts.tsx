/**
 * Dual investment products (issue 11, client contract 7.13): the products of a coin and a
 * direction that are open or paused and not yet matured (the public list is the only list
 * the server offers; a closed product is no longer in it), a new product, and pause, resume
 * or close. The coins are the contract's: currency 1 BTC, 2 ETH, against USDT.
 */
import { useState } from 'react';
import {
  Alert,
  Button,
  Col,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Segmented,
  Space,
  Table,
  Tag,
} from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DUAL_MAX_SHARES,
  DualProductState,
  DualType,
  type DualIndex,
  type DualProductItem,
} from '@bourse/shared';
import { api } from '../../../api.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';
import { decimalRules, requiredRule, utcIso, withoutBlanks } from '../formParts.tsx';
import { CreateDrawer } from './CreateDrawer.tsx';
import { ReasonField, UtcField } from './pickers.tsx';
import { StateAction } from './StateAction.tsx';

/** Client contract 7.13: the coins dual investment is offered on. */
const DUAL_COINS = [
  { value: 1, label: 'BTC' },
  { value: 2, label: 'ETH' },
];

const STATE: Record<DualProductState, { color: string; label: MessageKey }> = {
  [DualProductState.open]: { color: 'green', label: 'products.active' },
  [DualProductState.paused]: { color: 'gold', label: 'products.paused' },
  [DualProductState.closed]: { color: 'default', label: 'products.closed' },
};

interface Values {
  currency_id: number;
  type: DualType;
  linked_price: string;
  apr: string;
  per_share: string;
  total_shares: number;
  start_time?: string;
  end_time: string;
  reason?: string;
}

/** The list's ISO times as the console shows times. */
const isoShown = (iso: string) => iso.replace('T', ' ').replace(/Z$/, ' UTC');

export function DualProducts() {
  const t = useT();
  const queryClient = useQueryClient();
  const [coin, setCoin] = useState(1);
  const [type, setType] = useState<DualType>(DualType.call);
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: ['dual-products', coin, type],
    queryFn: () => api.get<DualIndex>('/dual/index', { currency_id: coin, type }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['dual-products'] });

  const action = (p: DualProductItem, a: 'pause' | 'resume' | 'close') => (
    <StateAction
      key={a}
      label={`products.${a}`}
      title={t(`products.${a}Title`, { name: `${p.name} #${p.id}` })}
      path={`/admin/dual/products/${p.id}/${a}`}
      reasonRequired={false}
      danger={a === 'close'}
      done={() => void refresh()}
    />
  );

  return (
    <>
      <div className="console-toolbar">
        <Segmented value={coin} onChange={(v) => setCoin(Number(v))} options={DUAL_COINS} />
        <Segmented
          value={type}
          onChange={(v) => setType(v as DualType)}
          options={[
            { value: DualType.call, label: t('dual.call') },
            { value: DualType.put, label: t('dual.put') },
          ]}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('dual.new')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
          {t('common.refresh')}
        </Button>
      </div>
      <Alert type="info" showIcon title={t('dual.listNote')} style={{ marginBottom: 16 }} />
      <Table<DualProductItem>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.dual_currencys ?? []}
        pagination={false}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        columns={[
          { title: t('field.id'), dataIndex: 'id', width: 64 },
          { title: t('products.name'), dataIndex: 'name' },
          {
            title: t('dual.apr'),
            dataIndex: 'rate',
            align: 'right',
            render: (v: string) => `${v}%`,
          },
          { title: t('dual.linkedPrice'), dataIndex: 'exercise_price', align: 'right' },
          {
            title: t('dual.perShare'),
            key: 'share',
            align: 'right',
            render: (_, p) => `${p.per_price} ${p.invest_currency}`,
          },
          {
            title: t('dual.sold'),
            key: 'sold',
            align: 'right',
            render: (_, p) => `${p.purchased_number} / ${p.total_number}`,
          },
          { title: t('products.start'), dataIndex: 'start_time', render: isoShown },
          { title: t('dual.maturity'), dataIndex: 'end_time', render: isoShown },
          {
            title: t('field.status'),
            dataIndex: 'state',
            render: (s: DualProductState) => <Tag color={STATE[s].color}>{t(STATE[s].label)}</Tag>,
          },
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_, p) => (
              <Space size={4}>
                {p.state === DualProductState.open && action(p, 'pause')}
                {p.state === DualProductState.paused && action(p, 'resume')}
                {p.state !== DualProductState.closed && action(p, 'close')}
              </Space>
            ),
          },
        ]}
      />
      <CreateDrawer<Values>
        open={creating}
        title={t('dual.new')}
        path="/admin/dual/products"
        initialValues={{ currency_id: coin, type }}
        toBody={(v) =>
          withoutBlanks({
            ...v,
            start_time: v.start_time ? utcIso(v.start_time) : undefined,
            end_time: utcIso(v.end_time),
          })
        }
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false);
          void refresh();
        }}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="currency_id" label={t('products.coin')} rules={[requiredRule(t)]}>
              <Radio.Group optionType="button" options={DUAL_COINS} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="type" label={t('dual.type')} rules={[requiredRule(t)]}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: DualType.call, label: t('dual.call') },
                  { value: DualType.put, label: t('dual.put') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="linked_price" label={t('dual.linkedPrice')} rules={decimalRules(t)}>
              <Input inputMode="decimal" suffix="USDT" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="apr"
              label={t('dual.apr')}
              extra={t('dual.aprHelp')}
              rules={decimalRules(t)}
            >
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="per_share"
              label={t('dual.perShare')}
              extra={t('dual.perShareHelp')}
              rules={decimalRules(t)}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="total_shares" label={t('dual.totalShares')} rules={[requiredRule(t)]}>
              <InputNumber min={1} max={DUAL_MAX_SHARES} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <UtcField name="start_time" label="dual.startOptional" required={false} />
          </Col>
          <Col span={12}>
            <UtcField name="end_time" label="dual.maturity" />
          </Col>
        </Row>
        <ReasonField />
      </CreateDrawer>
    </>
  );
}
