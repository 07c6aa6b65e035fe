/** FAQ about money in and out (help category, c_id 7): question and HTML answer. */
import type { Texts } from './texts.ts';

export interface FaqSeed {
  slug: string;
  question: Texts;
  answer: Texts;
}

export const FAQ_FUNDS: FaqSeed[] = [
  {
    slug: 'faq-deposit',
    question: {
      en: 'How do I deposit crypto?',
      zh: '如何充值数字货币？',
      hk: '如何充值數字貨幣？',
      fra: 'Comment déposer des cryptomonnaies ?',
      spa: '¿Cómo deposito criptomonedas?',
      th: 'ฝากคริปโตอย่างไร',
      jp: '暗号資産の入金方法は？',
      kor: '암호화폐는 어떻게 입금하나요?',
    },
    answer: {
      en: '<p>Open <strong>Assets → Deposit</strong>, choose the coin and, for USDT, the network (ERC20 or TRC20). Copy the address or scan the QR code and send from your wallet, then submit the amount with a screenshot of the transfer. Your balance is credited once our team has checked the transfer. We charge no deposit fee; your sending wallet charges the network fee.</p>',
      zh: '<p>打开<strong>资产 → 充值</strong>，选择币种，USDT 还需选择网络（ERC20 或 TRC20）。复制地址或扫描二维码，从您的钱包转账，然后提交充值金额和转账截图。我们的团队核实转账后即会入账。我们不收取充值手续费，网络手续费由您的转出钱包收取。</p>',
      hk: '<p>打開<strong>資產 → 充值</strong>，選擇幣種，USDT 還需選擇網絡（ERC20 或 TRC20）。複製地址或掃描二維碼，從您的錢包轉帳，然後提交充值金額和轉帳截圖。我們的團隊核實轉帳後即會入帳。我們不收取充值手續費，網絡手續費由您的轉出錢包收取。</p>',
      fra: '<p>Ouvrez <strong>Actifs → Dépôt</strong>, choisissez la cryptomonnaie et, pour l’USDT, le réseau (ERC20 ou TRC20). Copiez l’adresse ou scannez le QR code et envoyez depuis votre portefeuille, puis indiquez le montant avec une capture d’écran du transfert. Votre solde est crédité dès que notre équipe a vérifié le transfert. Nous ne facturons aucun frais de dépôt ; votre portefeuille d’envoi facture les frais de réseau.</p>',
      spa: '<p>Abre <strong>Activos → Depositar</strong>, elige la moneda y, para USDT, la red (ERC20 o TRC20). Copia la dirección o escanea el código QR y envía desde tu cartera; después indica el importe con una captura de la transferencia. Tu saldo se abona en cuanto nuestro equipo ha comprobado la transferencia. No cobramos comisión por depósito; tu cartera de envío cobra la comisión de red.</p>',
      th: '<p>เปิด <strong>สินทรัพย์ → ฝาก</strong> เลือกเหรียญ และสำหรับ USDT ให้เลือกเครือข่าย (ERC20 หรือ TRC20) คัดลอกที่อยู่หรือสแกนคิวอาร์โค้ดแล้วโอนจากกระเป๋าของคุณ จากนั้นส่งจำนวนเงินพร้อมภาพหน้าจอการโอน ยอดเงินจะเข้าบัญชีเมื่อทีมงานของเราตรวจสอบการโอนแล้ว เราไม่เก็บค่าธรรมเนียมการฝาก ค่าธรรมเนียมเครือข่ายเรียกเก็บโดยกระเป๋าที่ใช้โอน</p>',
      jp: '<p><strong>資産 → 入金</strong>を開き、コインを選択します（USDTはネットワークERC20またはTRC20も選択）。アドレスをコピーするかQRコードを読み取ってウォレットから送金し、金額と送金のスクリーンショットを提出してください。当社チームが送金を確認した後、残高に反映されます。入金手数料は無料です。ネットワーク手数料は送金元のウォレットで発生します。</p>',
      kor: '<p><strong>자산 → 입금</strong>을 열고 코인을 선택하세요. USDT는 네트워크(ERC20 또는 TRC20)도 선택합니다. 주소를 복사하거나 QR 코드를 스캔해 지갑에서 보낸 뒤, 금액과 송금 화면 캡처를 제출하세요. 저희 팀이 송금을 확인하면 잔액에 반영됩니다. 입금 수수료는 없으며, 네트워크 수수료는 보내는 지갑에서 부과됩니다.</p>',
    },
  },
  {
    slug: 'faq-deposit-missing',
    question: {
      en: 'My deposit has not arrived. What should I do?',
      zh: '充值未到账怎么办？',
      hk: '充值未到帳怎麼辦？',
      fra: 'Mon dépôt n’est pas arrivé. Que faire ?',
      spa: 'Mi depósito no ha llegado. ¿Qué hago?',
      th: 'เงินฝากยังไม่เข้า ควรทำอย่างไร',
      jp: '入金が反映されません。どうすればよいですか？',
      kor: '입금이 반영되지 않았어요. 어떻게 하나요?',
    },
    answer: {
      en: '<p>A deposit is credited after our team has checked the transfer you submitted, normally within one working day. Check that you sent to the address shown on your deposit page, on the same network, and that you submitted the deposit with its amount and screenshot. If it is still missing, send the transaction hash to <a href="#/pages/common/contactus">support</a>.</p>',
      zh: '<p>我们的团队核实您提交的转账后即会入账，通常在一个工作日内完成。请确认您转入的是充值页面显示的地址、使用的是同一网络，并且已提交充值金额和截图。如仍未到账，请将交易哈希发送给<a href="#/pages/common/contactus">客服</a>。</p>',
      hk: '<p>我們的團隊核實您提交的轉帳後即會入帳，通常在一個工作天內完成。請確認您轉入的是充值頁面顯示的地址、使用的是同一網絡，並且已提交充值金額和截圖。如仍未到帳，請將交易雜湊發送給<a href="#/pages/common/contactus">客服</a>。</p>',
      fra: '<p>Un dépôt est crédité après vérification par notre équipe du transfert que vous avez déclaré, en général sous un jour ouvré. Vérifiez que vous avez envoyé à l’adresse affichée sur votre page de dépôt, sur le même réseau, et que vous avez déclaré le dépôt avec son montant et sa capture d’écran. S’il manque encore, envoyez le hash de la transaction au <a href="#/pages/common/contactus">support</a>.</p>',
      spa: '<p>Un depósito se abona después de que nuestro equipo compruebe la transferencia que enviaste, normalmente en un día hábil. Comprueba que enviaste a la dirección de tu página de depósito, en la misma red, y que enviaste el depósito con su importe y captura. Si sigue sin aparecer, envía el hash de la transacción al <a href="#/pages/common/contactus">soporte</a>.</p>',
      th: '<p>รายการฝากจะเข้าบัญชีหลังจากทีมงานของเราตรวจสอบการโอนที่คุณส่งมา โดยปกติภายในหนึ่งวันทำการ โปรดตรวจสอบว่าคุณโอนไปยังที่อยู่ที่แสดงในหน้าฝาก บนเครือข่ายเดียวกัน และได้ส่งรายการฝากพร้อมจำนวนเงินและภาพหน้าจอแล้ว หากยังไม่เข้า โปรดส่งแฮชของธุรกรรมให้<a href="#/pages/common/contactus">ฝ่ายบริการลูกค้า</a></p>',
      jp: '<p>入金は、ご提出いただいた送金を当社チームが確認した後に反映されます（通常1営業日以内）。入金画面に表示されたアドレスへ同じネットワークで送金したか、金額とスクリーンショットを添えて入金を提出したかをご確認ください。それでも反映されない場合は、トランザクションハッシュを<a href="#/pages/common/contactus">サポート</a>へお送りください。</p>',
      kor: '<p>입금은 제출하신 송금을 저희 팀이 확인한 뒤 반영되며, 보통 영업일 기준 하루 이내에 처리됩니다. 입금 화면에 표시된 주소로 같은 네트워크를 통해 보냈는지, 금액과 화면 캡처를 함께 제출했는지 확인하세요. 그래도 반영되지 않으면 트랜잭션 해시를 <a href="#/pages/common/contactus">고객센터</a>로 보내 주세요.</p>',
    },
  },
  {
    slug: 'faq-withdraw',
    question: {
      en: 'How do I withdraw?',
      zh: '如何提现？',
      hk: '如何提領？',
      fra: 'Comment effectuer un retrait ?',
      spa: '¿Cómo retiro fondos?',
      th: 'ถอนเงินอย่างไร',
      jp: '出金方法は？',
      kor: '출금은 어떻게 하나요?',
    },
    answer: {
      en: '<p>Open <strong>Assets → Withdraw</strong>, choose the coin and network, enter the address (or pick a saved one) and the amount, then confirm with your payment password. The network fee and the amount you will receive are shown before you confirm. Your daily limit depends on your verification level.</p>',
      zh: '<p>打开<strong>资产 → 提现</strong>，选择币种与网络，输入地址（或选择已保存地址）和数量，然后使用支付密码确认。确认前会显示网络手续费和实际到账数量。每日限额取决于您的认证等级。</p>',
      hk: '<p>打開<strong>資產 → 提領</strong>，選擇幣種與網絡，輸入地址（或選擇已儲存地址）和數量，然後使用支付密碼確認。確認前會顯示網絡手續費和實際到帳數量。每日限額取決於您的認證等級。</p>',
      fra: '<p>Ouvrez <strong>Actifs → Retrait</strong>, choisissez la crypto et le réseau, saisissez l’adresse (ou choisissez-en une enregistrée) et le montant, puis confirmez avec votre mot de passe de paiement. Les frais de réseau et le montant reçu s’affichent avant confirmation. Votre plafond quotidien dépend de votre niveau de vérification.</p>',
      spa: '<p>Abre <strong>Activos → Retirar</strong>, elige la moneda y la red, introduce la dirección (o elige una guardada) y el importe, y confirma con tu contraseña de pago. Antes de confirmar verás la comisión de red y lo que recibirás. Tu límite diario depende de tu nivel de verificación.</p>',
      th: '<p>เปิด <strong>สินทรัพย์ → ถอน</strong> เลือกเหรียญและเครือข่าย กรอกที่อยู่ (หรือเลือกที่อยู่ที่บันทึกไว้) และจำนวน แล้วยืนยันด้วยรหัสผ่านการชำระเงิน ค่าธรรมเนียมเครือข่ายและจำนวนที่จะได้รับจะแสดงก่อนยืนยัน วงเงินรายวันขึ้นอยู่กับระดับการยืนยันตัวตนของคุณ</p>',
      jp: '<p><strong>資産 → 出金</strong>を開き、通貨とネットワークを選択し、アドレス（または登録済みアドレス）と数量を入力して、支払いパスワードで確定します。ネットワーク手数料と受取額は確定前に表示されます。1日の上限は本人確認レベルによって異なります。</p>',
      kor: '<p><strong>자산 → 출금</strong>을 열고 코인과 네트워크를 선택한 뒤, 주소(또는 저장된 주소)와 수량을 입력하고 결제 비밀번호로 확인하세요. 네트워크 수수료와 실제 수령액은 확인 전에 표시됩니다. 일일 한도는 인증 레벨에 따라 다릅니다.</p>',
    },
  },
  {
    slug: 'faq-fees',
    question: {
      en: 'What fees do you charge?',
      zh: '平台收取哪些费用？',
      hk: '平台收取哪些費用？',
      fra: 'Quels frais appliquez-vous ?',
      spa: '¿Qué comisiones cobráis?',
      th: 'มีค่าธรรมเนียมอะไรบ้าง',
      jp: '手数料はいくらですか？',
      kor: '수수료는 어떻게 되나요?',
    },
    answer: {
      en: '<ul><li>Deposits and transfers between your accounts are free.</li><li>Trading fees depend on the product and are shown on the order confirmation before you place the order.</li><li>Withdrawals pay a network fee, shown before you confirm.</li></ul>',
      zh: '<ul><li>充值及账户间划转免费。</li><li>交易手续费因产品而异，下单前会在订单确认页显示。</li><li>提现收取网络手续费，确认前会显示。</li></ul>',
      hk: '<ul><li>充值及帳戶間劃轉免費。</li><li>交易手續費因產品而異，下單前會在訂單確認頁顯示。</li><li>提領收取網絡手續費，確認前會顯示。</li></ul>',
      fra: '<ul><li>Les dépôts et les transferts entre vos comptes sont gratuits.</li><li>Les frais de trading dépendent du produit et s’affichent sur la confirmation avant de passer l’ordre.</li><li>Les retraits paient des frais de réseau, affichés avant confirmation.</li></ul>',
      spa: '<ul><li>Los depósitos y las transferencias entre tus cuentas son gratuitos.</li><li>Las comisiones de trading dependen del producto y se muestran en la confirmación antes de enviar la orden.</li><li>Los retiros pagan una comisión de red, que verás antes de confirmar.</li></ul>',
      th: '<ul><li>การฝากและการโอนระหว่างบัญชีของคุณไม่มีค่าธรรมเนียม</li><li>ค่าธรรมเนียมการเทรดขึ้นอยู่กับผลิตภัณฑ์ และแสดงในหน้ายืนยันก่อนส่งคำสั่ง</li><li>การถอนมีค่าธรรมเนียมเครือข่าย ซึ่งแสดงก่อนยืนยัน</li></ul>',
      jp: '<ul><li>入金と口座間の振替は無料です。</li><li>取引手数料は商品によって異なり、注文前の確認画面に表示されます。</li><li>出金にはネットワーク手数料がかかり、確定前に表示されます。</li></ul>',
      kor: '<ul><li>입금과 계정 간 이체는 무료입니다.</li><li>거래 수수료는 상품마다 다르며 주문 전 확인 화면에 표시됩니다.</li><li>출금에는 네트워크 수수료가 부과되며 확인 전에 표시됩니다.</li></ul>',
    },
  },
  {
    slug: 'faq-transfer',
    question: {
      en: 'How do I move funds between my accounts?',
      zh: '如何在账户之间划转资金？',
      hk: '如何在帳戶之間劃轉資金？',
      fra: 'Comment transférer des fonds entre mes comptes ?',
      spa: '¿Cómo muevo fondos entre mis cuentas?',
      th: 'โอนเงินระหว่างบัญชีของฉันอย่างไร',
      jp: '口座間で資金を振り替えるには？',
      kor: '계정 간에 자금을 옮기려면 어떻게 하나요?',
    },
    answer: {
      en: '<p>Use <strong>Assets → Transfer</strong> to move coins between your fiat, spot and stock accounts. Transfers are instant and free.</p>',
      zh: '<p>通过<strong>资产 → 划转</strong>在法币、现货和股票账户之间转移资产，即时到账且免费。</p>',
      hk: '<p>透過<strong>資產 → 劃轉</strong>在法幣、現貨和股票帳戶之間轉移資產，即時到帳且免費。</p>',
      fra: '<p>Utilisez <strong>Actifs → Transfert</strong> pour déplacer vos cryptos entre les comptes fiat, spot et actions. Les transferts sont instantanés et gratuits.</p>',
      spa: '<p>Usa <strong>Activos → Transferir</strong> para mover monedas entre tus cuentas fiat, spot y acciones. Las transferencias son inmediatas y gratuitas.</p>',
      th: '<p>ใช้ <strong>สินทรัพย์ → โอน</strong> เพื่อย้ายเหรียญระหว่างบัญชีเฟียต สปอต และหุ้น การโอนเกิดขึ้นทันทีและไม่มีค่าธรรมเนียม</p>',
      jp: '<p><strong>資産 → 振替</strong>で、法定通貨・現物・株式の各口座間で資産を移動できます。振替は即時・無料です。</p>',
      kor: '<p><strong>자산 → 이체</strong>에서 법정화폐, 현물, 주식 계정 간에 코인을 옮길 수 있습니다. 이체는 즉시 처리되며 무료입니다.</p>',
    },
  },
];
