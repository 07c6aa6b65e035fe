/** 초대 페이지의 리베이트 프로그램: 리베이트 비율, 누적 수익, 친구와 리베이트 내역 (issue 12). */
export default {
  step3: '친구 거래 수수료의 {{percent}} 받기',
  summary: {
    title: '내 리베이트',
    rateOf: '친구가 낸 거래 수수료에 대한 리베이트 비율',
    friends: '초대한 친구',
    earned: '받은 금액',
    none: '아직 없음',
    nextPay: '다음 지급',
    rule: '매일 UTC 00:10에 친구가 전날 낸 현물·주식·선물 수수료의 {{percent}}를 친구가 수수료를 낸 코인으로 받습니다(소수점 이하 내림). 리베이트는 현물 계정으로 지급됩니다(주식 수수료 리베이트는 주식 계정). 지급일에 적용 중인 비율이 적용됩니다.',
  },
  tabs: {
    friends: '친구',
    rebates: '리베이트 내역',
  },
  friends: {
    joined: '{{date}} 가입',
    noRebate: '아직 리베이트 없음',
    empty: '아직 친구가 없습니다. 링크를 공유하면 그 링크로 가입한 사람이 여기에 표시됩니다.',
  },
  rebates: {
    empty: '아직 리베이트가 없습니다. 친구가 거래한 다음 날 지급됩니다.',
    from: '{{account}}에서',
    day: '거래일 {{day}} (UTC)',
    fees: '수수료 {{amount}} {{currency}} × {{percent}}',
    roundedToZero: '최소 단위 미만: 지급 없음',
  },
  sources: {
    spot: '현물',
    stock: '주식',
    contract: '선물',
  },
  more: '더 보기',
};
