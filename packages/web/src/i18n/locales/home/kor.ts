export default {
  header: {
    settings: '언어 및 설정',
    messages: '메시지',
    messagesUnread: '메시지, 읽지 않음 {{count}}개',
  },
  banner: { label: '추천' },
  notice: { label: '공지사항' },
  popup: { badge: '공지', close: '확인', details: '자세히 보기' },
  shortcuts: { label: '바로가기', more: '더보기', less: '접기' },
  quotes: {
    title: '시세',
    more: '더보기',
    kind: { crypto: '암호화폐', stock: '주식' },
    name: '종목',
    price: '현재가',
    change: '24시간 변동',
    empty: '아직 상장된 종목이 없습니다',
  },
  news: { title: '뉴스', more: '더 불러오기', empty: '아직 뉴스가 없습니다' },
};
