/** 招待ページの紹介プログラム：還元率、累計、友達と還元の履歴（issue 12）。 */
export default {
  step3: '友達の取引手数料の {{percent}} を受け取る',
  summary: {
    title: 'マイ還元',
    rateOf: '友達が支払う取引手数料に対する還元率',
    friends: '招待した友達',
    earned: '受取済み',
    none: 'まだありません',
    nextPay: '次回の支払い',
    rule: '毎日 UTC 00:10 に、友達が前日に支払った現物・株式・先物の手数料の {{percent}} を、友達が支払った通貨で（端数切り捨て）受け取れます。還元は現物口座に入金されます（株式手数料の還元は株式口座）。支払日に有効な還元率が適用されます。',
  },
  tabs: {
    friends: '友達',
    rebates: '還元履歴',
  },
  friends: {
    joined: '{{date}} 登録',
    noRebate: 'まだ還元はありません',
    empty: 'まだ友達はいません。リンクを共有すると、そこから登録した人がここに表示されます。',
  },
  rebates: {
    empty: 'まだ還元はありません。友達が取引した翌日に支払われます。',
    from: '{{account}} から',
    day: '取引日 {{day}}（UTC）',
    fees: '手数料 {{amount}} {{currency}} × {{percent}}',
    roundedToZero: '最小単位未満のため支払いなし',
  },
  sources: {
    spot: '現物',
    stock: '株式',
    contract: '先物',
  },
  more: 'さらに読み込む',
};
