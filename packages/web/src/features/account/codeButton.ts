/**
 * The get-code button (spec 4: normal, then sent): a pure state machine, so the countdown
 * can be tested without timers. `idle` may send; `sending` waits for the server; `sent`
 * counts down one tick a second from 60 and returns to `idle` at zero. A refused send
 * returns to `idle` at once, so the user can correct the address and try again.
 */
export const CODE_COOLDOWN_S = 60;

export type CodeButtonState =
  | { status: 'idle'; everSent: boolean }
  | { status: 'sending'; everSent: boolean }
  | { status: 'sent'; remaining: number };

export type CodeButtonEvent =
  | { type: 'send' }
  | { type: 'sent'; cooldown?: number }
  | { type: 'failed' }
  | { type: 'tick' }
  | { type: 'reset' };

export const initialCodeButton: CodeButtonState = { status: 'idle', everSent: false };

export function codeButtonReducer(state: CodeButtonState, event: CodeButtonEvent): CodeButtonState {
  switch (event.type) {
    case 'send':
      return state.status === 'idle' ? { status: 'sending', everSent: state.everSent } : state;
    case 'sent':
      return state.status === 'sending'
        ? { status: 'sent', remaining: Math.max(1, Math.floor(event.cooldown ?? CODE_COOLDOWN_S)) }
        : state;
    case 'failed':
      return state.status === 'sending' ? { status: 'idle', everSent: state.everSent } : state;
    case 'tick':
      if (state.status !== 'sent') return state;
      return state.remaining > 1
        ? { status: 'sent', remaining: state.remaining - 1 }
        : { status: 'idle', everSent: true };
    case 'reset':
      return initialCodeButton;
  }
}

/** Whether a tap may send a code now. */
export const canSend = (state: CodeButtonState): boolean => state.status === 'idle';

/** The label's i18n key and parameters: "Get code", "Sending…", "Resend (59s)", "Resend". */
export function codeButtonLabel(state: CodeButtonState): {
  key: string;
  params?: { count: number };
} {
  if (state.status === 'sending') return { key: 'code.sending' };
  if (state.status === 'sent') return { key: 'code.countdown', params: { count: state.remaining } };
  return { key: state.everSent ? 'code.resend' : 'code.get' };
}
