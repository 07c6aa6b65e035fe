/**
 * The copy-trading agreement (spec 2 "follow/agreement_zh", "agreement_en"), written by us:
 * what a copy is, the risks in plain words, prices and skips, fees and the profit share,
 * the follower's control, liquidation and records. Each page is one language whatever the
 * UI language (the follow form links the Chinese one for zh and hk readers), so the texts
 * live here, not in a UI catalogue. Figures come from the shared constants.
 */
import {
  COPY_MAX_DELAY_SECONDS,
  FOLLOW_MAX_NUMBER,
  FOLLOW_MAX_TRADERS,
  PROFIT_SHARE_MAX_PERCENT,
} from '@bourse/shared';

export interface AgreementText {
  title: string;
  updated: string;
  intro: string;
  sections: { title: string; points: string[] }[];
}

const MAX = FOLLOW_MAX_TRADERS;
const LATE = COPY_MAX_DELAY_SECONDS;
const SHARE = PROFIT_SHARE_MAX_PERCENT;
const NUMBER = FOLLOW_MAX_NUMBER;

export const AGREEMENT_EN: AgreementText = {
  title: 'Copy trading agreement',
  updated: 'Applies to every copy opened from the day it is published.',
  intro:
    'This agreement is between you and the operator of this platform ("we"). Please read it before you copy a trader. You accept it by ticking the box on the copy settings page, and you can stop copying at any time.',
  sections: [
    {
      title: '1. What copying does',
      points: [
        "When a trader you copy opens a contract position, our copy job opens a position of the same pair and direction, with the trader's leverage, in your own contract account. When the trader closes it, your copy is closed too.",
        `The size follows your settings: a multiple of the trader's lots (up to ${NUMBER}x, rounded half-up to 0.01 lot) or a fixed number of lots (1 to ${NUMBER}).`,
        'Every copy is a real position of yours: your margin, your fees, your overnight fees, your take-profit and stop-loss, your liquidation.',
        `You can copy at most ${MAX} traders at the same time. Only trades a trader opens after you start copying are copied.`,
      ],
    },
    {
      title: '2. The risks, plainly',
      points: [
        'Contracts are leveraged. A small price move can cost a large part of the margin, and a copy can lose money, up to all the margin it holds.',
        "A trader's past results do not predict future results. The figures on a trader's page are computed from the trader's real closed positions and refreshed every hour; they describe the past only.",
        "Traders are users of this platform, not advisers employed by us. We review applications, but we do not check or guarantee anyone's skill, and nothing here is investment advice.",
        'The platform is the counterparty of every contract, copies included: when your position gains, the platform pays you; when it loses, the platform receives what you lose.',
      ],
    },
    {
      title: '3. Prices and timing',
      points: [
        "A copy opens and closes at the index price recorded at the second the trader's position opened or closed, with the pair's spread: the same price per lot the trader got, not a later one.",
        `A copy is never opened late. If the copy job reaches a trader's trade more than ${LATE} seconds after that second, the copy is skipped.`,
      ],
    },
    {
      title: '4. When a copy is skipped',
      points: [
        "A copy is skipped, never opened later, when your contract account cannot pay its margin and opening fee; when opening it would bring your account to the maintenance level; when its margin would pass your follow-amount cap; when its size is outside the pair's lot limits; when the pair no longer trades; or when the job was late.",
        'Every skip is shown in "My copies" with its reason and figures (for example what the margin needed and what was available).',
      ],
    },
    {
      title: '5. Fees and profit share',
      points: [
        'You pay the opening, closing and overnight fees of your copies, exactly as for positions you open yourself.',
        `When the trader's close closes a copy with a net profit (after those fees), the trader's published profit share (at most ${SHARE}%) of that net profit is paid from your contract account to the trader. Nothing is paid on a loss, and nothing on a copy you close or hold yourself. The share is fixed when you start copying.`,
      ],
    },
    {
      title: '6. You stay in control',
      points: [
        'You can change your settings or stop copying at any time. Stopping means no new copies; copies already open still close when the trader closes them.',
        'You can take any open copy over ("hold myself"): it stays open, no longer follows the trader, and you close it when you choose. You can also close a copy yourself or set its take-profit and stop-loss.',
        'A deadline ends the copying after its days. A follow-amount cap limits the margin that open copies of one trader may hold at once.',
      ],
    },
    {
      title: '7. Liquidation of your account',
      points: [
        "Your contract account is one cross-margin account: copies and your own positions share its balance. If its risk rate falls to the maintenance level, positions are liquidated, copies included, whatever the trader does. The trader's position may survive while yours does not, because your balance is not the trader's.",
      ],
    },
    {
      title: '8. Records',
      points: [
        "Every copy records the trader's index price, its source and its second. You can check every figure of a position in the contract orders' verify view.",
      ],
    },
    {
      title: '9. Changes',
      points: [
        'We may change this agreement; a change applies to copies opened after it is published.',
      ],
    },
  ],
};

export const AGREEMENT_ZH: AgreementText = {
  title: '跟单交易协议',
  updated: '自发布之日起，适用于此后开立的每一笔跟单。',
  intro:
    '本协议由您与本平台运营方（“我们”）订立。跟随交易员之前，请先阅读本协议。您在跟单设置页勾选同意即表示接受本协议；您可以随时停止跟单。',
  sections: [
    {
      title: '一、跟单做什么',
      points: [
        '您跟随的交易员开立合约仓位时，我们的跟单任务会在您自己的合约账户中，以交易员的杠杆倍数，开立同一交易对、同一方向的仓位；交易员平仓时，您的跟单仓位也随之平仓。',
        `跟单数量按您的设置计算：交易员手数的倍数（最高 ${NUMBER} 倍，四舍五入到 0.01 手），或固定手数（1 至 ${NUMBER} 手）。`,
        '每一笔跟单都是您真实的仓位：使用您的保证金，由您支付手续费和隔夜费，适用您的止盈止损，也会被强制平仓。',
        `您最多可同时跟随 ${MAX} 位交易员。只有在您开始跟单之后交易员新开的仓位才会被跟随。`,
      ],
    },
    {
      title: '二、风险提示',
      points: [
        '合约交易带有杠杆。价格的小幅波动就可能损失大部分保证金，跟单可能亏损，最多可亏掉该仓位占用的全部保证金。',
        '交易员过去的业绩不代表未来的结果。交易员页面上的数据根据其真实已平仓位计算，每小时更新一次，只反映过去。',
        '交易员是本平台的用户，不是我们聘请的投资顾问。我们审核申请，但不检验也不保证任何人的交易能力，本页面的任何内容都不构成投资建议。',
        '平台是每一份合约（包括跟单仓位）的交易对手：您的仓位盈利时由平台支付，亏损时您亏损的部分归平台所有。',
      ],
    },
    {
      title: '三、价格与时效',
      points: [
        '跟单仓位按交易员开仓或平仓那一秒记录的指数价格加上该交易对的点差成交：与交易员每手的成交价相同，而不是之后的价格。',
        `跟单绝不延后开仓。如果跟单任务处理交易员的交易时，距那一秒已超过 ${LATE} 秒，该笔跟单将被跳过。`,
      ],
    },
    {
      title: '四、跟单何时被跳过',
      points: [
        '出现以下情况时，该笔跟单会被跳过，且之后也不会补开：您的合约账户不足以支付保证金和开仓手续费；开仓会使账户风险率降到维持保证金水平；所需保证金会超过您设置的跟单金额上限；数量超出该交易对的手数限制；该交易对已停止交易；或跟单任务处理超时。',
        '每一次跳过都会在“我的跟单”中列出原因和具体数字（例如所需保证金与可用余额）。',
      ],
    },
    {
      title: '五、费用与分润',
      points: [
        '跟单仓位的开仓手续费、平仓手续费和隔夜费由您支付，与您自己开的仓位完全相同。',
        `当交易员平仓带动您的跟单平仓且扣除上述费用后有净盈利时，交易员公布的分润比例（最高 ${SHARE}%）对应的净盈利部分将从您的合约账户支付给交易员。亏损时不支付；您自己平仓或自持的仓位也不支付。分润比例在您开始跟单时确定。`,
      ],
    },
    {
      title: '六、您始终可以掌控',
      points: [
        '您可以随时修改设置或停止跟单。停止跟单后不再开立新的跟单仓位；已开立的跟单仓位仍会在交易员平仓时一并平仓。',
        '您可以接管任何一笔未平仓的跟单（“自持”）：仓位保持不动，不再跟随交易员，由您决定何时平仓。您也可以自己平仓，或为其设置止盈止损。',
        '跟单期限到期后自动停止跟单；跟单金额上限限制同一交易员的跟单仓位同时占用的保证金。',
      ],
    },
    {
      title: '七、账户强制平仓',
      points: [
        '您的合约账户是全仓账户：跟单仓位与您自己的仓位共用账户余额。账户风险率降到维持保证金水平时，仓位（包括跟单仓位）将被强制平仓，与交易员的操作无关。由于您的余额与交易员不同，交易员的仓位可能仍然存在，而您的仓位已被平仓。',
      ],
    },
    {
      title: '八、记录',
      points: [
        '每一笔跟单都记录交易员的指数价格、价格来源和时间（精确到秒）。您可以在合约订单的“核对”页面查看仓位的每一项数字。',
      ],
    },
    {
      title: '九、协议变更',
      points: ['我们可能修改本协议；修改仅适用于发布之后开立的跟单。'],
    },
  ],
};
