/** The custom navigation bar (spec 2): back arrow, centred title, optional right slot. */
import type { ReactNode } from 'react';
import { NavBar as MobileNavBar } from 'antd-mobile';
import { navigateBack } from '../app/nav.ts';

export function NavBar({
  title,
  right,
  back = true,
}: {
  title: ReactNode;
  right?: ReactNode;
  back?: boolean;
}) {
  return (
    <div style={{ position: 'sticky', top: 0, zIndex: 50, background: 'var(--bg)' }}>
      <MobileNavBar
        back={back ? '' : null}
        backIcon={back}
        onBack={() => navigateBack()}
        right={right}
      >
        {title}
      </MobileNavBar>
    </div>
  );
}
