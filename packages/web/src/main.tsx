/**
 * Start-up: storage version, language, antd-mobile on React 19, then the router; the
 * fiat rate is renewed in the background when older than 24 h; the service worker.
 */
import { createRoot, type Root } from 'react-dom/client';
import { StrictMode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { unstableSetRender } from 'antd-mobile';
import { LANG_LOCALES } from '@bourse/shared';
import { session } from './store/session.ts';
import { initI18n } from './i18n/index.ts';
import { queryClient } from './api/queryClient.ts';
import { App } from './app/router.tsx';
import { LocaleProvider } from './app/LocaleProvider.tsx';
import { refreshFiatIfStale } from './features/fiat/rates.ts';
import './styles/global.css';

// STACK.md pitfall 2: antd-mobile's Toast/Dialog need a React 19 renderer.
unstableSetRender((node, container) => {
  const el = container as Element & { _bourseRoot?: Root };
  el._bourseRoot ??= createRoot(el);
  el._bourseRoot.render(node);
  return async () => {
    await Promise.resolve();
    el._bourseRoot?.unmount();
    delete el._bourseRoot;
  };
});

// The installable app (production builds): the service worker, and the browser's install offer
// kept for the download page. A separate chunk, off the home route's budget.
if (import.meta.env.PROD) {
  import('./features/download/pwa.ts').then(
    (pwa) => pwa.startInstallable(),
    () => undefined,
  );
}

async function start(): Promise<void> {
  const { lang } = session.get();
  await initI18n(lang);
  document.documentElement.lang = LANG_LOCALES[lang];
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <LocaleProvider>
        <QueryClientProvider client={queryClient}>
          <App />
        </QueryClientProvider>
      </LocaleProvider>
    </StrictMode>,
  );
  // Spec 9: the rate cache lives 24 h; renew it once per launch, not only in settings.
  void refreshFiatIfStale();
}

void start();
