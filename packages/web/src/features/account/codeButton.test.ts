import { describe, expect, it } from 'vitest';
import {
  CODE_COOLDOWN_S,
  canSend,
  codeButtonLabel,
  codeButtonReducer,
  initialCodeButton,
  type CodeButtonEvent,
  type CodeButtonState,
} from './codeButton.ts';

const run = (events: CodeButtonEvent[], from: CodeButtonState = initialCodeButton) =>
  events.reduce(codeButtonReducer, from);
const ticks = (n: number): CodeButtonEvent[] => Array.from({ length: n }, () => ({ type: 'tick' }));

describe('code button state machine', () => {
  it('starts idle and may send', () => {
    expect(initialCodeButton).toEqual({ status: 'idle', everSent: false });
    expect(canSend(initialCodeButton)).toBe(true);
    expect(codeButtonLabel(initialCodeButton)).toEqual({ key: 'code.get' });
  });

  it('goes idle -> sending -> sent with a 60 s countdown', () => {
    const sending = run([{ type: 'send' }]);
    expect(sending).toEqual({ status: 'sending', everSent: false });
    expect(canSend(sending)).toBe(false);
    expect(codeButtonLabel(sending)).toEqual({ key: 'code.sending' });
    const sent = codeButtonReducer(sending, { type: 'sent' });
    expect(sent).toEqual({ status: 'sent', remaining: CODE_COOLDOWN_S });
    expect(CODE_COOLDOWN_S).toBe(60);
    expect(codeButtonLabel(sent)).toEqual({ key: 'code.countdown', params: { count: 60 } });
  });

  it('counts down one a tick and refuses a second send meanwhile', () => {
    const after59 = run([{ type: 'send' }, { type: 'sent' }, ...ticks(59)]);
    expect(after59).toEqual({ status: 'sent', remaining: 1 });
    expect(codeButtonReducer(after59, { type: 'send' })).toBe(after59);
    expect(canSend(after59)).toBe(false);
  });

  it('returns to idle after 60 ticks and then offers "resend"', () => {
    const done = run([{ type: 'send' }, { type: 'sent' }, ...ticks(60)]);
    expect(done).toEqual({ status: 'idle', everSent: true });
    expect(canSend(done)).toBe(true);
    expect(codeButtonLabel(done)).toEqual({ key: 'code.resend' });
    expect(run([{ type: 'send' }], done)).toEqual({ status: 'sending', everSent: true });
  });

  it('goes back to idle when the server refuses the send', () => {
    expect(run([{ type: 'send' }, { type: 'failed' }])).toEqual({
      status: 'idle',
      everSent: false,
    });
  });

  it('uses the server cooldown when one is given, at least one second', () => {
    expect(run([{ type: 'send' }, { type: 'sent', cooldown: 42 }])).toEqual({
      status: 'sent',
      remaining: 42,
    });
    expect(run([{ type: 'send' }, { type: 'sent', cooldown: 0 }])).toEqual({
      status: 'sent',
      remaining: 1,
    });
  });

  it('ignores events that do not fit the state', () => {
    expect(run([{ type: 'tick' }])).toBe(initialCodeButton);
    expect(run([{ type: 'sent' }])).toBe(initialCodeButton);
    expect(run([{ type: 'failed' }])).toBe(initialCodeButton);
    const sent = run([{ type: 'send' }, { type: 'sent' }]);
    expect(codeButtonReducer(sent, { type: 'failed' })).toBe(sent);
  });

  it('resets to the first state', () => {
    expect(run([{ type: 'send' }, { type: 'sent' }, { type: 'reset' }])).toEqual(initialCodeButton);
  });
});
