/**
 * Two-step sign-in set-up, shown at an operator's first sign-in (and after
 * `npm run admin -- reset-totp`): the server makes a secret, the operator scans its QR code
 * (or types the secret) into an authenticator app and confirms with the code it shows.
 */
import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Space, Spin, Steps, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { OperatorInfo, OperatorTotpSetup } from '@bourse/shared';
import { api } from '../api.ts';
import { signOut } from '../signOut.ts';
import { LangSelect } from '../components/LangSelect.tsx';
import { useT } from '../i18n/index.ts';

export function Enrol({ operator, onDone }: { operator: OperatorInfo; onDone: () => void }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const setup = useQuery({
    queryKey: ['totp-setup', operator.id],
    queryFn: () => api.post<OperatorTotpSetup>('/admin/totp/setup'),
    staleTime: Infinity,
  });

  const enable = async ({ code }: { code: string }) => {
    setBusy(true);
    setError(null);
    try {
      await api.post('/admin/totp/enable', { code });
      onDone();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="console-login">
      <Card style={{ width: 460 }}>
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('enrol.title')}
            </Typography.Title>
            <LangSelect />
          </Space>
          <Typography.Text type="secondary">
            {t('enrol.intro', { name: operator.name })}
          </Typography.Text>
          <Steps
            size="small"
            orientation="vertical"
            items={[
              { title: t('enrol.step1'), status: 'process' },
              { title: t('enrol.step2'), status: 'process' },
            ]}
          />
          {setup.isPending && <Spin />}
          {setup.isError && <Alert type="error" showIcon title={setup.error.message} />}
          {setup.data && (
            <Space orientation="vertical" align="center" style={{ width: '100%' }}>
              <img
                src={setup.data.qr}
                alt={t('enrol.qrAlt')}
                width={200}
                height={200}
                data-testid="totp-qr"
              />
              <Typography.Text type="secondary">{t('enrol.manual')}</Typography.Text>
              <Typography.Text code copyable className="console-mono" data-testid="totp-secret">
                {setup.data.secret}
              </Typography.Text>
            </Space>
          )}
          {error && <Alert type="error" showIcon title={error} role="alert" />}
          <Form<{ code: string }> layout="vertical" onFinish={(f) => void enable(f)}>
            <Form.Item
              name="code"
              label={t('enrol.code')}
              rules={[{ required: true, message: t('enrol.codeRequired') }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={busy} disabled={!setup.data}>
                {t('enrol.submit')}
              </Button>
              <Button onClick={() => void signOut()}>{t('shell.signOut')}</Button>
            </Space>
          </Form>
        </Space>
      </Card>
    </div>
  );
}
