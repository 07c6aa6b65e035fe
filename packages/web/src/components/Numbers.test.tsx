import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { Change, FiatValue, Num, direction } from './Numbers.tsx';
import { session } from '../store/session.ts';

afterEach(cleanup);

describe('number components', () => {
  it('Num formats by kind', () => {
    render(<Num value="1234567" kind="compact" />);
    expect(screen.getByText('1.23M')).toBeTruthy();
  });

  it('Change colours by direction and signs the value', () => {
    render(
      <>
        <Change percent="2.345" />
        <Change percent="-0.5" />
        <Change percent="0" />
        <Change percent={undefined} />
      </>,
    );
    expect(screen.getByText('+2.35%').className).toBe('up');
    expect(screen.getByText('-0.50%').className).toBe('down');
    expect(screen.getByText('0.00%').className).toBe('');
    expect(screen.getByText('—')).toBeTruthy();
    expect([direction('x'), direction(''), direction('1e-9')]).toEqual(['', '', 'up']);
  });

  it('FiatValue converts with the stored display fiat', () => {
    session.set({ fiat: { currency_code: 'EUR', rate: '0.9', saveTime: 0 } });
    render(<FiatValue usdt="100" />);
    expect(screen.getByText('€90.00')).toBeTruthy();
    session.set({ fiat: { currency_code: 'USD', rate: '1', saveTime: 0 } });
  });
});
