/** 재테크 허브(한국어): 나의 재테크, 예정된 일정, 세 가지 상품. */
export default {
  page: {
    title: '재테크',
  },
  mine: {
    title: '나의 재테크',
    running_one: '{{count}}건 진행 중',
    running_other: '{{count}}건 진행 중',
    signedOut:
      '로그인하면 보유 현황, 지급된 수익과 지급 예정 수익, 다음 만기를 확인할 수 있습니다.',
    signIn: '로그인',
    empty: '아직 재테크 상품이 없습니다',
    emptyHint: '아래에서 락업, 듀얼 투자 또는 IEO를 선택해 시작하세요.',
    next: '다음',
    orders: '주문',
  },
  product: {
    lockup: '락업 마이닝',
    dual: '듀얼 투자',
    ieo: 'IEO',
  },
  label: {
    lockup: {
      holding: '락업 중',
      pending: '지급 예정 이자',
      paid: '지급된 이자',
    },
    dual: {
      holding: '투자 중',
      pending: '만기 수익',
      paid: '정산된 지급액(원금 및 수익)',
    },
    ieo: {
      holding: '청약 보류 금액',
      pending: '해제 대기 토큰',
      paid: '해제된 토큰',
    },
  },
  event: {
    lockupCredit: '이자 지급',
    lockupEnd: '락업 종료, 원금 반환',
    dualSettle: '만기 정산',
    ieoAllocate: '토큰 배정',
    ieoRelease: '토큰 해제',
  },
  time: {
    in: '{{span}} 후',
    due: '곧 처리',
    d: '일',
    h: '시간',
    m: '분',
    s: '초',
  },
  upcoming: {
    title: '예정된 일정',
    empty: '예정된 일정이 없습니다',
  },
  section: {
    more: '더보기',
    orders: '내 주문',
    empty: '현재 판매 중인 상품이 없습니다',
    lockupHint: '매일 고정 이자, 만기 시 원금 반환',
    dualHint: '더 높은 수익, 두 코인 중 하나로 정산',
    ieoHint: '상장 전에 새 토큰을 청약하세요',
  },
  lockup: {
    apr: '연 수익률',
    days_one: '{{count}}일',
    days_other: '{{count}}일',
    from: '최소 {{amount}} {{coin}}',
  },
  dual: {
    apr: '연이율',
    linked: '연동 가격',
    days_one: '{{count}}일',
    days_other: '{{count}}일',
  },
  ieo: {
    price: '가격',
    subscribed: '청약됨',
    phase: {
      '0': '예정',
      '1': '준비 중',
      '2': '진행 중',
      '3': '종료',
      paused: '일시 중지',
    },
  },
};
