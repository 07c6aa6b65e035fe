/**
 * The area chooser: ISO 3166-1 alpha-2, dial code, and names in LANGS order
 * (en|zh|hk|fra|spa|th|jp|kor). Unsupported: jurisdictions under comprehensive US and EU
 * sanctions, where we may not serve users (spec 5: "your region is not supported").
 */
import { byLang, type Texts } from './texts.ts';

export interface RegionSeed {
  iso: string;
  dialCode: string;
  names: Texts;
  supported: boolean;
}

// prettier-ignore
const SERVED: [iso: string, dial: string, names: string][] = [
  ['US', '1', 'United States|美国|美國|États-Unis|Estados Unidos|สหรัฐอเมริกา|アメリカ合衆国|미국'],
  ['CA', '1', 'Canada|加拿大|加拿大|Canada|Canadá|แคนาดา|カナダ|캐나다'],
  ['MX', '52', 'Mexico|墨西哥|墨西哥|Mexique|México|เม็กซิโก|メキシコ|멕시코'],
  ['BR', '55', 'Brazil|巴西|巴西|Brésil|Brasil|บราซิล|ブラジル|브라질'],
  ['AR', '54', 'Argentina|阿根廷|阿根廷|Argentine|Argentina|อาร์เจนตินา|アルゼンチン|아르헨티나'],
  ['CO', '57', 'Colombia|哥伦比亚|哥倫比亞|Colombie|Colombia|โคลอมเบีย|コロンビア|콜롬비아'],
  ['GB', '44', 'United Kingdom|英国|英國|Royaume-Uni|Reino Unido|สหราชอาณาจักร|イギリス|영국'],
  ['FR', '33', 'France|法国|法國|France|Francia|ฝรั่งเศส|フランス|프랑스'],
  ['DE', '49', 'Germany|德国|德國|Allemagne|Alemania|เยอรมนี|ドイツ|독일'],
  ['ES', '34', 'Spain|西班牙|西班牙|Espagne|España|สเปน|スペイン|스페인'],
  ['IT', '39', 'Italy|意大利|意大利|Italie|Italia|อิตาลี|イタリア|이탈리아'],
  ['NL', '31', 'Netherlands|荷兰|荷蘭|Pays-Bas|Países Bajos|เนเธอร์แลนด์|オランダ|네덜란드'],
  ['CH', '41', 'Switzerland|瑞士|瑞士|Suisse|Suiza|สวิตเซอร์แลนด์|スイス|스위스'],
  ['PT', '351', 'Portugal|葡萄牙|葡萄牙|Portugal|Portugal|โปรตุเกส|ポルトガル|포르투갈'],
  ['PL', '48', 'Poland|波兰|波蘭|Pologne|Polonia|โปแลนด์|ポーランド|폴란드'],
  ['TR', '90', 'Türkiye|土耳其|土耳其|Turquie|Turquía|ตุรกี|トルコ|튀르키예'],
  ['AE', '971', 'United Arab Emirates|阿联酋|阿聯酋|Émirats arabes unis|Emiratos Árabes Unidos|สหรัฐอาหรับเอมิเรตส์|アラブ首長国連邦|아랍에미리트'],
  ['SA', '966', 'Saudi Arabia|沙特阿拉伯|沙地阿拉伯|Arabie saoudite|Arabia Saudí|ซาอุดีอาระเบีย|サウジアラビア|사우디아라비아'],
  ['NG', '234', 'Nigeria|尼日利亚|尼日利亞|Nigeria|Nigeria|ไนจีเรีย|ナイジェリア|나이지리아'],
  ['ZA', '27', 'South Africa|南非|南非|Afrique du Sud|Sudáfrica|แอฟริกาใต้|南アフリカ|남아프리카 공화국'],
  ['EG', '20', 'Egypt|埃及|埃及|Égypte|Egipto|อียิปต์|エジプト|이집트'],
  ['KE', '254', 'Kenya|肯尼亚|肯尼亞|Kenya|Kenia|เคนยา|ケニア|케냐'],
  ['IN', '91', 'India|印度|印度|Inde|India|อินเดีย|インド|인도'],
  ['PK', '92', 'Pakistan|巴基斯坦|巴基斯坦|Pakistan|Pakistán|ปากีสถาน|パキスタン|파키스탄'],
  ['CN', '86', 'China|中国|中國|Chine|China|จีน|中国|중국'],
  ['HK', '852', 'Hong Kong|中国香港|香港|Hong Kong|Hong Kong|ฮ่องกง|香港|홍콩'],
  ['MO', '853', 'Macao|中国澳门|澳門|Macao|Macao|มาเก๊า|マカオ|마카오'],
  ['TW', '886', 'Taiwan|中国台湾|台灣|Taïwan|Taiwán|ไต้หวัน|台湾|대만'],
  ['JP', '81', 'Japan|日本|日本|Japon|Japón|ญี่ปุ่น|日本|일본'],
  ['KR', '82', 'South Korea|韩国|南韓|Corée du Sud|Corea del Sur|เกาหลีใต้|韓国|대한민국'],
  ['SG', '65', 'Singapore|新加坡|新加坡|Singapour|Singapur|สิงคโปร์|シンガポール|싱가포르'],
  ['MY', '60', 'Malaysia|马来西亚|馬來西亞|Malaisie|Malasia|มาเลเซีย|マレーシア|말레이시아'],
  ['TH', '66', 'Thailand|泰国|泰國|Thaïlande|Tailandia|ไทย|タイ|태국'],
  ['VN', '84', 'Vietnam|越南|越南|Vietnam|Vietnam|เวียดนาม|ベトナム|베트남'],
  ['PH', '63', 'Philippines|菲律宾|菲律賓|Philippines|Filipinas|ฟิลิปปินส์|フィリピン|필리핀'],
  ['ID', '62', 'Indonesia|印度尼西亚|印尼|Indonésie|Indonesia|อินโดนีเซีย|インドネシア|인도네시아'],
  ['AU', '61', 'Australia|澳大利亚|澳洲|Australie|Australia|ออสเตรเลีย|オーストラリア|호주'],
  ['NZ', '64', 'New Zealand|新西兰|新西蘭|Nouvelle-Zélande|Nueva Zelanda|นิวซีแลนด์|ニュージーランド|뉴질랜드'],
];

// prettier-ignore
const NOT_SERVED: [iso: string, dial: string, names: string][] = [
  ['KP', '850', 'North Korea|朝鲜|北韓|Corée du Nord|Corea del Norte|เกาหลีเหนือ|北朝鮮|북한'],
  ['IR', '98', 'Iran|伊朗|伊朗|Iran|Irán|อิหร่าน|イラン|이란'],
  ['CU', '53', 'Cuba|古巴|古巴|Cuba|Cuba|คิวบา|キューバ|쿠바'],
  ['SY', '963', 'Syria|叙利亚|敘利亞|Syrie|Siria|ซีเรีย|シリア|시리아'],
];

const row = (supported: boolean) => ([iso, dialCode, names]: [string, string, string]): RegionSeed => ({
  iso,
  dialCode,
  names: byLang(names),
  supported,
});

export const REGIONS: RegionSeed[] = [...SERVED.map(row(true)), ...NOT_SERVED.map(row(false))];
