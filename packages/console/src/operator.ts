import { createContext, useContext } from 'react';
import { roleAllows, type OperatorInfo, type OperatorRole } from '@bourse/shared';

/** The signed-in operator, for screens that show or hide an action by role. */
export const OperatorContext = createContext<OperatorInfo | null>(null);

export function useOperator(): OperatorInfo {
  const op = useContext(OperatorContext);
  if (!op) throw new Error('useOperator() outside the desk');
  return op;
}

/** Whether the signed-in operator may act where `roles` are accepted (admin: always). */
export function useCan(...roles: OperatorRole[]): boolean {
  return roleAllows(useOperator().role, roles);
}
