/** Deposit and withdrawal requests (spec 7). Refusals toast in the request function. */
import type { AccountTypeName, BankCardKind } from '@bourse/shared';
import { api } from '../../api/client.ts';

/** `POST /wallet/charge_req`: a deposit with the transfer receipt (voucher URL). */
export const requestDeposit = (input: {
  account: AccountTypeName;
  amount: string;
  currency: number;
  type: string;
  voucher: string;
}) => api.post<unknown>('/wallet/charge_req', input);

/**
 * `POST /wallet/out` to a crypto address (`network` + `address`) or to the saved bank card
 * of `bank` (USDT, paid 1:1 as USD). 998 (verify identity first) is handled by the request function.
 */
export const requestWithdrawal = (
  input: {
    currency: number;
    amount: string;
    account: AccountTypeName;
    pay_password: string;
  } & ({ network: string; address: string } | { bank: BankCardKind }),
) => api.post<unknown>('/wallet/out', input);
