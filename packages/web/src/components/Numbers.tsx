/**
 * Numbers on screen, always through the shared formatters (STYLE.md: format by meaning):
 * `<Num>` for a decimal of a kind, `<Change>` for a signed percent in up green / down
 * red (spec 9), `<FiatValue>` for a USDT amount in the user's display fiat.
 */
import { dec, formatFiat, formatNumber, type FormatOptions, type NumberKind } from '@bourse/shared';
import { useSession } from '../store/session.ts';

type Value = string | null | undefined;

export function Num({
  value,
  kind,
  className,
  ...opts
}: { value: Value; kind: NumberKind; className?: string } & FormatOptions) {
  return <span className={className}>{formatNumber(value, kind, opts)}</span>;
}

/** "up", "down" or "" for a decimal string; unknown values are neither. */
export function direction(value: Value): 'up' | 'down' | '' {
  try {
    if (value === null || value === undefined || value.trim() === '') return '';
    const d = dec(value);
    return d.gt(0) ? 'up' : d.lt(0) ? 'down' : '';
  } catch {
    return '';
  }
}

export function Change({ percent, className }: { percent: Value; className?: string }) {
  const dir = direction(percent);
  return (
    <span className={[dir, className].filter(Boolean).join(' ')}>
      {formatNumber(percent, 'percent', { sign: true })}
    </span>
  );
}

export function FiatValue({ usdt, className }: { usdt: Value; className?: string }) {
  const fiat = useSession((s) => s.fiat);
  return <span className={className}>{formatFiat(usdt, fiat)}</span>;
}
