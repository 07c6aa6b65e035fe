/** A round avatar: the uploaded picture, else the nickname's first letter on brand yellow. */
import type { CSSProperties } from 'react';

export function Avatar({
  src,
  name,
  size = 56,
}: {
  src?: string | null | undefined;
  name?: string | undefined;
  size?: number;
}) {
  const style: CSSProperties = {
    width: size,
    height: size,
    borderRadius: '50%',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
    background: src ? 'var(--surface-2)' : 'linear-gradient(135deg, #f8d33a, #f0b90b)',
    color: '#15171c',
    fontWeight: 700,
    fontSize: Math.round(size * 0.42),
  };
  if (src) {
    return (
      <span style={style}>
        <img src={src} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
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
