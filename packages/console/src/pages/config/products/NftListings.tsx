/**
 * NFT (issue 13): the catalogue as the market shows it (listings, artworks and blind-box
 * series, the public list: the server has no operator list), and a first sale of an
 * artwork on its artist's behalf, at a fixed price or by auction. Artists, collections,
 * artworks and series need an uploaded media file (`/admin/nft/media`, multipart), which
 * the console's JSON requests cannot send yet; they are not offered here.
 */
import { useState } from 'react';
import { Alert, Button, Col, Form, Input, Radio, Row, Table, Tag, Typography } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { NftPayType, type NftBox } from '@bourse/shared';
import { api } from '../../../api.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';
import { decimalRules, requiredRule, utcSeconds, withoutBlanks } from '../formParts.tsx';
import { CreateDrawer } from './CreateDrawer.tsx';
import { CurrencySelect, ReasonField, UtcField } from './pickers.tsx';

const LIMIT = 20;

const PAY_TYPE: Record<NftPayType, { color: string; label: MessageKey }> = {
  [NftPayType.fixed]: { color: 'blue', label: 'nft.fixed' },
  [NftPayType.auction]: { color: 'purple', label: 'nft.auction' },
  [NftPayType.blindBox]: { color: 'magenta', label: 'nft.blindBox' },
};

interface Values {
  code: string;
  pay_type: 1 | 2;
  currency_id: number;
  price: string;
  per_increase?: string;
  margin?: string;
  start_at: string;
  end_at: string;
  reason?: string;
}

const toBody = (v: Values) =>
  withoutBlanks({
    ...v,
    per_increase: v.pay_type === NftPayType.auction ? v.per_increase : undefined,
    margin: v.pay_type === NftPayType.auction ? v.margin : undefined,
    start_at: utcSeconds(v.start_at),
    end_at: utcSeconds(v.end_at),
  });

export function NftListings() {
  const t = useT();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useQuery({
    queryKey: ['nft-boxes', page],
    queryFn: () => api.get<NftBox[]>('/bind_box/getBoxList', { page, limit: LIMIT }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['nft-boxes'] });
  const rows = list.data ?? [];
  // The list carries no total: a full page means there may be another.
  const known = (page - 1) * LIMIT + rows.length + (rows.length === LIMIT ? 1 : 0);

  return (
    <>
      <div className="console-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('nft.newListing')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
          {t('common.refresh')}
        </Button>
      </div>
      <Alert type="info" showIcon title={t('nft.uploadNote')} style={{ marginBottom: 16 }} />
      <Table<NftBox>
        rowKey={(b) => `${b.code}:${b.id}`}
        size="middle"
        loading={list.isFetching}
        dataSource={rows}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        pagination={{ current: page, pageSize: LIMIT, total: known, onChange: setPage }}
        columns={[
          {
            title: t('nft.code'),
            dataIndex: 'code',
            render: (v: string) => <span className="console-mono">{v}</span>,
          },
          {
            title: t('products.name'),
            key: 'name',
            render: (_, b) => (
              <span>
                <Typography.Text strong>{b.name}</Typography.Text>{' '}
                {b.rarity && <Tag>{b.rarity}</Tag>}
              </span>
            ),
          },
          { title: t('nft.artist'), dataIndex: 'author_name' },
          {
            title: t('nft.saleType'),
            dataIndex: 'pay_type',
            render: (v: NftPayType) => <Tag color={PAY_TYPE[v].color}>{t(PAY_TYPE[v].label)}</Tag>,
          },
          {
            title: t('nft.price'),
            key: 'price',
            align: 'right',
            render: (_, b) => `${b.price} ${b.currency_name}`,
          },
          { title: t('products.start'), dataIndex: 'start_time' },
          { title: t('products.end'), dataIndex: 'end_time' },
          {
            title: t('field.status'),
            dataIndex: 'status',
            render: (s: 0 | 1) => (
              <Tag color={s === 1 ? 'green' : 'default'}>
                {t(s === 1 ? 'nft.onSale' : 'nft.ended')}
              </Tag>
            ),
          },
        ]}
      />
      <CreateDrawer<Values>
        open={creating}
        title={t('nft.newListing')}
        path="/admin/nft/listings"
        initialValues={{ pay_type: NftPayType.fixed }}
        toBody={toBody}
        note={<Typography.Paragraph type="secondary">{t('nft.listingNote')}</Typography.Paragraph>}
        onClose={() => setCreating(false)}
        onSaved={() => {
          setCreating(false);
          void refresh();
        }}
      >
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="code" label={t('nft.code')} rules={[requiredRule(t)]}>
              <Input maxLength={40} className="console-mono" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="pay_type" label={t('nft.saleType')} rules={[requiredRule(t)]}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: NftPayType.fixed, label: t('nft.fixed') },
                  { value: NftPayType.auction, label: t('nft.auction') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="currency_id" label={t('products.coin')} rules={[requiredRule(t)]}>
              <CurrencySelect />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="price" label={t('nft.startPrice')} rules={decimalRules(t)}>
              <Input inputMode="decimal" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item noStyle dependencies={['pay_type']}>
          {({ getFieldValue }) =>
            getFieldValue('pay_type') === NftPayType.auction && (
              <Row gutter={16}>
                <Col span={12}>
                  <Form.Item name="per_increase" label={t('nft.step')} rules={decimalRules(t)}>
                    <Input inputMode="decimal" />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item
                    name="margin"
                    label={t('nft.margin')}
                    extra={t('nft.marginHelp')}
                    rules={decimalRules(t)}
                  >
                    <Input inputMode="decimal" />
                  </Form.Item>
                </Col>
              </Row>
            )
          }
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <UtcField name="start_at" label="products.start" />
          </Col>
          <Col span={12}>
            <UtcField name="end_at" label="products.end" />
          </Col>
        </Row>
        <ReasonField />
      </CreateDrawer>
    </>
  );
}
