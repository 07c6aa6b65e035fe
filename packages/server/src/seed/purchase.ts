/**
 * Buy-crypto and coupon data, outside production only: demo receiving bank accounts (marked DEMO, so nobody can
 * pay into them; production accounts are configuration the operator enters) and demo
 * coupon templates (promotions cost money: the operator decides them). Idempotent.
 */
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/client.ts';
import { couponTemplates, purchaseBankAccounts } from '../modules/purchase/index.ts';
import { currencies } from '../modules/system/index.ts';

type Account = typeof purchaseBankAccounts.$inferInsert;

const BENEFICIARY = 'Bourse Payments Ltd (DEMO)';

/** Per country: the local currency account, then a USD account (US: USD only). */
const LOCAL: [country: string, currency: string, bank: string, city: string, bic: string][] = [
  ['US', 'USD', 'Demo National Bank', '100 Example Ave, New York, NY 10001, USA', 'DEMOUS33'],
  [
    'NG',
    'NGN',
    'Demo Bank Nigeria',
    '12 Example Road, Victoria Island, Lagos, Nigeria',
    'DEMONGLA',
  ],
  [
    'TH',
    'THB',
    'Demo Bank Thailand',
    '99 Example Road, Silom, Bangkok 10500, Thailand',
    'DEMOTHBK',
  ],
  ['ID', 'IDR', 'Demo Bank Indonesia', 'Jl. Contoh No. 1, Jakarta 10310, Indonesia', 'DEMOIDJA'],
  [
    'BR',
    'BRL',
    'Banco Demo Brasil',
    'Av. Exemplo 1000, São Paulo SP 01310-100, Brazil',
    'DEMOBRSP',
  ],
  ['IN', 'INR', 'Demo Bank India', '1 Example Marg, Fort, Mumbai 400001, India', 'DEMOINBB'],
  [
    'VN',
    'VND',
    'Demo Bank Vietnam',
    '1 Example Street, District 1, Ho Chi Minh City, Vietnam',
    'DEMOVNVX',
  ],
  ['MX', 'MXN', 'Banco Demo México', 'Av. Ejemplo 100, Ciudad de México 06600, Mexico', 'DEMOMXMM'],
  [
    'PH',
    'PHP',
    'Demo Bank Philippines',
    '1 Example Avenue, Makati City 1226, Philippines',
    'DEMOPHMM',
  ],
];

export function demoBankAccounts(): Account[] {
  const rows: Account[] = [];
  LOCAL.forEach(([country, currency, bankName, bankAddress, bic], i) => {
    const account = (n: number) => `DEMO ${country}00 0000 0000 ${String(n).padStart(4, '0')}`;
    rows.push({
      country,
      currency,
      beneficiary: BENEFICIARY,
      iban: account(i * 2 + 1),
      bic,
      bankName,
      bankAddress,
      bankCountry: country,
      sort: 0,
    });
    if (currency !== 'USD') {
      rows.push({
        country,
        currency: 'USD',
        beneficiary: BENEFICIARY,
        iban: account(i * 2 + 2),
        bic,
        bankName,
        bankAddress,
        bankCountry: country,
        sort: 1,
      });
    }
  });
  return rows;
}

type Template = Omit<typeof couponTemplates.$inferInsert, 'currencyId' | 'createdAt'>;

export const DEMO_COUPON_TEMPLATES: Template[] = [
  {
    code: 'welcome-bonus-10',
    kind: 'trial_bonus',
    amount: '10',
    validityDays: 7,
    stockTotal: 10000,
    sort: 1,
  },
  {
    code: 'fee-20-off',
    kind: 'fee_discount',
    percent: '20',
    validityDays: 30,
    stockTotal: 5000,
    sort: 2,
  },
  {
    code: 'fee-50-off',
    kind: 'fee_discount',
    percent: '50',
    validityDays: 7,
    stockTotal: 1000,
    sort: 3,
  },
  {
    code: 'trial-bonus-50',
    kind: 'trial_bonus',
    amount: '50',
    validityDays: 3,
    stockTotal: 100,
    sort: 4,
  },
];

export async function seedPurchase(
  db: Db,
  clock: Clock,
  opts: { production: boolean },
): Promise<void> {
  if (opts.production) return;
  await db.insert(purchaseBankAccounts).values(demoBankAccounts()).onConflictDoNothing();
  const [usdt] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.name, 'USDT'));
  if (!usdt) return;
  const createdAt = clock.now();
  await db
    .insert(couponTemplates)
    .values(DEMO_COUPON_TEMPLATES.map((t) => ({ ...t, currencyId: usdt.id, createdAt })))
    .onConflictDoNothing();
}
