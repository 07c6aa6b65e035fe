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
    en: '<p>Bourse is an open-source trading and wealth platform for everyday investors: spot, futures, seconds options and US stocks, with copy trading, IEO subscriptions, lock-up mining, dual-currency investment and an NFT marketplace, all from one account.</p><h3>What we stand for</h3><ul><li><strong>Fair prices</strong>: futures, options and investment products settle at an index price from real markets, and every settlement records the price and its source.</li><li><strong>Every cent accounted for</strong>: each balance change is a double-entry journal that can be audited.</li><li><strong>Security first</strong>: strongly hashed passwords, verification codes that expire, and a payment password for money leaving your account.</li></ul><h3>Open source</h3><p>The code that runs Bourse is public, so anyone can check how orders are matched and settled.</p>',
    zh: '<p>Bourse 是面向普通投资者的开源交易与理财平台：现货、合约、秒合约与美股，以及跟单交易、IEO 认购、锁仓挖矿、双币投资和 NFT 市场，一个账户全部搞定。</p><h3>我们的原则</h3><ul><li><strong>公平价格</strong>：合约、期权与理财产品按真实市场的指数价格结算，每次结算都会记录价格及其来源。</li><li><strong>每一分钱都有账可查</strong>：每次余额变动都是一笔可审计的复式记账分录。</li><li><strong>安全优先</strong>：高强度哈希保存密码、会过期的验证码，以及资金转出时所需的支付密码。</li></ul><h3>开源</h3><p>运行 Bourse 的代码是公开的，任何人都可以查看订单如何撮合与结算。</p>',
    hk: '<p>Bourse 是面向一般投資者的開源交易與理財平台：現貨、合約、秒合約與美股，以及跟單交易、IEO 認購、鎖倉挖礦、雙幣投資和 NFT 市場，一個帳戶全部搞定。</p><h3>我們的原則</h3><ul><li><strong>公平價格</strong>：合約、期權與理財產品按真實市場的指數價格結算，每次結算都會記錄價格及其來源。</li><li><strong>每一分錢都有帳可查</strong>：每次餘額變動都是一筆可審計的複式記帳分錄。</li><li><strong>安全優先</strong>：高強度雜湊保存密碼、會過期的驗證碼，以及資金轉出時所需的支付密碼。</li></ul><h3>開源</h3><p>運行 Bourse 的程式碼是公開的，任何人都可以查看訂單如何撮合與結算。</p>',
    fra: '<p>Bourse est une plateforme open source de trading et d’épargne pour les particuliers : spot, contrats à terme, options à la seconde et actions américaines, avec copy trading, souscriptions IEO, minage bloqué, investissement bi-devises et place de marché NFT, le tout depuis un seul compte.</p><h3>Nos principes</h3><ul><li><strong>Des prix justes</strong> : contrats, options et produits d’investissement sont réglés à un prix indiciel issu de marchés réels, et chaque règlement enregistre le prix et sa source.</li><li><strong>Chaque centime est tracé</strong> : tout mouvement de solde est une écriture en partie double, auditable.</li><li><strong>La sécurité d’abord</strong> : mots de passe fortement hachés, codes de vérification qui expirent et mot de passe de paiement pour toute sortie de fonds.</li></ul><h3>Open source</h3><p>Le code qui fait tourner Bourse est public : chacun peut vérifier comment les ordres sont appariés et réglés.</p>',
    spa: '<p>Bourse es una plataforma de trading e inversión de código abierto para inversores particulares: spot, futuros, opciones por segundos y acciones de EE. UU., con copy trading, suscripciones IEO, minería bloqueada, inversión en doble divisa y un mercado NFT, todo desde una sola cuenta.</p><h3>Nuestros principios</h3><ul><li><strong>Precios justos</strong>: futuros, opciones y productos de inversión se liquidan a un precio índice de mercados reales, y cada liquidación registra el precio y su fuente.</li><li><strong>Cada céntimo cuadra</strong>: todo cambio de saldo es un asiento de partida doble que se puede auditar.</li><li><strong>La seguridad primero</strong>: contraseñas con hash robusto, códigos de verificación que caducan y una contraseña de pago para que el dinero salga de tu cuenta.</li></ul><h3>Código abierto</h3><p>El código que hace funcionar Bourse es público, así que cualquiera puede comprobar cómo se casan y liquidan las órdenes.</p>',
    th: '<p>Bourse เป็นแพลตฟอร์มเทรดและบริหารความมั่งคั่งแบบโอเพนซอร์สสำหรับนักลงทุนทั่วไป ทั้งสปอต ฟิวเจอร์ส ออปชันรายวินาที และหุ้นสหรัฐฯ พร้อมการคัดลอกการเทรด การจองซื้อ IEO การขุดแบบล็อก การลงทุนสองสกุลเงิน และตลาด NFT ทั้งหมดในบัญชีเดียว</p><h3>หลักการของเรา</h3><ul><li><strong>ราคาที่เป็นธรรม</strong>: ฟิวเจอร์ส ออปชัน และผลิตภัณฑ์การลงทุนชำระราคาด้วยราคาดัชนีจากตลาดจริง และทุกการชำระจะบันทึกราคาพร้อมแหล่งที่มา</li><li><strong>ทุกสตางค์ตรวจสอบได้</strong>: ทุกการเปลี่ยนแปลงยอดเงินเป็นรายการบัญชีคู่ที่ตรวจสอบได้</li><li><strong>ความปลอดภัยมาก่อน</strong>: รหัสผ่านถูกแฮชอย่างแข็งแรง รหัสยืนยันมีวันหมดอายุ และต้องใช้รหัสผ่านการชำระเงินเมื่อมีเงินออกจากบัญชี</li></ul><h3>โอเพนซอร์ส</h3><p>โค้ดที่ขับเคลื่อน Bourse เปิดเผยต่อสาธารณะ ทุกคนจึงตรวจสอบได้ว่าคำสั่งถูกจับคู่และชำระอย่างไร</p>',
    jp: '<p>Bourseは個人投資家のためのオープンソースの取引・資産運用プラットフォームです。現物・先物・秒オプション・米国株に加え、コピートレード、IEO申込、ロックマイニング、デュアル投資、NFTマーケットをひとつのアカウントで利用できます。</p><h3>私たちの約束</h3><ul><li><strong>公正な価格</strong>：先物・オプション・投資商品は実際の市場に基づくインデックス価格で決済し、決済ごとに価格とその取得元を記録します。</li><li><strong>すべてのお金を記帳</strong>：残高の変動はすべて監査可能な複式簿記の仕訳として記録されます。</li><li><strong>セキュリティ最優先</strong>：強力にハッシュ化したパスワード、有効期限付きの認証コード、出金時の支払いパスワード。</li></ul><h3>オープンソース</h3><p>Bourseを動かすコードは公開されており、注文の約定や決済の仕組みを誰でも確認できます。</p>',
    kor: '<p>Bourse는 일반 투자자를 위한 오픈소스 거래·자산관리 플랫폼입니다. 현물, 선물, 초단위 옵션, 미국 주식은 물론 카피 트레이딩, IEO 청약, 락업 마이닝, 듀얼 통화 투자, NFT 마켓까지 하나의 계정으로 이용할 수 있습니다.</p><h3>우리의 원칙</h3><ul><li><strong>공정한 가격</strong>: 선물, 옵션, 투자 상품은 실제 시장 기반의 지수 가격으로 정산되며, 모든 정산에 가격과 출처가 기록됩니다.</li><li><strong>모든 돈의 기록</strong>: 모든 잔액 변동은 감사 가능한 복식부기 분개로 남습니다.</li><li><strong>보안 우선</strong>: 강력하게 해시된 비밀번호, 만료되는 인증 코드, 자금 출금 시 결제 비밀번호.</li></ul><h3>오픈소스</h3><p>Bourse를 구동하는 코드는 공개되어 있어 누구나 주문 체결과 정산 방식을 확인할 수 있습니다.</p>',
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
    en: '<p>Online support is open 24 hours a day from Monday to Friday, and from 08:00 to 22:00 UTC at weekends.</p><ul><li><strong>Online support</strong>: <a href="#/pages/kefu/index">start a chat</a></li><li><strong>Email</strong>: <a href="mailto:support@bourse.example">support@bourse.example</a>, answered within 24 hours</li><li><strong>Business and listings</strong>: <a href="mailto:business@bourse.example">business@bourse.example</a></li></ul><p>We will never ask for your password, payment password or verification codes.</p>',
    zh: '<p>在线客服周一至周五 24 小时服务，周末服务时间为 UTC 08:00 至 22:00。</p><ul><li><strong>在线客服</strong>：<a href="#/pages/kefu/index">发起对话</a></li><li><strong>电子邮件</strong>：<a href="mailto:support@bourse.example">support@bourse.example</a>，24 小时内回复</li><li><strong>商务与上币合作</strong>：<a href="mailto:business@bourse.example">business@bourse.example</a></li></ul><p>我们绝不会索要您的登录密码、支付密码或验证码。</p>',
    hk: '<p>線上客服週一至週五 24 小時服務，週末服務時間為 UTC 08:00 至 22:00。</p><ul><li><strong>線上客服</strong>：<a href="#/pages/kefu/index">開始對話</a></li><li><strong>電子郵件</strong>：<a href="mailto:support@bourse.example">support@bourse.example</a>，24 小時內回覆</li><li><strong>商務與上幣合作</strong>：<a href="mailto:business@bourse.example">business@bourse.example</a></li></ul><p>我們絕不會索取您的登入密碼、支付密碼或驗證碼。</p>',
    fra: '<p>Le support en ligne est ouvert 24 h/24 du lundi au vendredi, et de 08:00 à 22:00 UTC le week-end.</p><ul><li><strong>Support en ligne</strong> : <a href="#/pages/kefu/index">démarrer une discussion</a></li><li><strong>E-mail</strong> : <a href="mailto:support@bourse.example">support@bourse.example</a>, réponse sous 24 heures</li><li><strong>Partenariats et listings</strong> : <a href="mailto:business@bourse.example">business@bourse.example</a></li></ul><p>Nous ne vous demanderons jamais votre mot de passe, votre mot de passe de paiement ni vos codes de vérification.</p>',
    spa: '<p>El soporte en línea atiende las 24 horas de lunes a viernes, y de 08:00 a 22:00 UTC los fines de semana.</p><ul><li><strong>Soporte en línea</strong>: <a href="#/pages/kefu/index">iniciar un chat</a></li><li><strong>Correo</strong>: <a href="mailto:support@bourse.example">support@bourse.example</a>, respuesta en 24 horas</li><li><strong>Negocios y listados</strong>: <a href="mailto:business@bourse.example">business@bourse.example</a></li></ul><p>Nunca te pediremos tu contraseña, tu contraseña de pago ni tus códigos de verificación.</p>',
    th: '<p>ฝ่ายบริการออนไลน์เปิดให้บริการตลอด 24 ชั่วโมงในวันจันทร์ถึงศุกร์ และเวลา 08:00 ถึง 22:00 UTC ในวันหยุดสุดสัปดาห์</p><ul><li><strong>บริการออนไลน์</strong>: <a href="#/pages/kefu/index">เริ่มแชท</a></li><li><strong>อีเมล</strong>: <a href="mailto:support@bourse.example">support@bourse.example</a> ตอบกลับภายใน 24 ชั่วโมง</li><li><strong>ธุรกิจและการลิสต์เหรียญ</strong>: <a href="mailto:business@bourse.example">business@bourse.example</a></li></ul><p>เราจะไม่ขอรหัสผ่าน รหัสผ่านการชำระเงิน หรือรหัสยืนยันของคุณ</p>',
    jp: '<p>オンラインサポートは月曜から金曜は24時間、週末はUTC 08:00〜22:00に対応しています。</p><ul><li><strong>オンラインサポート</strong>：<a href="#/pages/kefu/index">チャットを開始</a></li><li><strong>メール</strong>：<a href="mailto:support@bourse.example">support@bourse.example</a>（24時間以内に返信）</li><li><strong>ビジネス・上場のご相談</strong>：<a href="mailto:business@bourse.example">business@bourse.example</a></li></ul><p>パスワード、支払いパスワード、認証コードをお尋ねすることは一切ありません。</p>',
    kor: '<p>온라인 고객센터는 월요일부터 금요일까지 24시간, 주말에는 UTC 08:00~22:00에 운영합니다.</p><ul><li><strong>온라인 고객센터</strong>: <a href="#/pages/kefu/index">채팅 시작</a></li><li><strong>이메일</strong>: <a href="mailto:support@bourse.example">support@bourse.example</a> (24시간 이내 답변)</li><li><strong>비즈니스 및 상장 문의</strong>: <a href="mailto:business@bourse.example">business@bourse.example</a></li></ul><p>당사는 비밀번호, 결제 비밀번호, 인증 코드를 절대 요구하지 않습니다.</p>',
  },
};
