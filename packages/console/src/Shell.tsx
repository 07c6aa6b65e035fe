/**
 * The desk's frame: the menu of the operator's sections, who is signed in and their role,
 * the language and sign-out; the section in the address (`#/deposits`) so a link or a
 * reload opens the same screen.
 */
import { Suspense, useEffect, useMemo, useState } from 'react';
import { Avatar, Button, Layout, Menu, Result, Space, Spin, Typography } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { roleAllows, type OperatorInfo } from '@bourse/shared';
import { signOut } from './signOut.ts';
import { LangSelect } from './components/LangSelect.tsx';
import { RoleTag } from './components/RoleTag.tsx';
import { useT } from './i18n/index.ts';
import { OperatorContext } from './operator.ts';
import { GROUP_LABELS, SECTIONS, type Section } from './sections.tsx';

function keyFromHash(): string {
  return window.location.hash.replace(/^#\/?/, '').split(/[/?]/)[0] ?? '';
}

export function Shell({ operator }: { operator: OperatorInfo }) {
  const t = useT();
  const mine = useMemo(
    () => SECTIONS.filter((s) => roleAllows(operator.role, s.roles)),
    [operator.role],
  );
  const [key, setKey] = useState(keyFromHash);
  useEffect(() => {
    const onHash = () => setKey(keyFromHash());
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const section: Section | undefined = mine.find((s) => s.key === (key || 'dashboard'));
  const groups = Object.entries(GROUP_LABELS)
    .map(([group, label]) => ({
      type: 'group' as const,
      key: group,
      label: t(label),
      children: mine
        .filter((s) => s.group === group)
        .map((s) => ({ key: s.key, icon: s.icon, label: t(s.label) })),
    }))
    .filter((g) => g.children.length > 0);
  const Page = section?.page;

  return (
    <OperatorContext.Provider value={operator}>
      <Layout style={{ minHeight: '100%' }}>
        <Layout.Sider width={232} theme="dark" breakpoint="lg" collapsedWidth={64}>
          <div className="console-brand">
            <img src="/h5/logo.svg" alt="" />
            <span>{t('shell.brand')}</span>
          </div>
          <Menu
            theme="dark"
            mode="inline"
            selectedKeys={[section?.key ?? '']}
            items={groups}
            onClick={({ key: k }) => {
              window.location.hash = `#/${k}`;
            }}
          />
        </Layout.Sider>
        <Layout>
          <Layout.Header className="console-header">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {section ? t(section.label) : ''}
            </Typography.Title>
            <Space size={16}>
              <Space data-testid="signed-in-as">
                <Avatar size="small" icon={<UserOutlined />} />
                <Typography.Text strong>{operator.name}</Typography.Text>
                <Typography.Text type="secondary">{operator.email}</Typography.Text>
                <RoleTag role={operator.role} />
              </Space>
              <LangSelect />
              <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
                {t('shell.signOut')}
              </Button>
            </Space>
          </Layout.Header>
          <Layout.Content className="console-content">
            {Page ? (
              <Suspense fallback={<Spin />}>
                <Page key={section.key} />
              </Suspense>
            ) : (
              <Result status="403" title={t('shell.noSection')} />
            )}
          </Layout.Content>
        </Layout>
      </Layout>
    </OperatorContext.Provider>
  );
}
