/** The invitation programme on the invite page: rebate rate, totals, friends and rebates (issue 12). */
export default {
  step3: 'Earn {{percent}} of their trading fees',
  summary: {
    title: 'My rebates',
    rateOf: 'of the trading fees your friends pay',
    friends: 'Friends invited',
    earned: 'Earned',
    none: 'Nothing yet',
    nextPay: 'Next payout',
    rule: 'Each day at 00:10 UTC you receive {{percent}} of the spot, stock and contract fees your friends paid the day before, in the coin they paid, rounded down. Rebates go to your spot account (stock fees to your stock account). The rate in force on the day of payment applies.',
  },
  tabs: {
    friends: 'Friends',
    rebates: 'Rebates',
  },
  friends: {
    joined: 'Joined {{date}}',
    noRebate: 'No rebate yet',
    empty: 'No friends yet. Share your link: everyone who registers with it appears here.',
  },
  rebates: {
    empty: 'No rebates yet. They arrive the day after your friends trade.',
    from: 'From {{account}}',
    day: 'Trading day {{day}} (UTC)',
    fees: 'Fees {{amount}} {{currency}} × {{percent}}',
    roundedToZero: 'Below the smallest unit: nothing paid',
  },
  sources: {
    spot: 'Spot',
    stock: 'Stocks',
    contract: 'Contracts',
  },
  more: 'Load more',
};
