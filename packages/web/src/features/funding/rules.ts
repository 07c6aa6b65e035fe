/**
 * Withdrawal fee and minimum per coin and network, from the public `withdrawal_rules`
 * setting (`{ "USDT": { "TRC20": { "fee": "1", "min": "10" } } }`). The server checks
 * again; these only let the form show them before sending.
 */
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { QK } from '../../api/keys.ts';

export type WithdrawalRules = Record<string, Record<string, { fee: string; min: string }>>;

export const withdrawalRulesQuery = () =>
  queryOptions({
    queryKey: [QK.siteSetting, 'withdrawal_rules'],
    queryFn: () =>
      api.get<WithdrawalRules>(
        '/getSetting',
        { keyword: 'withdrawal_rules' },
        { quiet: true, silent: true },
      ),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The rule of one coin on one network, or undefined when not known. */
export function ruleOf(
  rules: WithdrawalRules | undefined,
  ticker: string,
  network: string | undefined,
): { fee: string; min: string } | undefined {
  if (!rules || !network) return undefined;
  const rule = rules[ticker]?.[network.toUpperCase()];
  return rule && typeof rule.fee === 'string' && typeof rule.min === 'string' ? rule : undefined;
}
