/**
 * Time left to an instant, counted from the server's clock (`now_ts` of the reply), not
 * the phone's: a phone set a few minutes off would otherwise show the wrong end.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const pad = (n: number) => String(n).padStart(2, '0');

/** Milliseconds "now" on the server's clock, ticking every second while mounted. */
export function useServerNow(serverNowTs?: number): number {
  // The offset is taken once, when the reply first arrives: later replies move it by the
  // request's travel time only.
  const [offsetMs] = useState(() =>
    serverNowTs === undefined ? 0 : serverNowTs * 1000 - Date.now(),
  );
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 1000);
    return () => clearInterval(timer);
  }, [offsetMs]);
  return now;
}

/** Whole seconds from `nowMs` to `toTs` (unix seconds), never below zero. */
export const secondsLeft = (toTs: number, nowMs: number) =>
  Math.max(0, Math.floor((toTs * 1000 - nowMs) / 1000));

/** "2d 03:04:05", or "03:04:05" under a day. */
export function useLeftText() {
  const { t } = useTranslation('nft');
  return (seconds: number) => {
    const d = Math.floor(seconds / 86400);
    const hms = `${pad(Math.floor((seconds % 86400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
    return d > 0 ? t('time.daysAnd', { count: d, hms }) : hms;
  };
}

export function Countdown({
  toTs,
  serverNowTs,
  className,
}: {
  toTs: number;
  serverNowTs?: number;
  className?: string;
}) {
  const now = useServerNow(serverNowTs);
  const text = useLeftText();
  return (
    <span className={className} role="timer">
      {text(secondsLeft(toTs, now))}
    </span>
  );
}
