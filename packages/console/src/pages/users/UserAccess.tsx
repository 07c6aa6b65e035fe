/**
 * The only changes the console makes to a user: who may sign in. Disabling or enabling is
 * compliance's, ending their sessions is support's and compliance's (the server enforces
 * both; the buttons follow). Each asks why, because the audit log keeps the reason.
 */
import { useState } from 'react';
import { Alert, App, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { LogoutOutlined, StopOutlined, UnlockOutlined } from '@ant-design/icons';
import type { AdminUserAccess, AdminUserDetail } from '@bourse/shared';
import { api } from '../../api.ts';
import { useT, type MessageKey } from '../../i18n/index.ts';
import { useCan } from '../../operator.ts';

type Action = 'disable' | 'enable' | 'revoke-sessions';

const COPY: Record<Action, { title: MessageKey; effect: MessageKey; done: MessageKey }> = {
  disable: { title: 'users.disable', effect: 'users.disableEffect', done: 'users.disabledDone' },
  enable: { title: 'users.enable', effect: 'users.enableEffect', done: 'users.enabledDone' },
  'revoke-sessions': {
    title: 'users.revoke',
    effect: 'users.revokeEffect',
    done: 'users.revokedDone',
  },
};

export function UserAccess(props: { user: AdminUserDetail; onDone: () => Promise<void> }) {
  const t = useT();
  const { message } = App.useApp();
  const mayDisable = useCan('compliance');
  const mayRevoke = useCan('support', 'compliance');
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const { user } = props;

  const choose = (next: Action | null) => {
    setRefusal(null);
    setAction(next);
  };

  const submit = async () => {
    if (!action) return;
    // A missing reason is shown under the field by the form itself.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { reason } = values;
    setBusy(true);
    setRefusal(null);
    try {
      const access = await api.post<AdminUserAccess>(`/admin/users/${user.id}/${action}`, {
        reason: reason.trim(),
      });
      message.success(t(COPY[action].done, { count: access.sessions_revoked }));
      choose(null);
      await props.onDone();
    } catch (e) {
      setRefusal((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (!mayDisable && !mayRevoke) return null;
  return (
    <>
      <Space>
        {mayRevoke && (
          <Button icon={<LogoutOutlined />} onClick={() => choose('revoke-sessions')}>
            {t('users.revoke')}
          </Button>
        )}
        {mayDisable &&
          (user.disabled ? (
            <Button type="primary" icon={<UnlockOutlined />} onClick={() => choose('enable')}>
              {t('users.enable')}
            </Button>
          ) : (
            <Button danger icon={<StopOutlined />} onClick={() => choose('disable')}>
              {t('users.disable')}
            </Button>
          ))}
      </Space>
      <Modal
        open={action !== null}
        title={action ? `${t(COPY[action].title)} · ${user.account}` : ''}
        okText={t('decision.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: action !== 'enable', loading: busy }}
        onOk={() => void submit()}
        onCancel={() => choose(null)}
        destroyOnHidden
      >
        {action && (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t(COPY[action].effect, { count: user.sessions.length })}
            </Typography.Paragraph>
            {refusal && <Alert type="error" showIcon title={refusal} />}
            <Form form={form} layout="vertical" preserve={false}>
              <Form.Item
                name="reason"
                label={t('users.reason')}
                rules={[{ required: true, whitespace: true, message: t('decision.required') }]}
              >
                <Input.TextArea rows={3} maxLength={500} showCount />
              </Form.Item>
            </Form>
          </Space>
        )}
      </Modal>
    </>
  );
}
