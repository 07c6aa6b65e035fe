/** VIPレベル：設定の行とVIPページ（issue 12）。 */
export default {
  title: 'VIPレベル',
  row: 'VIPレベル',
  hero: {
    discount: '手数料割引',
    discountNote:
      '現物のメイカー・テイカー手数料と、契約の新規・決済手数料が {{percent}} 割引になります。',
    noDiscount: 'VIP0 は公表手数料です。VIP1 以上ではすべての手数料が割引されます。',
    notYet: 'まだ判定されていません。どの口座も最初の日次判定まではVIP0です。',
    assessedAt: '判定日時',
    window: '取引高の集計期間',
    windowDays: '{{from}} – {{to}}（UTC）',
    next: '次回の判定',
  },
  figures: {
    volume: '30日取引高（USDT）',
    split: '現物 {{spot}} · 契約 {{contract}}',
    holdings: '保有資産（USDT）',
    holdingsNote: '全口座・インデックス価格で評価',
  },
  progress: {
    title: '次のレベル：{{level}}',
    discount: '{{percent}} 割引',
    volume: '30日取引高',
    holdings: '保有資産',
    or: 'または',
    missing: 'あと {{amount}} USDT',
    met: '達成',
    either: 'どちらか一方を満たせば十分です。数値は前回の判定時のものです。',
    topTitle: '最上位レベル',
    top: '最上位のレベルに達しています。',
  },
  table: {
    title: 'レベル一覧',
    level: 'レベル',
    volume: '30日取引高',
    holdings: '保有資産',
    discount: '割引',
    note: '基準はUSDT建てです。取引高か保有資産のどちらかを満たせばそのレベルになります。',
  },
  rules: {
    title: 'レベルの決まり方',
    either: 'レベルは、30日取引高または保有資産の基準を満たす最も高いレベルです。',
    volume:
      '30日取引高：判定日の前の {{days}} UTC日間に、メイカーまたはテイカーとして約定した現物・株式取引のUSDT換算額と、新規・決済した契約の想定元本の合計です。',
    holdings:
      '保有資産：すべての口座の残高（利用可能分と凍結分）をインデックス価格で評価した合計です（USDTは1対1）。',
    daily:
      'レベルは毎日 UTC {{time}} に判定され、上がることも下がることもあります。新しい口座は最初の判定まではVIP0です。',
    discount:
      '割引は現物のメイカー・テイカー手数料と契約の新規・決済手数料に適用され、各約定に記録されます。',
  },
};
