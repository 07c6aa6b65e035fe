/**
 * Operator sign-in: email, password and, once two-step sign-in is set up, the
 * authenticator's six digits. A first sign-in goes on to the set-up (pages/Enrol).
 */
import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { api } from '../api.ts';
import { LangSelect } from '../components/LangSelect.tsx';
import { useT } from '../i18n/index.ts';
import { operatorSession, useOperatorSession } from '../session.ts';

interface Fields {
  email: string;
  password: string;
  code?: string;
}

export function Login() {
  const t = useT();
  const { ended } = useOperatorSession();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (fields: Fields) => {
    setBusy(true);
    setError(null);
    try {
      const token = await api.post<string>('/admin/login', {
        email: fields.email,
        password: fields.password,
        ...(fields.code ? { code: fields.code } : {}),
      });
      operatorSession.signedIn(token);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="console-login">
      <Card>
        <Space orientation="vertical" size={20} style={{ width: '100%' }}>
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Space>
              <img src="/h5/logo.svg" alt="" width={32} height={32} />
              <Typography.Title level={4} style={{ margin: 0 }}>
                {t('login.title')}
              </Typography.Title>
            </Space>
            <LangSelect />
          </Space>
          {ended && (
            <Alert
              type="info"
              showIcon
              title={t(ended === 'idle' ? 'login.endedIdle' : 'login.endedExpired')}
            />
          )}
          {error && <Alert type="error" showIcon title={error} role="alert" />}
          <Form<Fields> layout="vertical" onFinish={(f) => void submit(f)} requiredMark={false}>
            <Form.Item
              name="email"
              label={t('login.email')}
              rules={[{ required: true, message: t('login.emailRequired') }]}
            >
              <Input prefix={<MailOutlined />} autoComplete="username" />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('login.password')}
              rules={[{ required: true, message: t('login.passwordRequired') }]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
            </Form.Item>
            <Form.Item name="code" label={t('login.code')} extra={t('login.codeHelp')}>
              <Input
                prefix={<SafetyOutlined />}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={busy}>
              {t('login.submit')}
            </Button>
          </Form>
        </Space>
      </Card>
    </div>
  );
}
