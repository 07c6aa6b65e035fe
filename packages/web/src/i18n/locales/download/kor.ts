/** 앱 다운로드 페이지(한국어): H5 앱을 홈 화면에 설치합니다. */
export default {
  title: '앱 받기',
  tagline: '암호화폐와 주식을 투명한 정산으로 거래하세요.',
  perks: {
    homeScreen: '홈 화면에서 전체 화면으로 열기',
    offline: '연결이 없어도 실행됩니다',
    noStore: '앱 스토어 없이 항상 최신 버전',
  },
  install: '설치',
  offeredHint: '브라우저에서 한 번의 탭으로 Bourse를 홈 화면에 추가할 수 있습니다.',
  manualHint: '몇 번의 탭으로 Bourse를 홈 화면에 추가하세요. 기기에 맞는 단계를 따르세요.',
  installed: 'Bourse가 설치되었습니다',
  installedHint: '홈 화면이나 앱 목록에서 여세요.',
  standalone: '설치된 앱을 사용 중입니다',
  standaloneHint: 'Bourse가 홈 화면에 있으며 자동으로 업데이트됩니다.',
  stepsTitle: '홈 화면에 추가',
  yourDevice: '내 기기',
  platforms: {
    ios: 'iPhone 및 iPad(Safari)',
    android: 'Android(Chrome)',
    desktop: '컴퓨터(Chrome 또는 Edge)',
  },
  steps: {
    ios: {
      step1: 'Safari에서 이 페이지를 엽니다.',
      step2: '도구 막대에서 공유 버튼(화살표가 있는 사각형)을 탭합니다.',
      step3: '아래로 스크롤하여 "홈 화면에 추가"를 탭합니다.',
      step4: '"추가"를 탭하면 Bourse가 홈 화면에 나타납니다.',
    },
    android: {
      step1: 'Chrome에서 이 페이지를 엽니다.',
      step2: '오른쪽 위의 메뉴(⋮)를 탭합니다.',
      step3: '"앱 설치" 또는 "홈 화면에 추가"를 탭합니다.',
      step4: '"설치"로 확인하면 Bourse가 앱 목록에 나타납니다.',
    },
    desktop: {
      step1: 'Chrome 또는 Microsoft Edge에서 이 페이지를 엽니다.',
      step2: '주소 표시줄 오른쪽 끝의 설치 아이콘을 클릭합니다.',
      step3:
        '아이콘이 없나요? 브라우저 메뉴를 열고 "Bourse 설치"를 선택하세요(Edge: 앱, 그다음 "이 사이트를 앱으로 설치").',
      step4: '"설치"로 확인하면 Bourse가 별도의 창에서 열립니다.',
    },
  },
};
