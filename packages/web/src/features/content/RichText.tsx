/** Server rich text, always passed through the allow-list sanitizer before render. */
import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize.ts';
import styles from './RichText.module.css';

export function RichText({ html, className }: { html: string; className?: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div
      className={`${styles.rich} ${className ?? ''}`}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
