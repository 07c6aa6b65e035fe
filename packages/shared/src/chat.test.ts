import { describe, expect, it } from 'vitest';
import { CHAT_SUPPORT_HOURS_DEFAULT, supportStatus } from './chat.ts';

const at = (iso: string) => new Date(iso);

describe('supportStatus', () => {
  it('is online inside the hours, the start included and the end excluded', () => {
    expect(supportStatus('01:00-13:00', at('2026-03-02T01:00:00Z')).online).toBe(true);
    expect(supportStatus('01:00-13:00', at('2026-03-02T12:59:59Z')).online).toBe(true);
    expect(supportStatus('01:00-13:00', at('2026-03-02T13:00:00Z')).online).toBe(false);
  });

  it('expects the reply at the next start: later today, or tomorrow', () => {
    expect(supportStatus('01:00-13:00', at('2026-03-02T00:30:00Z')).opensAt).toEqual(
      at('2026-03-02T01:00:00Z'),
    );
    expect(supportStatus('01:00-13:00', at('2026-03-02T20:00:00Z')).opensAt).toEqual(
      at('2026-03-03T01:00:00Z'),
    );
  });

  it('handles hours that run past midnight', () => {
    expect(supportStatus('22:00-06:00', at('2026-03-02T23:00:00Z')).online).toBe(true);
    expect(supportStatus('22:00-06:00', at('2026-03-02T05:00:00Z')).online).toBe(true);
    const off = supportStatus('22:00-06:00', at('2026-03-02T12:00:00Z'));
    expect(off).toMatchObject({ online: false, opensAt: at('2026-03-02T22:00:00Z') });
  });

  it('falls back to the default for a value it cannot read or an empty range', () => {
    for (const bad of ['', '9-5', '25:00-01:00', '08:00-08:00']) {
      expect(supportStatus(bad, at('2026-03-02T10:00:00Z')).hours).toBe(CHAT_SUPPORT_HOURS_DEFAULT);
    }
  });
});
