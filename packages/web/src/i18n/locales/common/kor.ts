export default {
  tabs: { label: '주요 메뉴', home: '홈', quotes: '시세', trade: '거래', assets: '자산' },
  pageError: {
    title: '이 페이지를 표시할 수 없습니다',
    description: '네트워크 연결을 확인한 후 다시 시도해 주세요.',
    timeout: '페이지 로딩 시간이 초과되었습니다',
    missing: '페이지를 찾을 수 없습니다',
  },
  underDevelopment: { description: '이 기능은 개발 중이며 곧 이용하실 수 있습니다.' },
  actions: {
    retry: '다시 시도',
    confirm: '확인',
    cancel: '취소',
    save: '저장',
    copy: '복사',
    back: '뒤로',
  },
  states: {
    loading: '불러오는 중…',
    empty: '아직 내용이 없습니다',
    noMore: '더 이상 데이터가 없습니다',
    loadFailed: '불러오지 못했습니다. 다시 시도해 주세요.',
  },
  error: {
    timeout: '요청 시간이 초과되었습니다. 다시 시도해 주세요.',
    network: '네트워크 오류입니다. 연결을 확인해 주세요.',
    http: '서버가 상태 코드 {{status}}(으)로 응답했습니다.',
  },
  offline: {
    banner: '오프라인 상태입니다: 다시 온라인이 되면 가격과 잔액이 업데이트됩니다',
    data: '오프라인 상태입니다. 다시 온라인이 되면 불러옵니다.',
    pageTitle: '오프라인 상태입니다',
    pageText: '다시 온라인이 되면 이 페이지가 열립니다.',
  },
};
