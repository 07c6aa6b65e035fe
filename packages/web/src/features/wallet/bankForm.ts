/**
 * The bank card forms, pure: which fields each form has, how a typed value is checked
 * (the same shared validators the server uses), and the payload it sends.
 */
import {
  compactNumber,
  isValidAbaRouting,
  isValidBankAccountNumber,
  isValidCardNumber,
  isValidIban,
  isValidRealName,
  isValidSwift,
  type BankCardInfo,
  type InternationalBankCardInfo,
  type InternationalBankForm,
} from '@bourse/shared';

/** `/user/cash_info` answers an object even before a save (`updated_at` null): null then. */
export const savedDomesticCard = (card: BankCardInfo): BankCardInfo | null =>
  card.updated_at === null ? null : card;

/**
 * `/user/cash_info_international` answers the form and its values (`data`, '' when empty):
 * the saved account, or null before the first save.
 */
export function savedInternationalCard(
  form: InternationalBankForm,
): InternationalBankCardInfo | null {
  if (form.updated_at === null) return null;
  const { data } = form;
  return {
    ...data,
    iban: data.iban || null,
    account_number: data.account_number || null,
    aba_number: data.aba_number || null,
    updated_at: form.updated_at,
  };
}

export interface BankField {
  name: string;
  /** i18n key under `bank.` */
  label: string;
  optional?: boolean;
  inputMode?: 'numeric' | 'tel' | 'text';
  /** i18n key under `bank.` of the refusal, when the value is typed but wrong. */
  check?: { test: (value: string) => boolean; error: string };
}

const card = { test: (v: string) => isValidCardNumber(compactNumber(v)), error: 'invalidCard' };
const name = { test: (v: string) => isValidRealName(v.trim()), error: 'invalidName' };

export const DOMESTIC_FIELDS: BankField[] = [
  { name: 'real_name', label: 'realName', check: name },
  { name: 'card_number', label: 'cardNumber', inputMode: 'numeric', check: card },
  { name: 'bank_name', label: 'bankName' },
  { name: 'bank_branch', label: 'branch' },
  { name: 'province', label: 'province' },
  { name: 'city', label: 'city' },
  {
    name: 'phone',
    label: 'phone',
    inputMode: 'tel',
    check: { test: (v) => /^\d{5,15}$/.test(v.replace(/[\s()+-]/g, '')), error: 'invalidPhone' },
  },
];

/** An IBAN when it is one, else a plain account number. */
export const isIbanOrAccount = (v: string) => {
  const c = compactNumber(v);
  return isValidIban(c) || isValidBankAccountNumber(c);
};

export const INTERNATIONAL_FIELDS: BankField[] = [
  { name: 'real_name', label: 'realName', check: name },
  {
    name: 'bank_country',
    label: 'country',
    check: { test: (v) => /^[A-Za-z]{2}$/.test(v.trim()), error: 'invalidCountry' },
  },
  {
    name: 'account',
    label: 'accountNumber',
    check: { test: isIbanOrAccount, error: 'invalidAccount' },
  },
  {
    name: 'swift_code',
    label: 'swift',
    check: { test: (v) => isValidSwift(compactNumber(v)), error: 'invalidSwift' },
  },
  { name: 'bank_name', label: 'bankName' },
  { name: 'bank_address', label: 'bankAddress' },
  { name: 'holder_address', label: 'holderAddress' },
  {
    name: 'aba_number',
    label: 'aba',
    optional: true,
    inputMode: 'numeric',
    check: { test: (v) => isValidAbaRouting(compactNumber(v)), error: 'invalidAba' },
  },
];

/** Field name -> i18n key (under `bank.`) of what is wrong; empty when all is well. */
export function bankFormErrors(
  fields: BankField[],
  values: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of fields) {
    const value = (values[f.name] ?? '').trim();
    if (!value) {
      if (!f.optional) errors[f.name] = 'required';
    } else if (f.check && !f.check.test(value)) errors[f.name] = f.check.error;
  }
  // Spec 3: a US bank needs its ABA routing number.
  if (
    fields === INTERNATIONAL_FIELDS &&
    (values.bank_country ?? '').trim().toUpperCase() === 'US' &&
    !(values.aba_number ?? '').trim()
  )
    errors.aba_number = 'required';
  return errors;
}

/** What `/user/cash_save_international` takes: the account as `iban` or `account_number`. */
export function internationalPayload(values: Record<string, string>): Record<string, string> {
  const { account = '', ...rest } = values;
  const compact = compactNumber(account);
  return {
    ...rest,
    bank_country: (rest.bank_country ?? '').trim().toUpperCase(),
    ...(isValidIban(compact) ? { iban: compact } : { account_number: compact }),
  };
}
