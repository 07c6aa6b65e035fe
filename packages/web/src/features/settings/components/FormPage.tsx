/** A settings form screen: the back bar, a short note under the title, the form. */
import type { ReactNode } from 'react';
import { NavBar } from '../../../components/NavBar.tsx';

export function FormPage({
  title,
  note,
  children,
}: {
  title: string;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div style={{ minHeight: '100vh', background: 'var(--bg)' }}>
      <NavBar title={title} />
      <div style={{ padding: '8px 20px 32px' }}>
        {note && (
          <p
            style={{
              margin: '0 0 22px',
              padding: '12px 14px',
              borderRadius: 10,
              background: 'rgba(240, 185, 11, 0.08)',
              color: 'var(--text-2)',
              fontSize: 13,
              lineHeight: 1.5,
            }}
          >
            {note}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
