/** The "About us" and "Contact us" pages (`GET /aboutus`, `GET /contactus`). */
import type { PageSeed } from './texts.ts';

export const ABOUT_US: PageSeed = {
  slug: 'aboutus',
  title: {
    en: 'About Bourse',
    zh: '关于 Bourse',
    hk: '關於 Bourse',
    fra: 'À propos de Bourse',
    spa: 'Sobre Bourse',
    th: 'เกี่ยวกับ Bourse',
    jp: 'Bourseについて',
    kor: 'Bourse 소개',
  },
  body: {
    en: '<p>Bourse is an open-source trading platform for everyday investors: spot trading in crypto and US stocks, conversion between coins, deposits and withdrawals, and buying crypto by bank transfer, all from one account.</p><h3>What we stand for</h3><ul><li><strong>Fair prices</strong>: orders match on an open order book in time order, and every trade records its price and time.</li><li><strong>Every cent accounted for</strong>: each balance change is a double-entry journal that can be audited.</li><li><strong>Security first</strong>: strongly hashed passwords, verification codes that expire, and a payment password for money leaving your account.</li></ul><h3>Open source</h3><p>The code that runs Bourse is public, so anyone can check how orders are matched and settled.</p>',
    zh: '<p>Bourse 是面向普通投资者的开源交易平台：加密货币与美股的现货交易、币种兑换、充值与提现，以及通过银行转账购买加密货币，一个账户全部搞定。</p><h3>我们的原则</h3><ul><li><strong>公平价格</strong>：订单在公开的订单簿上按时间顺序撮合，每笔成交都会记录价格与时间。</li><li><strong>每一分钱都有账可查</strong>：每次余额变动都是一笔可审计的复式记账分录。</li><li><strong>安全优先</strong>：高强度哈希保存密码、会过期的验证码，以及资金转出时所需的支付密码。</li></ul><h3>开源</h3><p>运行 Bourse 的代码是公开的，任何人都可以查看订单如何撮合与结算。</p>',
    hk: '<p>Bourse 是面向一般投資者的開源交易平台：加密貨幣與美股的現貨交易、幣種兌換、充值與提現，以及透過銀行轉帳購買加密貨幣，一個帳戶全部搞定。</p><h3>我們的原則</h3><ul><li><strong>公平價格</strong>：訂單在公開的訂單簿上按時間順序撮合，每筆成交都會記錄價格與時間。</li><li><strong>每一分錢都有帳可查</strong>：每次餘額變動都是一筆可審計的複式記帳分錄。</li><li><strong>安全優先</strong>：高強度雜湊保存密碼、會過期的驗證碼，以及資金轉出時所需的支付密碼。</li></ul><h3>開源</h3><p>運行 Bourse 的程式碼是公開的，任何人都可以查看訂單如何撮合與結算。</p>',
    fra: '<p>Bourse est une plateforme de trading open source pour les particuliers : trading au comptant de cryptomonnaies et d’actions américaines, conversion entre cryptomonnaies, dépôts et retraits, et achat de cryptomonnaies par virement bancaire, le tout depuis un seul compte.</p><h3>Nos principes</h3><ul><li><strong>Des prix justes</strong> : les ordres sont appariés sur un carnet d’ordres ouvert, par ordre d’arrivée, et chaque transaction enregistre son prix et son heure.</li><li><strong>Chaque centime est tracé</strong> : tout mouvement de solde est une écriture en partie double, auditable.</li><li><strong>La sécurité d’abord</strong> : mots de passe fortement hachés, codes de vérification qui expirent et mot de passe de paiement pour toute sortie de fonds.</li></ul><h3>Open source</h3><p>Le code qui fait tourner Bourse est public : chacun peut vérifier comment les ordres sont appariés et réglés.</p>',
    spa: '<p>Bourse es una plataforma de trading de código abierto para inversores particulares: trading al contado de criptomonedas y acciones de EE. UU., conversión entre monedas, depósitos y retiros, y compra de criptomonedas por transferencia bancaria, todo desde una sola cuenta.</p><h3>Nuestros principios</h3><ul><li><strong>Precios justos</strong>: las órdenes se casan en un libro de órdenes abierto por orden de llegada, y cada operación registra su precio y su hora.</li><li><strong>Cada céntimo cuadra</strong>: todo cambio de saldo es un asiento de partida doble que se puede auditar.</li><li><strong>La seguridad primero</strong>: contraseñas con hash robusto, códigos de verificación que caducan y una contraseña de pago para que el dinero salga de tu cuenta.</li></ul><h3>Código abierto</h3><p>El código que hace funcionar Bourse es público, así que cualquiera puede comprobar cómo se casan y liquidan las órdenes.</p>',
    th: '<p>Bourse เป็นแพลตฟอร์มเทรดแบบโอเพนซอร์สสำหรับนักลงทุนทั่วไป ทั้งการเทรดสปอตคริปโตและหุ้นสหรัฐฯ การแปลงเหรียญ การฝากและถอน และการซื้อคริปโตด้วยการโอนผ่านธนาคาร ทั้งหมดในบัญชีเดียว</p><h3>หลักการของเรา</h3><ul><li><strong>ราคาที่เป็นธรรม</strong>: คำสั่งถูกจับคู่ในสมุดคำสั่งแบบเปิดตามลำดับเวลา และทุกการซื้อขายจะบันทึกราคาและเวลา</li><li><strong>ทุกสตางค์ตรวจสอบได้</strong>: ทุกการเปลี่ยนแปลงยอดเงินเป็นรายการบัญชีคู่ที่ตรวจสอบได้</li><li><strong>ความปลอดภัยมาก่อน</strong>: รหัสผ่านถูกแฮชอย่างแข็งแรง รหัสยืนยันมีวันหมดอายุ และต้องใช้รหัสผ่านการชำระเงินเมื่อมีเงินออกจากบัญชี</li></ul><h3>โอเพนซอร์ส</h3><p>โค้ดที่ขับเคลื่อน Bourse เปิดเผยต่อสาธารณะ ทุกคนจึงตรวจสอบได้ว่าคำสั่งถูกจับคู่และชำระอย่างไร</p>',
    jp: '<p>Bourseは個人投資家のためのオープンソースの取引プラットフォームです。暗号資産と米国株の現物取引、コイン間の両替、入出金、銀行振込による暗号資産の購入を、ひとつのアカウントで利用できます。</p><h3>私たちの約束</h3><ul><li><strong>公正な価格</strong>：注文は公開された板で時間優先で約定し、すべての約定に価格と時刻が記録されます。</li><li><strong>すべてのお金を記帳</strong>：残高の変動はすべて監査可能な複式簿記の仕訳として記録されます。</li><li><strong>セキュリティ最優先</strong>：強力にハッシュ化したパスワード、有効期限付きの認証コード、出金時の支払いパスワード。</li></ul><h3>オープンソース</h3><p>Bourseを動かすコードは公開されており、注文の約定や決済の仕組みを誰でも確認できます。</p>',
    kor: '<p>Bourse는 일반 투자자를 위한 오픈소스 거래 플랫폼입니다. 암호화폐와 미국 주식의 현물 거래, 코인 간 환전, 입출금, 은행 송금을 통한 암호화폐 구매를 하나의 계정으로 이용할 수 있습니다.</p><h3>우리의 원칙</h3><ul><li><strong>공정한 가격</strong>: 주문은 공개된 호가창에서 시간 순서대로 체결되며, 모든 체결에 가격과 시각이 기록됩니다.</li><li><strong>모든 돈의 기록</strong>: 모든 잔액 변동은 감사 가능한 복식부기 분개로 남습니다.</li><li><strong>보안 우선</strong>: 강력하게 해시된 비밀번호, 만료되는 인증 코드, 자금 출금 시 결제 비밀번호.</li></ul><h3>오픈소스</h3><p>Bourse를 구동하는 코드는 공개되어 있어 누구나 주문 체결과 정산 방식을 확인할 수 있습니다.</p>',
  },
};

export const CONTACT_US: PageSeed = {
  slug: 'contactus',
  title: {
    en: 'Contact us',
    zh: '联系我们',
    hk: '聯絡我們',
    fra: 'Nous contacter',
    spa: 'Contacto',
    th: 'ติดต่อเรา',
    jp: 'お問い合わせ',
    kor: '문의하기',
  },
  body: {
    en: '<p>Support is available 24 hours a day from Monday to Friday, and from 08:00 to 22:00 UTC at weekends.</p><ul><li><strong>Email</strong>: <a href="mailto:support@bourse.example">support@bourse.example</a>, answered within 24 hours</li><li><strong>Business and listings</strong>: <a href="mailto:business@bourse.example">business@bourse.example</a></li></ul><p>We will never ask for your password, payment password or verification codes.</p>',
    zh: '<p>客服周一至周五 24 小时服务，周末服务时间为 UTC 08:00 至 22:00。</p><ul><li><strong>电子邮件</strong>：<a href="mailto:support@bourse.example">support@bourse.example</a>，24 小时内回复</li><li><strong>商务与上币合作</strong>：<a href="mailto:business@bourse.example">business@bourse.example</a></li></ul><p>我们绝不会索要您的登录密码、支付密码或验证码。</p>',
    hk: '<p>客服週一至週五 24 小時服務，週末服務時間為 UTC 08:00 至 22:00。</p><ul><li><strong>電子郵件</strong>：<a href="mailto:support@bourse.example">support@bourse.example</a>，24 小時內回覆</li><li><strong>商務與上幣合作</strong>：<a href="mailto:business@bourse.example">business@bourse.example</a></li></ul><p>我們絕不會索取您的登入密碼、支付密碼或驗證碼。</p>',
    fra: '<p>Le support est disponible 24 h/24 du lundi au vendredi, et de 08:00 à 22:00 UTC le week-end.</p><ul><li><strong>E-mail</strong> : <a href="mailto:support@bourse.example">support@bourse.example</a>, réponse sous 24 heures</li><li><strong>Partenariats et listings</strong> : <a href="mailto:business@bourse.example">business@bourse.example</a></li></ul><p>Nous ne vous demanderons jamais votre mot de passe, votre mot de passe de paiement ni vos codes de vérification.</p>',
    spa: '<p>El soporte atiende las 24 horas de lunes a viernes, y de 08:00 a 22:00 UTC los fines de semana.</p><ul><li><strong>Correo</strong>: <a href="mailto:support@bourse.example">support@bourse.example</a>, respuesta en 24 horas</li><li><strong>Negocios y listados</strong>: <a href="mailto:business@bourse.example">business@bourse.example</a></li></ul><p>Nunca te pediremos tu contraseña, tu contraseña de pago ni tus códigos de verificación.</p>',
    th: '<p>ฝ่ายบริการลูกค้าเปิดให้บริการตลอด 24 ชั่วโมงในวันจันทร์ถึงศุกร์ และเวลา 08:00 ถึง 22:00 UTC ในวันหยุดสุดสัปดาห์</p><ul><li><strong>อีเมล</strong>: <a href="mailto:support@bourse.example">support@bourse.example</a> ตอบกลับภายใน 24 ชั่วโมง</li><li><strong>ธุรกิจและการลิสต์เหรียญ</strong>: <a href="mailto:business@bourse.example">business@bourse.example</a></li></ul><p>เราจะไม่ขอรหัสผ่าน รหัสผ่านการชำระเงิน หรือรหัสยืนยันของคุณ</p>',
    jp: '<p>サポートは月曜から金曜は24時間、週末はUTC 08:00〜22:00に対応しています。</p><ul><li><strong>メール</strong>：<a href="mailto:support@bourse.example">support@bourse.example</a>（24時間以内に返信）</li><li><strong>ビジネス・上場のご相談</strong>：<a href="mailto:business@bourse.example">business@bourse.example</a></li></ul><p>パスワード、支払いパスワード、認証コードをお尋ねすることは一切ありません。</p>',
    kor: '<p>고객센터는 월요일부터 금요일까지 24시간, 주말에는 UTC 08:00~22:00에 운영합니다.</p><ul><li><strong>이메일</strong>: <a href="mailto:support@bourse.example">support@bourse.example</a> (24시간 이내 답변)</li><li><strong>비즈니스 및 상장 문의</strong>: <a href="mailto:business@bourse.example">business@bourse.example</a></li></ul><p>당사는 비밀번호, 결제 비밀번호, 인증 코드를 절대 요구하지 않습니다.</p>',
  },
};
