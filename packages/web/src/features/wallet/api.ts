/** Wallet calls that change something (spec 7). Refusals toast in the request function. */
import type { AccountTypeName, ConversionItem } from '@bourse/shared';
import { api } from '../../api/client.ts';

/** `POST /wallet/change`: between two of the user's own accounts. */
export const changeAccount = (input: {
  currency_id: number;
  number: string;
  from_field: AccountTypeName;
  to_field: AccountTypeName;
}) => api.post<unknown>('/wallet/change', input);

export const saveAddress = (input: {
  currency: number;
  name: string;
  address: string;
  network?: string;
}) => api.post<unknown>('/user/wallet/save', input);

export const deleteAddress = (id: number) => api.post<unknown>('/user/wallet/delete', { id });

export const saveBankCard = (international: boolean, fields: Record<string, string>) =>
  api.post<unknown>(international ? '/user/cash_save_international' : '/user/cash_save', fields);

/** `POST /user/Transfer`: convert one coin into another in the spot account. */
export const convertCoins = (input: {
  number: string;
  from_currency_id: number;
  to_currency_id: number;
}) => api.post<ConversionItem>('/user/Transfer', input);
