/** The book ladder and the order card, as a person reads and taps them. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { initI18n, loadLanguage } from '../../../i18n/index.ts';
import { BTC_DEPTH, BTC_TICKER, order } from '../fixtures.ts';
import { DepthLadder } from './DepthLadder.tsx';
import { OrderCard } from './OrderCard.tsx';

beforeAll(async () => {
  await initI18n('en');
  await loadLanguage('en');
});
afterEach(cleanup);

describe('DepthLadder', () => {
  it('draws asks above bids with bars proportional to the cumulative size', () => {
    render(<DepthLadder depth={BTC_DEPTH} ticker={BTC_TICKER} rows={5} onPick={() => {}} />);
    const asks = screen.getByLabelText('Asks');
    const bids = screen.getByLabelText('Bids');
    expect(
      within(asks)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['95,002.001.5000', '95,001.000.5000']);
    const widths = screen.getAllByTestId('depth-bar').map((b) => b.style.width);
    // Cumulative 2 and 0.5 (asks), 1 and 3 (bids), over the larger side's 3.
    expect(widths).toEqual(['66.67%', '16.67%', '33.33%', '100%']);
    expect(within(bids).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByText('Price (USDT)')).toBeTruthy();
    expect(screen.getByText('Amount (BTC)')).toBeTruthy();
  });

  it('puts a tapped price, or the last price, into the form', () => {
    const onPick = vi.fn();
    render(<DepthLadder depth={BTC_DEPTH} ticker={BTC_TICKER} rows={5} onPick={onPick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Use the price 94,998.00' }));
    expect(onPick).toHaveBeenLastCalledWith('94998.00');
    fireEvent.click(screen.getByText('95,000.00'));
    expect(onPick).toHaveBeenLastCalledWith('95000.00');
    expect(screen.getByText('$95,000.00')).toBeTruthy();
  });

  it('keeps its height with an empty book', () => {
    const { container } = render(
      <DepthLadder depth={undefined} ticker={BTC_TICKER} rows={3} onPick={() => {}} />,
    );
    expect(screen.queryAllByTestId('depth-bar')).toHaveLength(0);
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(6);
  });
});

describe('OrderCard', () => {
  it('shows a cancelled order with the translated reason', () => {
    render(
      <OrderCard
        order={order({
          status: 'cancelled',
          cancel_reason: 'ioc',
          time_in_force: 'IOC',
          filled_amount: '0.005',
          filled_quote: '470',
          avg_price: '94000.00',
          fee: '0.000005',
        })}
      />,
    );
    expect(screen.getByText('Cancelled')).toBeTruthy();
    expect(screen.getByTestId('cancel-reason').textContent).toBe(
      'The unfilled part was cancelled (IOC)',
    );
    expect(screen.getByText('Limit · IOC')).toBeTruthy();
    expect(screen.getByText('0.005 (25%)')).toBeTruthy();
    expect(screen.getByText('0.000005 BTC')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('offers cancel on an open order and says market for a market price', () => {
    const onCancel = vi.fn();
    const o = order({ status: 'partial', order_type: 'market', price: null });
    render(<OrderCard order={o} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledWith(o);
    expect(screen.getAllByText('Market')).toHaveLength(2);
    expect(screen.getByText('Partly filled')).toBeTruthy();
  });

  it('unfolds its fills', () => {
    render(
      <OrderCard
        order={order({
          status: 'filled',
          side: 'sell',
          type: 2,
          fee_currency: 'USDT',
          fills: [
            {
              id: 1,
              price: '94000',
              amount: '0.015',
              quote_amount: '1410',
              fee: '1.41',
              fee_currency: 'USDT',
              role: 'maker',
              time: 1_790_000_100,
            },
            {
              id: 2,
              price: '94100',
              amount: '0.005',
              quote_amount: '470.5',
              fee: '0.4705',
              fee_currency: 'USDT',
              role: 'taker',
              time: 1_790_000_200,
            },
          ],
        })}
      />,
    );
    // The status, and the label of the filled quantity.
    expect(screen.getAllByText('Filled')).toHaveLength(2);
    expect(screen.getByText('Sell')).toBeTruthy();
    expect(screen.queryByText(/Maker/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Fills \(2\)/ }));
    expect(screen.getByText('0.015 @ 94,000.00')).toBeTruthy();
    expect(screen.getByText('Maker · 1.4100 USDT')).toBeTruthy();
    expect(screen.getByText('Taker · 0.4705 USDT')).toBeTruthy();
  });
});
