/**
 * Operators (admin): who may sign in to the console and as what role. Add one (they set up
 * their authenticator at first sign-in), change a role, disable or enable, reset a lost
 * authenticator; each change asks why and is audited. Your own account is not editable
 * here, so the last admin cannot lock the console.
 */
import { useState } from 'react';
import {
  App,
  Button,
  Dropdown,
  Form,
  Input,
  Modal,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { MoreOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { OPERATOR_ROLES, type OperatorListing, type OperatorRole } from '@bourse/shared';
import { api } from '../api.ts';
import { formatTime } from '../components/format.ts';
import { ROLE_LABELS, RoleTag } from '../components/RoleTag.tsx';
import { useT, type MessageKey } from '../i18n/index.ts';
import { useOperator } from '../operator.ts';

type Action = 'role' | 'disable' | 'enable' | 'reset-totp';
const ACTION_LABELS: Record<Action, MessageKey> = {
  role: 'operators.changeRole',
  disable: 'operators.disable',
  enable: 'operators.enable',
  'reset-totp': 'operators.resetTotp',
};

interface NewOperator {
  email: string;
  name: string;
  role: OperatorRole;
  password: string;
  reason?: string;
}

export default function Operators() {
  const t = useT();
  const me = useOperator();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [acting, setActing] = useState<{ op: OperatorListing; action: Action } | null>(null);
  const [busy, setBusy] = useState(false);
  const [addForm] = Form.useForm<NewOperator>();
  const [actForm] = Form.useForm<{ reason: string; role?: OperatorRole }>();
  const list = useQuery({
    queryKey: ['operators'],
    queryFn: () => api.get<OperatorListing[]>('/admin/operators'),
  });
  const roleOptions = OPERATOR_ROLES.map((r) => ({ value: r, label: t(ROLE_LABELS[r]) }));

  const run = async (send: () => Promise<unknown>, close: () => void) => {
    setBusy(true);
    try {
      await send();
      message.success(t('operators.done'));
      close();
      await queryClient.invalidateQueries({ queryKey: ['operators'] });
    } catch (e) {
      message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <div className="console-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t('operators.add')}
        </Button>
      </div>
      <Table<OperatorListing>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        columns={[
          { title: t('field.id'), dataIndex: 'id', width: 70 },
          {
            title: t('operators.name'),
            key: 'name',
            render: (_, o) => (
              <Space>
                <Typography.Text strong>{o.name}</Typography.Text>
                <Typography.Text type="secondary">{o.email}</Typography.Text>
                {o.id === me.id && <Tag color="blue">{t('operators.you')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('operators.role'),
            dataIndex: 'role',
            render: (r: OperatorRole) => <RoleTag role={r} />,
          },
          {
            title: t('operators.totp'),
            dataIndex: 'totp_enabled',
            render: (on: boolean) => (
              <Tag color={on ? 'green' : 'orange'}>
                {t(on ? 'operators.totpOn' : 'operators.totpOff')}
              </Tag>
            ),
          },
          {
            title: t('field.status'),
            dataIndex: 'disabled',
            render: (off: boolean) => (
              <Tag color={off ? 'red' : 'green'}>
                {t(off ? 'operators.disabled' : 'operators.active')}
              </Tag>
            ),
          },
          { title: t('operators.lastLogin'), dataIndex: 'last_login_at', render: formatTime },
          {
            title: '',
            key: 'actions',
            align: 'right',
            render: (_, o) =>
              o.id === me.id ? null : (
                <Dropdown
                  trigger={['click']}
                  menu={{
                    items: (
                      ['role', o.disabled ? 'enable' : 'disable', 'reset-totp'] as Action[]
                    ).map((action) => ({ key: action, label: t(ACTION_LABELS[action]) })),
                    onClick: ({ key }) => {
                      actForm.resetFields();
                      setActing({ op: o, action: key as Action });
                    },
                  }}
                >
                  <Button size="small" icon={<MoreOutlined />} aria-label={o.email} />
                </Dropdown>
              ),
          },
        ]}
      />
      <Modal
        open={adding}
        title={t('operators.add')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        okButtonProps={{ loading: busy }}
        onCancel={() => setAdding(false)}
        onOk={() =>
          void addForm.validateFields().then((values) =>
            run(
              () => api.post('/admin/operators', values),
              () => {
                setAdding(false);
                addForm.resetFields();
              },
            ),
          )
        }
      >
        <Form form={addForm} layout="vertical" initialValues={{ role: 'support' }}>
          <Form.Item
            name="email"
            label={t('login.email')}
            rules={[{ required: true, type: 'email' }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="name" label={t('operators.name')} rules={[{ required: true }]}>
            <Input />
          </Form.Item>
          <Form.Item name="role" label={t('operators.role')} rules={[{ required: true }]}>
            <Select options={roleOptions} />
          </Form.Item>
          <Form.Item
            name="password"
            label={t('operators.password')}
            rules={[{ required: true, min: 12 }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="reason" label={t('decision.note')}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={acting !== null}
        title={acting ? `${t(ACTION_LABELS[acting.action])}: ${acting.op.email}` : ''}
        okText={t('decision.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ loading: busy, danger: acting?.action !== 'enable' }}
        onCancel={() => setActing(null)}
        onOk={() =>
          void actForm.validateFields().then((values) =>
            run(
              () => api.post(`/admin/operators/${acting!.op.id}/${acting!.action}`, values),
              () => setActing(null),
            ),
          )
        }
      >
        <Form form={actForm} layout="vertical">
          {acting?.action === 'role' && (
            <Form.Item name="role" label={t('operators.role')} rules={[{ required: true }]}>
              <Select options={roleOptions} />
            </Form.Item>
          )}
          <Form.Item
            name="reason"
            label={t('field.reason')}
            rules={[{ required: true, whitespace: true, message: t('decision.required') }]}
          >
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
