/** Customer service chat (Korean). */
export default {
  title: '고객센터',
  online: '온라인',
  offlineShort: '오프라인',
  offline:
    '현재 고객센터가 오프라인입니다. 운영 시간: {{hours}} UTC. {{time}}부터 답변할 예정입니다.',
  earlier: '이전 메시지',
  loadFailed: '채팅을 불러올 수 없습니다',
  retry: '다시 시도',
  support: '고객센터',
  agentInitial: '고',
  image: '이미지',
  read: '읽음',
  sent: '전송됨',
  pickImage: '이미지 보내기',
  placeholder: '메시지를 입력하세요',
  send: '보내기',
};
