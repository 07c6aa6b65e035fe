/** The withdrawal confirmation repeats where the money goes: network and address, or the card. */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { initI18n, loadLanguage } from '../../../i18n/index.ts';
import { WithdrawSummary } from './WithdrawSummary.tsx';

beforeAll(async () => {
  await initI18n('en');
  await loadLanguage('en');
});
afterEach(cleanup);

describe('WithdrawSummary', () => {
  it('repeats the network and the whole address of a crypto withdrawal', () => {
    const address = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
    render(
      <WithdrawSummary
        amount="25 USDT"
        fee="1 USDT"
        feeLabel="Network fee"
        target={{ kind: 'address', network: 'TRC20', address }}
      />,
    );
    expect(screen.getByTestId('withdraw-network').textContent).toBe('TRC20');
    expect(screen.getByTestId('withdraw-address').textContent).toBe(address);
    expect(screen.getByText('Network')).toBeTruthy();
    expect(screen.getByText('Withdrawal address')).toBeTruthy();
    expect(screen.getByText('25 USDT')).toBeTruthy();
  });

  it('repeats the bank card (masked) and its holder of a bank withdrawal', () => {
    render(
      <WithdrawSummary
        amount="250 USDT"
        fee="15 USDT"
        feeLabel="Bank fee"
        target={{
          kind: 'bank',
          card: { account: '**** 9012', bankName: 'ICBC', holderName: 'Jane Doe' },
        }}
      />,
    );
    expect(screen.getByTestId('withdraw-account').textContent).toBe('ICBC **** 9012');
    expect(screen.getByText('Jane Doe')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-address')).toBeNull();
  });
});
