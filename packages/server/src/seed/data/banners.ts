/** Home carousel banners (c_id 5). Covers are 750x300 SVGs under packages/web/public/banners/. */
import { NewsCategory } from '@bourse/shared';
import type { ArticleSeed } from './texts.ts';

export const BANNERS: ArticleSeed[] = [
  {
    slug: 'banner-one-account',
    categoryId: NewsCategory.banner,
    cover: '/h5/banners/one-account.svg',
    link: '#/pages/market/market',
    sort: 30,
    daysAgo: 1,
    title: {
      en: 'Crypto and US stocks in one account',
      zh: '一个账户，交易加密货币与美股',
      hk: '一個帳戶，交易加密貨幣與美股',
      fra: 'Cryptos et actions américaines sur un seul compte',
      spa: 'Criptomonedas y acciones de EE. UU. en una sola cuenta',
      th: 'เทรดคริปโตและหุ้นสหรัฐฯ ในบัญชีเดียว',
      jp: '暗号資産と米国株をひとつの口座で',
      kor: '하나의 계정으로 암호화폐와 미국 주식을',
    },
    summary: {
      en: 'Trade crypto and US stocks from one account. Move funds between your accounts in a tap.',
      zh: '一个账户交易加密货币与美股，资金一键划转。',
      hk: '一個帳戶交易加密貨幣與美股，資金一鍵劃轉。',
      fra: 'Tradez cryptomonnaies et actions américaines depuis un seul compte. Transférez vos fonds en un geste.',
      spa: 'Opera criptomonedas y acciones de EE. UU. desde una sola cuenta. Mueve fondos entre cuentas con un toque.',
      th: 'เทรดคริปโตและหุ้นสหรัฐฯ ได้จากบัญชีเดียว โอนเงินระหว่างบัญชีได้ในแตะเดียว',
      jp: '暗号資産と米国株をひとつのアカウントで取引。口座間の振替もワンタップです。',
      kor: '하나의 계정으로 암호화폐와 미국 주식을 거래하세요. 계정 간 이체도 한 번의 탭이면 됩니다.',
    },
    body: {
      en: '<p>Open the <strong>Markets</strong> tab to see crypto pairs and US stocks side by side, then trade from the same balance.</p>',
      zh: '<p>打开<strong>行情</strong>页，加密货币交易对与美股一目了然，使用同一份余额即可交易。</p>',
      hk: '<p>打開<strong>行情</strong>頁，加密貨幣交易對與美股一目了然，使用同一份餘額即可交易。</p>',
      fra: '<p>Ouvrez l’onglet <strong>Marchés</strong> pour voir côte à côte les paires crypto et les actions américaines, puis négociez avec le même solde.</p>',
      spa: '<p>Abre la pestaña <strong>Mercados</strong> para ver pares cripto y acciones de EE. UU. lado a lado, y opera con el mismo saldo.</p>',
      th: '<p>เปิดแท็บ <strong>ตลาด</strong> เพื่อดูคู่เทรดคริปโตและหุ้นสหรัฐฯ เคียงข้างกัน แล้วเทรดด้วยยอดเงินเดียวกัน</p>',
      jp: '<p><strong>マーケット</strong>タブで暗号資産ペアと米国株を並べて確認し、同じ残高からそのまま取引できます。</p>',
      kor: '<p><strong>시세</strong> 탭에서 암호화폐 거래쌍과 미국 주식을 한눈에 보고, 같은 잔액으로 바로 거래하세요.</p>',
    },
  },
];
