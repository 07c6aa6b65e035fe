/** A round avatar: the uploaded picture, else the nickname's first letter on brand yellow. */
import type { CSSProperties } from 'react';
import { isBundledAvatar } from '@bourse/shared';

export function Avatar({
  src,
  name,
  size = 56,
}: {
  src?: string | null | undefined;
  name?: string | undefined;
  size?: number;
}) {
  // The original client's bundled avatars (`/static/image/avatar/N.png`) live in its own
  // bundle, not in this app: the initial stands in for them.
  const picture = src && !isBundledAvatar(src) ? src : null;
  const style: CSSProperties = {
    width: size,
    height: size,
    borderRadius: '50%',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    background: picture ? 'var(--surface-2)' : 'linear-gradient(135deg, #f8d33a, #f0b90b)',
    color: '#15171c',
    fontWeight: 700,
    fontSize: Math.round(size * 0.42),
  };
  if (picture) {
    return (
      <span style={style}>
        <img src={picture} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </span>
    );
  }
  const initial = [...(name ?? '').trim()][0]?.toUpperCase() ?? 'B';
  return (
    <span style={style} aria-hidden>
      {initial}
    </span>
  );
}
