/** The get-code button on screen: sends once, counts down a second a tick, then offers resend. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type * as AntdMobile from 'antd-mobile';
import { initI18n } from '../../../i18n/index.ts';
import { CodeButton, TICK_MS } from './CodeInput.tsx';

// Toasts render through antd-mobile's own root; here only what was said matters.
const toast = vi.hoisted(() => vi.fn());
vi.mock('antd-mobile', async (original) => ({
  ...(await original<typeof AntdMobile>()),
  Toast: { show: toast, clear: vi.fn() },
}));

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('CodeButton', () => {
  it('says what the server said when it says something (a recovery code claims no account)', async () => {
    const said = 'If this address belongs to an account, a verification code has been sent to it';
    render(<CodeButton onSend={async () => said} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button'));
    });
    expect(toast).toHaveBeenCalledWith({ content: said });
  });

  it('sends, counts down from 60 and comes back as "Resend"', async () => {
    vi.useFakeTimers();
    const onSend = vi.fn(async () => undefined);
    render(<CodeButton onSend={onSend} />);
    const button = screen.getByRole('button');
    expect(button.textContent).toBe('Get code');

    await act(async () => {
      fireEvent.click(button);
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({ content: 'Verification code sent' });
    expect(button.textContent).toBe('Resend (60s)');
    expect((button as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(button);
    expect(onSend).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(TICK_MS));
    expect(button.textContent).toBe('Resend (59s)');
    act(() => vi.advanceTimersByTime(59 * TICK_MS));
    expect(button.textContent).toBe('Resend');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });

  it('lets the user try again at once when the send is refused', async () => {
    const onSend = vi.fn(async () => {
      throw new Error('refused');
    });
    render(<CodeButton onSend={onSend} />);
    const button = screen.getByRole('button');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button.textContent).toBe('Get code');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
