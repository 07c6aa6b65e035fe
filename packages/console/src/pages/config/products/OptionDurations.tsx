/**
 * Seconds options' durations: each one's payout on a win, stake range, whether it is offered
 * and its place in the list; add one or edit one. An order keeps the payout it was accepted
 * with, so a change reaches new orders only; nothing here touches a result.
 */
import { useState } from 'react';
import { Alert, Button, Drawer, Form, Input, InputNumber, Space, Switch, Table, Tag } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminOptionDuration } from '@bourse/shared';
import { api } from '../../../api.ts';
import { useT } from '../../../i18n/index.ts';
import { Refused, decimalRules, requiredRule, useSubmit, validated } from '../formParts.tsx';

const KEY = ['option-durations'];

export function OptionDurations() {
  const t = useT();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminOptionDuration | 'new' | null>(null);
  const [form] = Form.useForm<AdminOptionDuration>();
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => api.get<AdminOptionDuration[]>('/admin/options/durations'),
  });
  const submit = useSubmit(() => {
    setEditing(null);
    void queryClient.invalidateQueries({ queryKey: KEY });
  });
  const close = () => {
    submit.clear();
    setEditing(null);
  };
  const save = async () => {
    const values = await validated(form);
    if (values) await submit.run(() => api.post('/admin/options/durations', values));
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <div className="console-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('options.add')}
        </Button>
      </div>
      <Table<AdminOptionDuration>
        rowKey="seconds"
        pagination={false}
        loading={list.isFetching}
        dataSource={list.data ?? []}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        columns={[
          { title: t('options.seconds'), dataIndex: 'seconds', render: (s: number) => `${s}s` },
          {
            title: t('options.payout'),
            dataIndex: 'payout_percent',
            align: 'right',
            render: (p: string) => `${p}%`,
          },
          { title: t('options.minStake'), dataIndex: 'min_stake', align: 'right' },
          { title: t('options.maxStake'), dataIndex: 'max_stake', align: 'right' },
          {
            title: t('options.offered'),
            dataIndex: 'is_active',
            render: (on: boolean) => (
              <Tag color={on ? 'green' : 'default'}>{t(on ? 'common.yes' : 'common.no')}</Tag>
            ),
          },
          { title: t('cfg.sort'), dataIndex: 'sort', align: 'right' },
          {
            title: '',
            key: 'edit',
            align: 'right',
            render: (_, d) => (
              <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(d)}>
                {t('cfg.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={editing !== null}
        size={560}
        title={
          editing && editing !== 'new'
            ? t('options.editTitle', { seconds: editing.seconds })
            : t('options.add')
        }
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
        <Alert type="info" showIcon title={t('options.note')} style={{ marginBottom: 16 }} />
        <Refused message={submit.refusal} />
        <Form<AdminOptionDuration>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={editing && editing !== 'new' ? editing : { is_active: true, sort: 0 }}
        >
          <Form.Item name="seconds" label={t('options.seconds')} rules={[requiredRule(t)]}>
            <InputNumber min={1} max={86_400} precision={0} disabled={editing !== 'new'} />
          </Form.Item>
          <Form.Item name="payout_percent" label={t('options.payout')} rules={decimalRules(t)}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name="min_stake" label={t('options.minStake')} rules={decimalRules(t)}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name="max_stake" label={t('options.maxStake')} rules={decimalRules(t)}>
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name="is_active" label={t('options.offered')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="sort" label={t('cfg.sort')}>
            <InputNumber precision={0} />
          </Form.Item>
        </Form>
      </Drawer>
    </Space>
  );
}
