/** Wallet reply shapes: the server's own types from @bourse/shared (schemas/wallet.ts). */
export type {
  AddressItem as SavedAddress,
  BankCardInfo,
  BillItem as BillRecord,
  InternationalBankCardInfo,
  InternationalBankForm,
  TransferItem as TransferRecord,
  WalletBalanceRow,
  WalletList,
} from '@bourse/shared';
