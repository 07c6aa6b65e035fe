/**
 * A pair's edit form: fees (rates, at most 0.1 = 10%), minimum order value, trading on or
 * off, display order. The grid (tick, lot) is shown but not editable. Rates and amounts
 * are sent as the operator typed them; the server refuses what is out of range.
 */
import { Alert, Button, Descriptions, Drawer, Form, Input, InputNumber, Space, Switch } from 'antd';
import { MAX_FEE_RATE, type AdminInstrument } from '@bourse/shared';
import { api } from '../../api.ts';
import { useT } from '../../i18n/index.ts';
import { Refused, decimalRules, useSubmit, validated } from './formParts.tsx';

interface Values {
  maker_fee: string;
  taker_fee: string;
  min_amount: string;
  is_active: boolean;
  sort: number;
}

export function InstrumentDrawer(props: {
  instrument: AdminInstrument | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const pair = props.instrument;
  const submit = useSubmit(props.onSaved);

  // A refusal belongs to the pair that was open: the next one opens clean.
  const close = () => {
    submit.clear();
    props.onClose();
  };

  const save = async () => {
    const v = await validated(form);
    if (!v) return;
    await submit.run(() =>
      api.post(`/admin/instruments/${pair!.id}`, {
        maker_fee: v.maker_fee.trim(),
        taker_fee: v.taker_fee.trim(),
        min_amount: v.min_amount.trim(),
        is_active: v.is_active,
        sort: v.sort,
      }),
    );
  };

  return (
    <Drawer
      open={pair !== null}
      size={560}
      title={pair ? t('instruments.editTitle', { symbol: pair.symbol }) : ''}
      onClose={close}
      destroyOnHidden
      footer={
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" loading={submit.busy} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {pair && (
        <>
          <Alert
            type="info"
            showIcon
            title={t('instruments.gridFixed')}
            style={{ marginBottom: 16 }}
          />
          <Descriptions bordered size="small" column={2} style={{ marginBottom: 24 }}>
            <Descriptions.Item label={t('instruments.tick')}>{pair.tick_size}</Descriptions.Item>
            <Descriptions.Item label={t('instruments.lot')}>{pair.lot_size}</Descriptions.Item>
            <Descriptions.Item label={t('instruments.session')}>
              {pair.session ?? '24/7'}
            </Descriptions.Item>
            <Descriptions.Item label={t('instruments.version')}>v{pair.version}</Descriptions.Item>
          </Descriptions>
          <Refused message={submit.refusal} />
          <Form<Values>
            form={form}
            layout="vertical"
            preserve={false}
            initialValues={{
              maker_fee: pair.maker_fee,
              taker_fee: pair.taker_fee,
              min_amount: pair.min_amount,
              is_active: pair.is_active,
              sort: pair.sort,
            }}
          >
            <Space size={16} style={{ display: 'flex' }} align="start">
              <Form.Item
                name="maker_fee"
                label={t('instruments.makerFee')}
                extra={t('instruments.feeHelp', { max: MAX_FEE_RATE })}
                rules={decimalRules(t)}
              >
                <Input inputMode="decimal" />
              </Form.Item>
              <Form.Item
                name="taker_fee"
                label={t('instruments.takerFee')}
                extra={t('instruments.feeHelp', { max: MAX_FEE_RATE })}
                rules={decimalRules(t)}
              >
                <Input inputMode="decimal" />
              </Form.Item>
            </Space>
            <Form.Item
              name="min_amount"
              label={t('instruments.minAmount')}
              extra={t('instruments.minAmountHelp')}
              rules={decimalRules(t)}
            >
              <Input inputMode="decimal" />
            </Form.Item>
            <Space size={32}>
              <Form.Item name="is_active" label={t('instruments.trading')} valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item
                name="sort"
                label={t('cfg.sort')}
                rules={[{ required: true, message: t('cfg.required') }]}
              >
                <InputNumber precision={0} style={{ width: 140 }} />
              </Form.Item>
            </Space>
          </Form>
        </>
      )}
    </Drawer>
  );
}
