/** Broadcast mail messages every user sees in the mailMessage pages. */
import type { MailSeed } from './texts.ts';

export const BROADCASTS: MailSeed[] = [
  {
    dedupeKey: 'broadcast-welcome',
    daysAgo: 7,
    title: {
      en: 'Welcome to Bourse',
      zh: '欢迎来到 Bourse',
      hk: '歡迎來到 Bourse',
      fra: 'Bienvenue sur Bourse',
      spa: 'Te damos la bienvenida a Bourse',
      th: 'ยินดีต้อนรับสู่ Bourse',
      jp: 'Bourseへようこそ',
      kor: 'Bourse에 오신 것을 환영합니다',
    },
    body: {
      en: '<p>Thank you for joining Bourse. Three steps to get started:</p><ul><li>Complete <a href="#/pages/setting/real">identity verification</a> to raise your withdrawal limits.</li><li>Set a payment password in <a href="#/pages/setting/security">Security</a>.</li><li>Make your first deposit from <a href="#/pages/fund/assets">Assets</a>.</li></ul><p>Questions? Our <a href="#/pages/common/faq">FAQ</a> and online support are here to help.</p>',
      zh: '<p>感谢您加入 Bourse。三步即可开始：</p><ul><li>完成<a href="#/pages/setting/real">身份认证</a>，提高提现额度。</li><li>在<a href="#/pages/setting/security">安全中心</a>设置支付密码。</li><li>在<a href="#/pages/fund/assets">资产</a>页完成首笔充值。</li></ul><p>有疑问？<a href="#/pages/common/faq">常见问题</a>与在线客服随时为您服务。</p>',
      hk: '<p>感謝您加入 Bourse。三步即可開始：</p><ul><li>完成<a href="#/pages/setting/real">身份認證</a>，提高提領額度。</li><li>在<a href="#/pages/setting/security">安全中心</a>設定支付密碼。</li><li>在<a href="#/pages/fund/assets">資產</a>頁完成首筆充值。</li></ul><p>有疑問？<a href="#/pages/common/faq">常見問題</a>與線上客服隨時為您服務。</p>',
      fra: '<p>Merci d’avoir rejoint Bourse. Trois étapes pour commencer :</p><ul><li>Effectuez la <a href="#/pages/setting/real">vérification d’identité</a> pour relever vos plafonds de retrait.</li><li>Définissez un mot de passe de paiement dans <a href="#/pages/setting/security">Sécurité</a>.</li><li>Faites votre premier dépôt depuis <a href="#/pages/fund/assets">Actifs</a>.</li></ul><p>Des questions ? La <a href="#/pages/common/faq">FAQ</a> et le support en ligne sont là pour vous aider.</p>',
      spa: '<p>Gracias por unirte a Bourse. Tres pasos para empezar:</p><ul><li>Completa la <a href="#/pages/setting/real">verificación de identidad</a> para ampliar tus límites de retiro.</li><li>Establece una contraseña de pago en <a href="#/pages/setting/security">Seguridad</a>.</li><li>Haz tu primer depósito desde <a href="#/pages/fund/assets">Activos</a>.</li></ul><p>¿Dudas? Las <a href="#/pages/common/faq">preguntas frecuentes</a> y el soporte en línea están para ayudarte.</p>',
      th: '<p>ขอบคุณที่เข้าร่วม Bourse เริ่มต้นได้ในสามขั้นตอน:</p><ul><li>ทำ<a href="#/pages/setting/real">การยืนยันตัวตน</a>ให้เสร็จเพื่อเพิ่มวงเงินถอน</li><li>ตั้งรหัสผ่านการชำระเงินใน<a href="#/pages/setting/security">ความปลอดภัย</a></li><li>ฝากเงินครั้งแรกจากหน้า<a href="#/pages/fund/assets">สินทรัพย์</a></li></ul><p>มีคำถาม? <a href="#/pages/common/faq">คำถามที่พบบ่อย</a>และฝ่ายบริการออนไลน์พร้อมช่วยเหลือ</p>',
      jp: '<p>Bourseにご登録いただきありがとうございます。次の3ステップで始めましょう。</p><ul><li><a href="#/pages/setting/real">本人確認</a>を完了して出金上限を引き上げる。</li><li><a href="#/pages/setting/security">セキュリティ</a>で支払いパスワードを設定する。</li><li><a href="#/pages/fund/assets">資産</a>から初回入金を行う。</li></ul><p>ご不明な点は<a href="#/pages/common/faq">よくある質問</a>またはオンラインサポートへどうぞ。</p>',
      kor: '<p>Bourse에 가입해 주셔서 감사합니다. 세 단계로 시작해 보세요.</p><ul><li><a href="#/pages/setting/real">본인 인증</a>을 완료해 출금 한도를 높이세요.</li><li><a href="#/pages/setting/security">보안</a>에서 결제 비밀번호를 설정하세요.</li><li><a href="#/pages/fund/assets">자산</a>에서 첫 입금을 하세요.</li></ul><p>궁금한 점은 <a href="#/pages/common/faq">자주 묻는 질문</a>과 온라인 고객센터에서 도와드립니다.</p>',
    },
  },
  {
    dedupeKey: 'broadcast-security-tips',
    daysAgo: 2,
    title: {
      en: 'Five habits that keep your account safe',
      zh: '守护账户安全的五个习惯',
      hk: '守護帳戶安全的五個習慣',
      fra: 'Cinq réflexes pour protéger votre compte',
      spa: 'Cinco hábitos para proteger tu cuenta',
      th: '5 นิสัยที่ช่วยให้บัญชีของคุณปลอดภัย',
      jp: 'アカウントを守る5つの習慣',
      kor: '계정을 안전하게 지키는 5가지 습관',
    },
    body: {
      en: '<ul><li>Use a unique login password and a separate six-digit payment password.</li><li>Never share verification codes: Bourse staff will never ask for them.</li><li>Check the address twice before every withdrawal, and save trusted addresses.</li><li>Open Bourse only from its official address, never from links in messages.</li><li>Log out on shared devices.</li></ul>',
      zh: '<ul><li>使用独一无二的登录密码，并另设六位数字支付密码。</li><li>切勿透露验证码，Bourse 工作人员绝不会索要。</li><li>每次提现前仔细核对两遍地址，并保存常用的可信地址。</li><li>仅通过官方网址打开 Bourse，不要点击消息中的链接。</li><li>在共用设备上使用后请退出登录。</li></ul>',
      hk: '<ul><li>使用獨一無二的登入密碼，並另設六位數字支付密碼。</li><li>切勿透露驗證碼，Bourse 工作人員絕不會索取。</li><li>每次提領前仔細核對兩遍地址，並儲存常用的可信地址。</li><li>僅透過官方網址打開 Bourse，不要點擊訊息中的連結。</li><li>在共用裝置上使用後請登出。</li></ul>',
      fra: '<ul><li>Utilisez un mot de passe de connexion unique et un mot de passe de paiement distinct à six chiffres.</li><li>Ne communiquez jamais vos codes de vérification : l’équipe Bourse ne vous les demandera jamais.</li><li>Vérifiez deux fois l’adresse avant chaque retrait et enregistrez vos adresses de confiance.</li><li>Ouvrez Bourse uniquement depuis son adresse officielle, jamais depuis un lien reçu par message.</li><li>Déconnectez-vous sur les appareils partagés.</li></ul>',
      spa: '<ul><li>Usa una contraseña de acceso única y otra contraseña de pago de seis dígitos.</li><li>Nunca compartas tus códigos de verificación: el personal de Bourse jamás te los pedirá.</li><li>Revisa dos veces la dirección antes de cada retiro y guarda las direcciones de confianza.</li><li>Abre Bourse solo desde su dirección oficial, nunca desde enlaces recibidos en mensajes.</li><li>Cierra sesión en dispositivos compartidos.</li></ul>',
      th: '<ul><li>ใช้รหัสผ่านเข้าสู่ระบบที่ไม่ซ้ำใคร และตั้งรหัสผ่านการชำระเงิน 6 หลักแยกต่างหาก</li><li>อย่าบอกรหัสยืนยันแก่ผู้ใด เจ้าหน้าที่ Bourse จะไม่ขอรหัสเหล่านี้</li><li>ตรวจสอบที่อยู่สองครั้งก่อนถอนทุกครั้ง และบันทึกที่อยู่ที่เชื่อถือได้</li><li>เปิด Bourse จากที่อยู่ทางการเท่านั้น อย่าเปิดจากลิงก์ในข้อความ</li><li>ออกจากระบบเมื่อใช้อุปกรณ์ร่วมกับผู้อื่น</li></ul>',
      jp: '<ul><li>ほかと使い回さないログインパスワードと、別の6桁の支払いパスワードを設定する。</li><li>認証コードは誰にも教えない。Bourseのスタッフが尋ねることはありません。</li><li>出金前には毎回アドレスを2回確認し、信頼できるアドレスは登録しておく。</li><li>Bourseは公式アドレスからのみ開き、メッセージ内のリンクからは開かない。</li><li>共用の端末では使用後にログアウトする。</li></ul>',
      kor: '<ul><li>다른 곳과 겹치지 않는 로그인 비밀번호와 별도의 6자리 결제 비밀번호를 사용하세요.</li><li>인증 코드는 절대 공유하지 마세요. Bourse 직원은 절대 요구하지 않습니다.</li><li>출금 전마다 주소를 두 번 확인하고, 신뢰할 수 있는 주소는 저장해 두세요.</li><li>Bourse는 공식 주소로만 접속하고, 메시지 속 링크로 열지 마세요.</li><li>공용 기기에서는 사용 후 로그아웃하세요.</li></ul>',
    },
  },
];
