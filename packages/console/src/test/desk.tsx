/**
 * Renders a console screen as a signed-in operator against a fake server: `routes` maps
 * `METHOD /api/path` to the `message` of an ok reply (or a function of the request's
 * query/body). Every call is recorded in `calls`. An unknown route fails the test loudly.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { OperatorInfo, OperatorRole } from '@bourse/shared';
import { OperatorContext } from '../operator.ts';
import { operatorSession } from '../session.ts';

export interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown> | null;
}

export type Reply = ((call: Call) => unknown) | object | string | number | boolean | null;

/** A refusal reply: `refuse('message')` as a route's value. */
export class Refusal {
  constructor(readonly message: string) {}
}

export function operator(role: OperatorRole, id = 7): OperatorInfo {
  return {
    id,
    email: `${role}@bourse.test`,
    name: `${role} operator`,
    role,
    created_at: 1_700_000_000,
    last_login_at: null,
    totp_enabled: true,
  };
}

export function fakeServer(routes: Record<string, Reply>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://console.test');
    const method = init?.method ?? 'GET';
    const call: Call = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
    };
    calls.push(call);
    const key = `${method} ${url.pathname}`;
    if (!(key in routes)) throw new Error(`no fake route for ${key}`);
    const route = routes[key];
    const message = typeof route === 'function' ? (route as (c: Call) => unknown)(call) : route;
    const body =
      message instanceof Refusal
        ? { type: 'error', message: message.message }
        : { type: 'ok', message };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

export function renderDesk(ui: ReactElement, role: OperatorRole = 'admin') {
  operatorSession.signedIn('test-token');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AntApp>
      <QueryClientProvider client={client}>
        <OperatorContext.Provider value={operator(role)}>{ui}</OperatorContext.Provider>
      </QueryClientProvider>
    </AntApp>,
  );
}
