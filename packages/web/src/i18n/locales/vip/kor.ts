/** VIP 등급: 설정 항목과 VIP 페이지 (issue 12). */
export default {
  title: 'VIP 등급',
  row: 'VIP 등급',
  hero: {
    discount: '수수료 할인',
    discountNote: '현물 메이커·테이커 수수료와 계약 개시·청산 수수료가 {{percent}} 할인됩니다.',
    noDiscount: 'VIP0은 공시된 수수료를 냅니다. VIP1부터 모든 수수료가 할인됩니다.',
    notYet: '아직 산정되지 않았습니다. 모든 계정은 첫 일일 산정 전까지 VIP0입니다.',
    assessedAt: '산정 시각',
    window: '거래량 집계 기간',
    windowDays: '{{from}} – {{to}} (UTC)',
    next: '다음 산정',
  },
  figures: {
    volume: '30일 거래량 (USDT)',
    split: '현물 {{spot}} · 계약 {{contract}}',
    holdings: '보유 자산 (USDT)',
    holdingsNote: '모든 계정, 지수 가격 기준',
  },
  progress: {
    title: '다음 등급: {{level}}',
    discount: '{{percent}} 할인',
    volume: '30일 거래량',
    holdings: '보유 자산',
    or: '또는',
    missing: '{{amount}} USDT 남음',
    met: '달성',
    either: '둘 중 하나만 충족하면 됩니다. 수치는 마지막 산정 시점 기준입니다.',
    topTitle: '최고 등급',
    top: '최고 등급에 도달했습니다.',
  },
  table: {
    title: '등급 안내',
    level: '등급',
    volume: '30일 거래량',
    holdings: '보유 자산',
    discount: '할인',
    note: '기준은 USDT입니다. 거래량 또는 보유 자산 중 하나만 충족하면 해당 등급이 됩니다.',
  },
  rules: {
    title: '등급 산정 방법',
    either: '등급은 30일 거래량 또는 보유 자산 기준을 충족하는 가장 높은 등급입니다.',
    volume:
      '30일 거래량: 산정일 이전 {{days}}일(UTC) 동안 메이커 또는 테이커로 체결된 현물·주식 거래의 USDT 환산 금액과, 개시·청산한 계약의 명목 금액을 더한 값입니다.',
    holdings:
      '보유 자산: 모든 계정의 전체 잔액(사용 가능 및 동결)을 지수 가격으로 평가한 금액입니다(USDT는 1:1).',
    daily:
      '등급은 매일 UTC {{time}}에 산정되며 오르거나 내려갈 수 있습니다. 새 계정은 첫 산정 전까지 VIP0입니다.',
    discount:
      '할인은 현물 메이커·테이커 수수료와 계약 개시·청산 수수료에 적용되며, 모든 체결 내역에 기록됩니다.',
  },
};
