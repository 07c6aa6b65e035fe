import { Tag } from 'antd';
import type { OperatorRole } from '@bourse/shared';
import { useT, type MessageKey } from '../i18n/index.ts';

const COLORS: Record<OperatorRole, string> = {
  admin: 'magenta',
  finance: 'gold',
  compliance: 'geekblue',
  support: 'green',
};

export const ROLE_LABELS: Record<OperatorRole, MessageKey> = {
  admin: 'role.admin',
  finance: 'role.finance',
  compliance: 'role.compliance',
  support: 'role.support',
};

export function RoleTag({ role }: { role: OperatorRole }) {
  const t = useT();
  return (
    <Tag color={COLORS[role]} data-testid="role">
      {t(ROLE_LABELS[role])}
    </Tag>
  );
}
