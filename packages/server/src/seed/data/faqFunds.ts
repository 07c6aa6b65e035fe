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
      en: '<p>Open <strong>Assets → Deposit</strong>, choose the coin and, for USDT, the network (ERC20 or TRC20). Copy the address or scan the QR code and send from your wallet. We charge no deposit fee; your sending wallet charges the network fee.</p>',
      zh: '<p>打开<strong>资产 → 充值</strong>，选择币种；USDT 还需选择网络（ERC20 或 TRC20）。复制地址或扫描二维码，从您的钱包转入即可。我们不收取充值手续费，网络手续费由转出钱包收取。</p>',
      hk: '<p>打開<strong>資產 → 充值</strong>，選擇幣種；USDT 還需選擇網絡（ERC20 或 TRC20）。複製地址或掃描二維碼，從您的錢包轉入即可。我們不收取充值手續費，網絡手續費由轉出錢包收取。</p>',
      fra: '<p>Ouvrez <strong>Actifs → Dépôt</strong>, choisissez la crypto et, pour l’USDT, le réseau (ERC20 ou TRC20). Copiez l’adresse ou scannez le QR code et envoyez depuis votre portefeuille. Nous ne facturons pas les dépôts ; les frais de réseau sont prélevés par le portefeuille d’envoi.</p>',
      spa: '<p>Abre <strong>Activos → Depositar</strong>, elige la moneda y, para USDT, la red (ERC20 o TRC20). Copia la dirección o escanea el código QR y envía desde tu cartera. No cobramos por depositar; la comisión de red la cobra la cartera de origen.</p>',
      th: '<p>เปิด <strong>สินทรัพย์ → ฝาก</strong> เลือกเหรียญ และสำหรับ USDT ให้เลือกเครือข่าย (ERC20 หรือ TRC20) คัดลอกที่อยู่หรือสแกน QR โค้ดแล้วโอนจากกระเป๋าของคุณ เราไม่คิดค่าธรรมเนียมการฝาก ค่าธรรมเนียมเครือข่ายเรียกเก็บโดยกระเป๋าที่โอนออก</p>',
      jp: '<p><strong>資産 → 入金</strong>を開き、通貨を選択します。USDTの場合はネットワーク（ERC20またはTRC20）も選びます。アドレスをコピーするかQRコードを読み取り、お手持ちのウォレットから送金してください。入金手数料は無料です。ネットワーク手数料は送金元のウォレットで発生します。</p>',
      kor: '<p><strong>자산 → 입금</strong>을 열고 코인을 선택하세요. USDT는 네트워크(ERC20 또는 TRC20)도 선택합니다. 주소를 복사하거나 QR 코드를 스캔해 본인 지갑에서 보내면 됩니다. 입금 수수료는 없으며, 네트워크 수수료는 보내는 지갑에서 부과됩니다.</p>',
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
      en: '<p>A deposit is credited after enough network confirmations, usually within 30 minutes. Check that you sent to the address shown on your deposit page, on the same network. If it is still missing after two hours, send the transaction hash to <a href="#/pages/kefu/index">online support</a>.</p>',
      zh: '<p>充值在获得足够的网络确认后入账，通常在 30 分钟内完成。请确认您转入的是充值页面显示的地址，且网络一致。如两小时后仍未到账，请将交易哈希发送给<a href="#/pages/kefu/index">在线客服</a>。</p>',
      hk: '<p>充值在獲得足夠的網絡確認後入帳，通常在 30 分鐘內完成。請確認您轉入的是充值頁面顯示的地址，且網絡一致。如兩小時後仍未到帳，請將交易雜湊傳送給<a href="#/pages/kefu/index">線上客服</a>。</p>',
      fra: '<p>Un dépôt est crédité après suffisamment de confirmations réseau, en général sous 30 minutes. Vérifiez que vous avez envoyé à l’adresse de votre page de dépôt, sur le même réseau. S’il manque encore après deux heures, envoyez le hash de la transaction au <a href="#/pages/kefu/index">support en ligne</a>.</p>',
      spa: '<p>Un depósito se acredita tras suficientes confirmaciones de red, normalmente en menos de 30 minutos. Comprueba que enviaste a la dirección de tu página de depósito y por la misma red. Si tras dos horas sigue sin llegar, envía el hash de la transacción al <a href="#/pages/kefu/index">soporte en línea</a>.</p>',
      th: '<p>เงินฝากจะเข้าบัญชีเมื่อได้รับการยืนยันจากเครือข่ายเพียงพอ โดยปกติภายใน 30 นาที ตรวจสอบว่าคุณโอนไปยังที่อยู่ในหน้าฝากของคุณและใช้เครือข่ายเดียวกัน หากผ่านไปสองชั่วโมงแล้วยังไม่เข้า โปรดส่งแฮชของธุรกรรมให้<a href="#/pages/kefu/index">ฝ่ายบริการออนไลน์</a></p>',
      jp: '<p>入金は十分な数のネットワーク承認の後に反映され、通常は30分以内です。入金ページに表示されたアドレスへ、同じネットワークで送金したかご確認ください。2時間経っても反映されない場合は、トランザクションハッシュを<a href="#/pages/kefu/index">オンラインサポート</a>へお送りください。</p>',
      kor: '<p>입금은 충분한 네트워크 컨펌 후 반영되며 보통 30분 이내입니다. 입금 페이지에 표시된 주소로, 같은 네트워크를 통해 보냈는지 확인하세요. 2시간이 지나도 반영되지 않으면 트랜잭션 해시를 <a href="#/pages/kefu/index">온라인 고객센터</a>로 보내 주세요.</p>',
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
      en: '<ul><li>Deposits and transfers between your accounts are free.</li><li>Trading fees depend on the product and are shown on the order confirmation before you place the order.</li><li>Contract positions held past the daily settlement pay an overnight fee.</li><li>Withdrawals pay a network fee, shown before you confirm.</li></ul>',
      zh: '<ul><li>充值及账户间划转免费。</li><li>交易手续费因产品而异，下单前会在订单确认页显示。</li><li>合约持仓跨过每日结算时收取隔夜费。</li><li>提现收取网络手续费，确认前会显示。</li></ul>',
      hk: '<ul><li>充值及帳戶間劃轉免費。</li><li>交易手續費因產品而異，下單前會在訂單確認頁顯示。</li><li>合約持倉跨過每日結算時收取隔夜費。</li><li>提領收取網絡手續費，確認前會顯示。</li></ul>',
      fra: '<ul><li>Les dépôts et les transferts entre vos comptes sont gratuits.</li><li>Les frais de trading dépendent du produit et s’affichent sur la confirmation avant de passer l’ordre.</li><li>Les positions sur contrats conservées au-delà du règlement quotidien paient des frais de financement de nuit.</li><li>Les retraits paient des frais de réseau, affichés avant confirmation.</li></ul>',
      spa: '<ul><li>Los depósitos y las transferencias entre tus cuentas son gratuitos.</li><li>Las comisiones de trading dependen del producto y se muestran en la confirmación antes de enviar la orden.</li><li>Las posiciones de contratos mantenidas tras la liquidación diaria pagan una comisión nocturna.</li><li>Los retiros pagan una comisión de red, que verás antes de confirmar.</li></ul>',
      th: '<ul><li>การฝากและการโอนระหว่างบัญชีของคุณไม่มีค่าธรรมเนียม</li><li>ค่าธรรมเนียมการเทรดขึ้นอยู่กับผลิตภัณฑ์ และแสดงในหน้ายืนยันก่อนส่งคำสั่ง</li><li>สถานะสัญญาที่ถือข้ามรอบชำระรายวันจะมีค่าธรรมเนียมข้ามคืน</li><li>การถอนมีค่าธรรมเนียมเครือข่าย ซึ่งแสดงก่อนยืนยัน</li></ul>',
      jp: '<ul><li>入金と口座間の振替は無料です。</li><li>取引手数料は商品によって異なり、注文前の確認画面に表示されます。</li><li>日次清算をまたいで保有する先物ポジションにはオーバーナイト手数料がかかります。</li><li>出金にはネットワーク手数料がかかり、確定前に表示されます。</li></ul>',
      kor: '<ul><li>입금과 계정 간 이체는 무료입니다.</li><li>거래 수수료는 상품마다 다르며 주문 전 확인 화면에 표시됩니다.</li><li>일일 정산을 넘겨 보유한 선물 포지션에는 오버나이트 수수료가 부과됩니다.</li><li>출금에는 네트워크 수수료가 부과되며 확인 전에 표시됩니다.</li></ul>',
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
      en: '<p>Use <strong>Assets → Transfer</strong> to move coins between your fiat, spot, contract, options and stock accounts. Transfers are instant and free. Funds cannot leave the contract account while you have open contract positions.</p>',
      zh: '<p>通过<strong>资产 → 划转</strong>在法币、现货、合约、期权和股票账户之间转移资产，即时到账且免费。持有合约仓位期间，资金不能从合约账户转出。</p>',
      hk: '<p>透過<strong>資產 → 劃轉</strong>在法幣、現貨、合約、期權和股票帳戶之間轉移資產，即時到帳且免費。持有合約倉位期間，資金不能從合約帳戶轉出。</p>',
      fra: '<p>Utilisez <strong>Actifs → Transfert</strong> pour déplacer vos cryptos entre les comptes fiat, spot, contrats, options et actions. Les transferts sont instantanés et gratuits. Les fonds ne peuvent pas quitter le compte contrats tant que vous avez des positions ouvertes.</p>',
      spa: '<p>Usa <strong>Activos → Transferir</strong> para mover monedas entre tus cuentas fiat, spot, contratos, opciones y acciones. Las transferencias son inmediatas y gratuitas. Los fondos no pueden salir de la cuenta de contratos mientras tengas posiciones abiertas.</p>',
      th: '<p>ใช้ <strong>สินทรัพย์ → โอน</strong> เพื่อย้ายเหรียญระหว่างบัญชีเฟียต สปอต สัญญา ออปชัน และหุ้น การโอนเกิดขึ้นทันทีและไม่มีค่าธรรมเนียม ไม่สามารถโอนเงินออกจากบัญชีสัญญาได้ขณะที่ยังมีสถานะเปิดอยู่</p>',
      jp: '<p><strong>資産 → 振替</strong>で、法定通貨・現物・先物・オプション・株式の各口座間で資産を移動できます。振替は即時・無料です。先物ポジションを保有している間は、先物口座から資金を移せません。</p>',
      kor: '<p><strong>자산 → 이체</strong>에서 법정화폐, 현물, 선물, 옵션, 주식 계정 간에 코인을 옮길 수 있습니다. 이체는 즉시 처리되며 무료입니다. 열린 선물 포지션이 있는 동안에는 선물 계정에서 자금을 옮길 수 없습니다.</p>',
    },
  },
];
