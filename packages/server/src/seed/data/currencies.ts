/**
 * The coin catalogue (spec 3: BTC 1, ETH 2, USDT 3 on ERC20 and TRC20). Crypto takes ids
 * below 100, stocks from 101, so more coins fit in without renumbering. Colours: brand
 * colours (spec 9 names BTC, USDT, LTC, ETH). Names in LANGS order: en|zh|hk|fra|spa|th|jp|kor.
 */
import type { CurrencyKind } from '@bourse/shared';
import { byLang, type Texts } from './texts.ts';

export interface CurrencySeed {
  id: number;
  name: string;
  networks: string[];
  names: Texts;
  kind: CurrencyKind;
  decimals: number;
  color: string;
  logo: string;
  sort: number;
}

// prettier-ignore
const TABLE: [id: number, ticker: string, kind: CurrencyKind, decimals: number, color: string, networks: string[], names: string][] = [
  [1, 'BTC', 'crypto', 8, '#F7931A', ['BTC'], 'Bitcoin|比特币|比特幣|Bitcoin|Bitcoin|บิตคอยน์|ビットコイン|비트코인'],
  [2, 'ETH', 'crypto', 8, '#627EEA', ['ERC20'], 'Ethereum|以太坊|以太坊|Ethereum|Ethereum|อีเธอเรียม|イーサリアム|이더리움'],
  [3, 'USDT', 'crypto', 6, '#26A17B', ['ERC20', 'TRC20'], 'Tether|泰达币|泰達幣|Tether|Tether|เทเธอร์|テザー|테더'],
  [4, 'LTC', 'crypto', 8, '#345D9D', ['LTC'], 'Litecoin|莱特币|萊特幣|Litecoin|Litecoin|ไลท์คอยน์|ライトコイン|라이트코인'],
  [5, 'XRP', 'crypto', 6, '#23292F', ['XRP'], 'XRP|瑞波币|瑞波幣|XRP|XRP|XRP (ริปเปิล)|XRP（リップル）|리플'],
  [6, 'SOL', 'crypto', 8, '#9945FF', ['SOL'], 'Solana|索拉纳|索拉納|Solana|Solana|โซลานา|ソラナ|솔라나'],
  [7, 'DOGE', 'crypto', 8, '#C2A633', ['DOGE'], 'Dogecoin|狗狗币|狗狗幣|Dogecoin|Dogecoin|โดชคอยน์|ドージコイン|도지코인'],
  [8, 'BNB', 'crypto', 8, '#F3BA2F', ['BEP20'], 'BNB|币安币|幣安幣|BNB|BNB|BNB|BNB|바이낸스 코인'],
  [101, 'AAPL', 'stock', 4, '#A2AAAD', [], 'Apple|苹果|蘋果|Apple|Apple|แอปเปิล|アップル|애플'],
  [102, 'TSLA', 'stock', 4, '#CC0000', [], 'Tesla|特斯拉|特斯拉|Tesla|Tesla|เทสลา|テスラ|테슬라'],
  [103, 'NVDA', 'stock', 4, '#76B900', [], 'NVIDIA|英伟达|英偉達|NVIDIA|NVIDIA|เอ็นวิเดีย|エヌビディア|엔비디아'],
  [104, 'MSFT', 'stock', 4, '#00A4EF', [], 'Microsoft|微软|微軟|Microsoft|Microsoft|ไมโครซอฟท์|マイクロソフト|마이크로소프트'],
  [105, 'AMZN', 'stock', 4, '#FF9900', [], 'Amazon|亚马逊|亞馬遜|Amazon|Amazon|แอมะซอน|アマゾン|아마존'],
];

export const CURRENCIES: CurrencySeed[] = TABLE.map(([id, name, kind, decimals, color, networks, names], i) => ({
  id,
  name,
  networks,
  names: byLang(names),
  kind,
  decimals,
  color,
  logo: `/h5/coins/${name.toLowerCase()}.svg`,
  sort: i + 1,
}));
