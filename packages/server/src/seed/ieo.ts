/**
 * Demo IEO projects (issue 11), outside production only: three fictitious tokens added to
 * the coin catalogue, and three projects dated from the seed clock: one warming up, one in
 * progress, one finished and allocated (the demo account subscribed to it, paid by a
 * faucet grant of the same amount, so its starting USDT is unchanged). Each project's
 * issuance moves from the treasury to the IEO pool through the ledger, as an operator's
 * would. Inserts only what is missing: a second start changes nothing.
 */
import { eq } from 'drizzle-orm';
import {
  IeoSubscriptionStatus,
  JournalReason,
  PriceSource,
  dec,
  ieoPayAmount,
  type CurrencyKind,
} from '@bourse/shared';
import type { Clock } from '../clock.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  IEO_ACCOUNT,
  allocateProject,
  ieoProjects,
  ieoSubscriptions,
  insertProject,
} from '../modules/ieo/index.ts';
import { creditFromSystem, freeze, userOwner } from '../modules/ledger/index.ts';
import { currencies, forgetCurrencies } from '../modules/system/index.ts';
import { users } from '../modules/users/index.ts';
import { byLang, type Texts } from './data/texts.ts';
import { DEMO_EMAIL } from './users.ts';

const DAY = 86_400_000;

interface TokenSeed {
  id: number;
  name: string;
  names: Texts;
  decimals: number;
  color: string;
}

/** Crypto ids below 100 (data/currencies.ts); the demo tokens take 41-43. */
export const IEO_DEMO_TOKENS: TokenSeed[] = [
  {
    id: 41,
    name: 'NOVA',
    names: byLang('Novaline|诺瓦链|諾瓦鏈|Novaline|Novaline|โนวาไลน์|ノヴァライン|노바라인'),
    decimals: 4,
    color: '#4F7CFF',
  },
  {
    id: 42,
    name: 'LUMA',
    names: byLang(
      'Lumaris Pay|卢玛支付|盧瑪支付|Lumaris Pay|Lumaris Pay|ลูมาริส เพย์|ルマリス・ペイ|루마리스 페이',
    ),
    decimals: 4,
    color: '#F5A623',
  },
  {
    id: 43,
    name: 'VRDT',
    names: byLang(
      'Verdant Carbon|翠绿碳链|翠綠碳鏈|Verdant Carbon|Verdant Carbon|เวอร์แดนท์ คาร์บอน|ヴァーダント・カーボン|버던트 카본',
    ),
    decimals: 2,
    color: '#2EAD6B',
  },
];

interface ProjectSeed {
  token: number;
  title: Texts;
  summary: Texts;
  content: { en: string; zh: string };
  price: string;
  total: string;
  min: string;
  max: string;
  /** Days from the seed clock. */
  warmup: number;
  start: number;
  end: number;
  lockDays: number;
  market: number;
  site: string;
}

const PROJECTS: ProjectSeed[] = [
  {
    token: 41,
    title: byLang(
      'Novaline Network|诺瓦链网络|諾瓦鏈網絡|Réseau Novaline|Red Novaline|เครือข่ายโนวาไลน์|ノヴァライン・ネットワーク|노바라인 네트워크',
    ),
    summary: byLang(
      'A settlement layer for cross-border payments|面向跨境支付的结算层|面向跨境支付的結算層|Une couche de règlement pour les paiements transfrontaliers|Una capa de liquidación para pagos transfronterizos|เลเยอร์ชำระราคาสำหรับการชำระเงินข้ามพรมแดน|国際送金のための決済レイヤー|국경 간 결제를 위한 정산 레이어',
    ),
    content: {
      en: '<p><strong>Novaline</strong> settles cross-border payments between licensed payment firms in seconds.</p><h3>Token use</h3><ul><li>Settlement fees are paid in NOVA.</li><li>Validators stake NOVA.</li></ul>',
      zh: '<p><strong>诺瓦链</strong>在持牌支付机构之间以秒级完成跨境支付结算。</p><h3>代币用途</h3><ul><li>结算手续费以 NOVA 支付。</li><li>验证节点质押 NOVA。</li></ul>',
    },
    price: '0.08',
    total: '5000000',
    min: '100',
    max: '250000',
    warmup: -1,
    start: 3,
    end: 10,
    lockDays: 30,
    market: 45,
    site: 'https://novaline.example.org',
  },
  {
    token: 42,
    title: byLang(
      'Lumaris Pay|卢玛支付|盧瑪支付|Lumaris Pay|Lumaris Pay|ลูมาริส เพย์|ルマリス・ペイ|루마리스 페이',
    ),
    summary: byLang(
      'Point-of-sale payments in stablecoins for small shops|面向小商户的稳定币收单|面向小商戶的穩定幣收單|Des paiements en stablecoins pour les petits commerces|Pagos en stablecoins para pequeños comercios|รับชำระเงินด้วยสเตเบิลคอยน์สำหรับร้านค้าขนาดเล็ก|小規模店舗向けのステーブルコイン決済|소규모 상점을 위한 스테이블코인 결제',
    ),
    content: {
      en: '<p><strong>Lumaris Pay</strong> lets small shops accept stablecoins at the till and settle to their bank the next day.</p><h3>Token use</h3><ul><li>Merchants holding LUMA pay lower fees.</li></ul>',
      zh: '<p><strong>卢玛支付</strong>让小商户在收银台接受稳定币，并于次日结算到银行账户。</p><h3>代币用途</h3><ul><li>持有 LUMA 的商户享受更低费率。</li></ul>',
    },
    price: '0.05',
    total: '2000000',
    min: '200',
    max: '100000',
    warmup: -5,
    start: -2,
    end: 5,
    lockDays: 14,
    market: 20,
    site: 'https://lumaris.example.org',
  },
  {
    token: 43,
    title: byLang(
      'Verdant Carbon|翠绿碳链|翠綠碳鏈|Verdant Carbon|Verdant Carbon|เวอร์แดนท์ คาร์บอน|ヴァーダント・カーボン|버던트 카본',
    ),
    summary: byLang(
      'Verified carbon credits, one token per kilogram|经核证的碳信用，每枚代币对应一千克|經核證的碳信用，每枚代幣對應一千克|Des crédits carbone vérifiés, un jeton par kilogramme|Créditos de carbono verificados, un token por kilogramo|คาร์บอนเครดิตที่ผ่านการรับรอง หนึ่งโทเคนต่อหนึ่งกิโลกรัม|検証済みカーボンクレジット、1トークン=1キログラム|검증된 탄소 배출권, 토큰 1개당 1킬로그램',
    ),
    content: {
      en: '<p><strong>Verdant Carbon</strong> tokenises verified carbon credits; each VRDT is one kilogram of CO2 removed.</p><h3>Token use</h3><ul><li>Retire VRDT to offset emissions.</li></ul>',
      zh: '<p><strong>翠绿碳链</strong>将经核证的碳信用代币化；每枚 VRDT 代表清除一千克二氧化碳。</p><h3>代币用途</h3><ul><li>注销 VRDT 以抵消排放。</li></ul>',
    },
    price: '0.005',
    total: '20000000',
    min: '1000',
    max: '500000',
    warmup: -40,
    start: -35,
    end: -28,
    lockDays: 45,
    market: 20,
    site: 'https://verdant-carbon.example.org',
  },
];

/** The finished project's demo subscription: 20,000 VRDT for 100 USDT. */
const DEMO_SUBSCRIPTION = { token: 43, amount: '20000', pay: 3 };

export async function seedIeo(db: Db, clock: Clock, opts: { production: boolean }): Promise<void> {
  if (opts.production) return;
  const now = clock.now();
  await db
    .insert(currencies)
    .values(
      IEO_DEMO_TOKENS.map((t, i) => ({
        id: t.id,
        name: t.name,
        networks: [],
        names: t.names,
        kind: 'crypto' as CurrencyKind,
        decimals: t.decimals,
        color: t.color,
        logo: `/h5/coins/${t.name.toLowerCase()}.svg`,
        sort: 200 + i,
      })),
    )
    .onConflictDoNothing({ target: currencies.id });
  forgetCurrencies(db);
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  for (const p of PROJECTS) {
    const [exists] = await db
      .select({ id: ieoProjects.id })
      .from(ieoProjects)
      .where(eq(ieoProjects.currencyId, p.token));
    if (exists) continue;
    const token = IEO_DEMO_TOKENS.find((t) => t.id === p.token)!;
    await db.transaction(async (tx) => {
      const project = await insertProject(
        tx,
        {
          currencyId: p.token,
          title: p.title,
          summary: p.summary,
          content: p.content,
          logo: `/h5/coins/${token.name.toLowerCase()}.svg`,
          price: p.price,
          payCurrencyIds: [3, 1, 2],
          total: p.total,
          minAmount: p.min,
          maxAmount: p.max,
          warmupAt: at(p.warmup),
          startAt: at(p.start),
          endAt: at(p.end),
          lockDays: p.lockDays,
          marketAt: at(p.end + p.market),
          whitepaperUrl: `${p.site}/whitepaper.pdf`,
          websiteUrl: p.site,
        },
        at(p.warmup),
      );
      if (p.token === DEMO_SUBSCRIPTION.token)
        await demoSubscription(tx, project, at(p.start + 1), now);
    });
  }
}

/** The demo account's subscription to the finished project, then its allocation. */
async function demoSubscription(
  tx: Tx,
  project: typeof ieoProjects.$inferSelect,
  subscribedAt: Date,
  now: Date,
): Promise<void> {
  const [demo] = await tx.select({ id: users.id }).from(users).where(eq(users.account, DEMO_EMAIL));
  if (demo) {
    const pay = ieoPayAmount(DEMO_SUBSCRIPTION.amount, project.price, '1', 6);
    const owner = userOwner(demo.id);
    await creditFromSystem(tx, {
      system: 'faucet',
      to: { owner, account: IEO_ACCOUNT },
      currency: DEMO_SUBSCRIPTION.pay,
      amount: dec(pay.toFixed()),
      idempotencyKey: `seed:ieo:${project.id}:grant`,
      reason: JournalReason.faucet,
      ref: { table: 'users', id: demo.id },
      at: subscribedAt,
    });
    const [row] = await tx
      .insert(ieoSubscriptions)
      .values({
        projectId: project.id,
        userId: demo.id,
        amount: DEMO_SUBSCRIPTION.amount,
        payCurrencyId: DEMO_SUBSCRIPTION.pay,
        payAmount: pay.toFixed(),
        payPrice: '1',
        paySource: PriceSource.peg,
        payPriceAt: subscribedAt,
        status: IeoSubscriptionStatus.subscribed,
        createdAt: subscribedAt,
      })
      .returning();
    await freeze(tx, {
      side: { owner, account: IEO_ACCOUNT },
      currency: DEMO_SUBSCRIPTION.pay,
      amount: dec(pay.toFixed()),
      reason: JournalReason.ieoSubscribe,
      idempotencyKey: `ieo_subscriptions:${row!.id}:subscribe`,
      ref: { table: 'ieo_subscriptions', id: row!.id },
      at: subscribedAt,
    });
  }
  await allocateProject({ clock: { now: () => now } }, tx, project);
}
