import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminInstrument } from '@bourse/shared';
import { fakeServer, Refusal, renderDesk } from '../../test/desk.tsx';
import Instruments from './Instruments.tsx';

function pair(over: Partial<AdminInstrument> = {}): AdminInstrument {
  return {
    id: 1,
    symbol: 'BTC/USDT',
    kind: 'crypto',
    tick_size: '0.01',
    lot_size: '0.00001',
    min_amount: '5',
    maker_fee: '0.001',
    taker_fee: '0.002',
    session: null,
    is_active: true,
    sort: 1,
    version: 3,
    ...over,
  };
}

const PAIRS = [
  pair(),
  pair({ id: 2, symbol: 'AAPL/USD', kind: 'stock', session: 'us', is_active: false, version: 1 }),
];

function rowOf(symbol: string): HTMLElement {
  return screen.getByText(symbol).closest('tr')!;
}

describe('the trading pairs screen', () => {
  it('lists every pair with its grid, fees as rates and percents, and its trading state', async () => {
    const { calls } = fakeServer({ 'GET /api/admin/instruments': PAIRS });
    renderDesk(<Instruments />);
    await screen.findByText('BTC/USDT');
    expect(calls[0]!.path).toBe('/api/admin/instruments');
    const btc = within(rowOf('BTC/USDT'));
    expect(btc.getByText('0.00001')).toBeTruthy();
    expect(btc.getByText('0.001')).toBeTruthy();
    expect(btc.getByText('(0.1%)')).toBeTruthy();
    expect(btc.getByText('(0.2%)')).toBeTruthy();
    expect(btc.getByText('On')).toBeTruthy();
    expect(btc.getByText('v3')).toBeTruthy();
    const aapl = within(rowOf('AAPL/USD'));
    expect(aapl.getByText('Halted')).toBeTruthy();
    expect(aapl.getByText('us')).toBeTruthy();
    expect(screen.getByText(/Tick and lot sizes cannot be changed here/)).toBeTruthy();
  });

  it('edits the fees and the minimum as the decimal strings typed', async () => {
    let edited = false;
    const { calls } = fakeServer({
      'GET /api/admin/instruments': () => (edited ? [pair({ maker_fee: '0.0008' })] : PAIRS),
      'POST /api/admin/instruments/1': () => {
        edited = true;
        return pair({ maker_fee: '0.0008' });
      },
    });
    renderDesk(<Instruments />);
    await screen.findByText('BTC/USDT');
    fireEvent.click(within(rowOf('BTC/USDT')).getByRole('button', { name: /Edit/ }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(/open orders sit on the pair's grid/)).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('Maker fee'), { target: { value: '0.0008' } });
    fireEvent.change(within(drawer).getByLabelText('Minimum order value'), {
      target: { value: '10.50' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/instruments/1')).toBe(true),
    );
    const edit = calls.find((c) => c.path === '/api/admin/instruments/1')!;
    expect(edit.body).toEqual({
      maker_fee: '0.0008',
      taker_fee: '0.002',
      min_amount: '10.50',
      is_active: true,
      sort: 1,
      lang: 'en',
    });
    expect(await screen.findByText('(0.08%)')).toBeTruthy();
  });

  it('shows the server refusal of a fee inside the form', async () => {
    fakeServer({
      'GET /api/admin/instruments': PAIRS,
      'POST /api/admin/instruments/1': new Refusal('The fee rate must be at most 0.1'),
    });
    renderDesk(<Instruments />);
    await screen.findByText('BTC/USDT');
    fireEvent.click(within(rowOf('BTC/USDT')).getByRole('button', { name: /Edit/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Taker fee'), { target: { value: '0.5' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('The fee rate must be at most 0.1')).toBeTruthy();
  });

  it('refuses a fee that is not a plain decimal before sending it', async () => {
    const { calls } = fakeServer({ 'GET /api/admin/instruments': PAIRS });
    renderDesk(<Instruments />);
    await screen.findByText('BTC/USDT');
    fireEvent.click(within(rowOf('BTC/USDT')).getByRole('button', { name: /Edit/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Maker fee'), { target: { value: '1e-3' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(/Enter a plain decimal number/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('halts a pair from its row after a confirmation', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/instruments': PAIRS,
      'POST /api/admin/instruments/1': pair({ is_active: false }),
    });
    renderDesk(<Instruments />);
    await screen.findByText('BTC/USDT');
    fireEvent.click(screen.getByRole('switch', { name: 'Trading of BTC/USDT' }));
    expect(await screen.findByText(/Halt trading of BTC\/USDT\?/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/admin/instruments/1')).toBe(true),
    );
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ is_active: false, lang: 'en' });
    expect(await screen.findByText('Trading of BTC/USDT halted')).toBeTruthy();
  });
});
