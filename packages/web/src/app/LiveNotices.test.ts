import { afterEach, describe, expect, it, vi } from 'vitest';
import { QK } from '../api/keys.ts';
import { queryClient } from '../api/queryClient.ts';
import { refetchAfter } from './LiveNotices.tsx';

afterEach(() => vi.restoreAllMocks());

const invalidated = () => {
  const spy = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue(undefined);
  return () => spy.mock.calls.map(([filters]) => (filters?.queryKey as string[])[0]);
};

describe('notice pushes refetch what the decision changed', () => {
  it('a deposit: its history, the balances and Messages', () => {
    const keys = invalidated();
    refetchAfter({ about: 'deposit', id: 7 });
    expect(keys()).toEqual([
      QK.rechargeLog,
      QK.walletList,
      QK.walletDetail,
      QK.walletLog,
      QK.mailList,
    ]);
  });

  it('a verification: its state and the profile, not the wallet', () => {
    const keys = invalidated();
    refetchAfter({ about: 'verification', id: 3 });
    expect(keys()).toEqual([QK.realState, QK.userInfo, QK.mailList]);
  });
});
