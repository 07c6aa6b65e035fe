/** The shared account form plumbing: errors cleared per field, check before send, busy, drafts. */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '../../i18n/index.ts';
import { PasswordPair } from './components/PasswordPair.tsx';
import { clearDraft } from './draft.ts';
import type { Checked } from './forms.ts';
import { useAccountForm, type AccountFormOptions } from './useAccountForm.ts';

beforeAll(() => initI18n('en'));
afterEach(cleanup);

type Values = { password: string; re_password: string };

function Harness({
  check,
  send,
  options,
}: {
  check: (v: Values) => Checked<Values>;
  send: (data: Values) => Promise<void>;
  options?: AccountFormOptions;
}) {
  const form = useAccountForm({ password: '', re_password: '' }, options);
  return (
    <form onSubmit={form.submit(() => check(form.values), send)} noValidate>
      <PasswordPair form={form} />
      <button type="submit" disabled={form.busy}>
        go
      </button>
    </form>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const refuse = (): Checked<Values> => ({ ok: false, errors: { password: 'Too short' } });

describe('useAccountForm with PasswordPair', () => {
  it('shows the login password words, the rules as a hint, and new-password autocomplete', () => {
    render(<Harness check={refuse} send={vi.fn()} />);
    expect(input('New password').placeholder).toBe('Enter a new password');
    expect(input('Confirm password').placeholder).toBe('Enter the password again');
    expect(input('New password').autocomplete).toBe('new-password');
    expect(screen.getByText('7 to 128 characters')).toBeTruthy();
  });

  it('refuses with the errors of the check, sends nothing, and clears an error on typing', () => {
    const send = vi.fn(async () => undefined);
    render(<Harness check={refuse} send={send} />);
    fireEvent.click(screen.getByText('go'));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Too short');
    fireEvent.change(input('New password'), { target: { value: 'a' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input('New password').value).toBe('a');
  });

  it('sends what passed, busy until the send ends, even when it fails', async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const send = vi.fn(
      () => new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject()))),
    );
    render(<Harness check={(v) => ({ ok: true, data: v })} send={send} />);
    fireEvent.change(input('New password'), { target: { value: 'Secret123' } });
    fireEvent.change(input('Confirm password'), { target: { value: 'Secret123' } });
    fireEvent.click(screen.getByText('go'));
    expect(send).toHaveBeenCalledWith({ password: 'Secret123', re_password: 'Secret123' });
    expect((screen.getByText('go') as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish(false));
    expect((screen.getByText('go') as HTMLButtonElement).disabled).toBe(false);
  });

  it('filters every typed value', () => {
    render(
      <Harness check={refuse} send={vi.fn()} options={{ filter: (v) => v.replace(/\D/g, '') }} />,
    );
    fireEvent.change(input('New password'), { target: { value: '12a3' } });
    expect(input('New password').value).toBe('123');
  });

  it('keeps the values in a draft across a remount', () => {
    const options = { draft: 'useAccountForm.test' };
    render(<Harness check={refuse} send={vi.fn()} options={options} />);
    fireEvent.change(input('New password'), { target: { value: 'kept' } });
    cleanup();
    render(<Harness check={refuse} send={vi.fn()} options={options} />);
    expect(input('New password').value).toBe('kept');
    clearDraft(options.draft);
  });
});
