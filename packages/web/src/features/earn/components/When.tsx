/**
 * How long until an event, in the user's words: "in 2d 5h", "in 3h 12m", "in 4m 09s", or
 * "due now" once it has passed (the server's job has yet to run). The phone's clock is only
 * for display; the server's jobs decide.
 */
import { useTranslation } from 'react-i18next';
import { timeLeft } from '../model.ts';

export function useSpan(): (atSec: number, nowMs: number) => string {
  const { t } = useTranslation('earn');
  return (atSec, nowMs) => {
    const left = timeLeft(atSec, nowMs);
    if (!left) return t('time.due');
    const unit = (n: number, u: 'd' | 'h' | 'm' | 's', pad = false) =>
      `${pad ? String(n).padStart(2, '0') : n}${t(`time.${u}`)}`;
    const span =
      left.days > 0
        ? `${unit(left.days, 'd')} ${unit(left.hours, 'h')}`
        : left.hours > 0
          ? `${unit(left.hours, 'h')} ${unit(left.minutes, 'm')}`
          : `${unit(left.minutes, 'm')} ${unit(left.seconds, 's', true)}`;
    return t('time.in', { span });
  };
}
