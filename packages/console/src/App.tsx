/**
 * The console's frame: antd's theme and locale in the operator's language, the query
 * client, then one of three screens: sign in, set up the authenticator (an operator
 * without two-step sign-in can do nothing else; the server refuses them everywhere else
 * too), or the desk.
 */
import { useEffect } from 'react';
import { App as AntApp, ConfigProvider, Result, Spin } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import esES from 'antd/locale/es_ES';
import frFR from 'antd/locale/fr_FR';
import jaJP from 'antd/locale/ja_JP';
import koKR from 'antd/locale/ko_KR';
import thTH from 'antd/locale/th_TH';
import zhCN from 'antd/locale/zh_CN';
import zhHK from 'antd/locale/zh_HK';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { Lang, OperatorInfo } from '@bourse/shared';
import { api } from './api.ts';
import { useT } from './i18n/index.ts';
import { Enrol } from './pages/Enrol.tsx';
import { Login } from './pages/Login.tsx';
import { Shell } from './Shell.tsx';
import { useOperatorSession, watchIdle } from './session.ts';
import { queryClient, signOut } from './signOut.ts';

const ANTD_LOCALES: Record<Lang, Locale> = {
  en: enUS,
  zh: zhCN,
  hk: zhHK,
  fra: frFR,
  spa: esES,
  th: thTH,
  jp: jaJP,
  kor: koKR,
};

export function App() {
  const { lang } = useOperatorSession();
  return (
    <ConfigProvider
      locale={ANTD_LOCALES[lang]}
      theme={{ token: { colorPrimary: '#1f6feb', borderRadius: 6 } }}
    >
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <Desk />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}

function Desk() {
  const { token } = useOperatorSession();
  if (!token) return <Login />;
  return <SignedIn token={token} />;
}

function SignedIn({ token }: { token: string }) {
  const t = useT();
  const me = useQuery({
    queryKey: ['me', token],
    queryFn: () => api.get<OperatorInfo>('/admin/me'),
  });

  useEffect(
    () =>
      watchIdle(() => {
        void signOut('idle');
      }),
    [],
  );

  if (me.isPending) {
    return <Spin fullscreen tip={t('common.loading')} />;
  }
  if (me.isError) {
    return <Result status="error" title={me.error.message} />;
  }
  if (!me.data.totp_enabled) return <Enrol operator={me.data} onDone={() => void me.refetch()} />;
  return <Shell operator={me.data} />;
}
