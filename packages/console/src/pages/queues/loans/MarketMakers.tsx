/**
 * Market makers (`/admin/loans/market-makers`): users who may borrow OTC without VIP level 2.
 * Granting and revoking are audited with the operator's note; each answers the list after.
 */
import { useState } from 'react';
import { App, Button, Form, Input, InputNumber, Table, Typography } from 'antd';
import { StopOutlined, UserAddOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LoanMarketMakerItem } from '@bourse/shared';
import { api } from '../../../api.ts';
import { formatTime } from '../../../components/format.ts';
import { useT } from '../../../i18n/index.ts';
import { ReasonAction } from '../desks/ReasonAction.tsx';
import { UserIdLink } from '../desks/UserIdLink.tsx';

const KEY = ['loan-market-makers'];

interface GrantValues {
  user_id: number;
  note?: string;
}

export function MarketMakers() {
  const t = useT();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<GrantValues>();
  const [busy, setBusy] = useState(false);

  const list = useQuery({
    queryKey: KEY,
    queryFn: () => api.get<LoanMarketMakerItem[]>('/admin/loans/market-makers'),
  });
  const replaced = (rows: LoanMarketMakerItem[]) => queryClient.setQueryData(KEY, rows);

  const grant = async (values: GrantValues) => {
    setBusy(true);
    try {
      const note = values.note?.trim();
      replaced(
        await api.post<LoanMarketMakerItem[]>('/admin/loans/market-makers', {
          user_id: values.user_id,
          ...(note ? { note } : {}),
        }),
      );
      message.success(t('loans.granted'));
      form.resetFields();
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Form<GrantValues>
        form={form}
        layout="inline"
        className="console-toolbar"
        onFinish={(v) => void grant(v)}
      >
        <Form.Item
          name="user_id"
          label={t('desks.userId')}
          rules={[{ required: true, message: t('decision.required') }]}
        >
          <InputNumber min={1} precision={0} style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="note" label={t('loans.makerNote')}>
          <Input maxLength={200} style={{ width: 320 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<UserAddOutlined />} loading={busy}>
          {t('loans.grant')}
        </Button>
      </Form>
      <Table<LoanMarketMakerItem>
        rowKey="user_id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        pagination={{ showTotal: (total) => t('common.total', { count: total }) }}
        columns={[
          { title: t('field.user'), key: 'user', render: (_, m) => <UserIdLink id={m.user_id} /> },
          {
            title: t('loans.grantedBy'),
            dataIndex: 'granted_by',
            render: (id: number | null) =>
              id === null ? <Typography.Text type="secondary">—</Typography.Text> : `#${id}`,
          },
          { title: t('loans.grantedAt'), dataIndex: 'granted_at', render: formatTime },
          {
            title: t('loans.makerNote'),
            dataIndex: 'note',
            render: (n: string | null) => n ?? '—',
          },
          {
            title: '',
            key: 'revoke',
            align: 'right',
            render: (_, m) => (
              <ReasonAction<LoanMarketMakerItem[]>
                path="/admin/loans/market-makers/revoke"
                body={{ user_id: m.user_id }}
                field="note"
                maxLength={200}
                label="loans.revoke"
                icon={<StopOutlined />}
                size="small"
                danger
                fieldLabel="loans.makerNote"
                success="loans.revoked"
                done={replaced}
              />
            ),
          },
        ]}
      />
    </>
  );
}
