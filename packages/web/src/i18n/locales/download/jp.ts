/** アプリのダウンロードページ（日本語）：H5 アプリをホーム画面にインストールします。 */
export default {
  title: 'アプリを入手',
  tagline: '暗号資産と株式を、透明な決済で取引。',
  perks: {
    homeScreen: 'ホーム画面から全画面で起動',
    offline: '接続がなくても起動できます',
    noStore: 'アプリストア不要：常に最新バージョン',
  },
  install: 'インストール',
  offeredHint: 'お使いのブラウザはワンタップで Bourse をホーム画面に追加できます。',
  manualHint:
    '数回のタップで Bourse をホーム画面に追加できます。お使いの端末の手順に従ってください。',
  installed: 'Bourse はインストール済みです',
  installedHint: 'ホーム画面またはアプリ一覧から開いてください。',
  standalone: 'インストール済みのアプリを使用中です',
  standaloneHint: 'Bourse はホーム画面にあり、自動で更新されます。',
  stepsTitle: 'ホーム画面に追加',
  yourDevice: 'お使いの端末',
  platforms: {
    ios: 'iPhone・iPad（Safari）',
    android: 'Android（Chrome）',
    desktop: 'パソコン（Chrome または Edge）',
  },
  steps: {
    ios: {
      step1: 'このページを Safari で開きます。',
      step2: 'ツールバーの共有ボタン（矢印付きの四角）をタップします。',
      step3: '下にスクロールして「ホーム画面に追加」をタップします。',
      step4: '「追加」をタップすると、Bourse がホーム画面に表示されます。',
    },
    android: {
      step1: 'このページを Chrome で開きます。',
      step2: '右上のメニュー（⋮）をタップします。',
      step3: '「アプリをインストール」または「ホーム画面に追加」をタップします。',
      step4: '「インストール」で確定すると、Bourse がアプリ一覧に表示されます。',
    },
    desktop: {
      step1: 'このページを Chrome または Microsoft Edge で開きます。',
      step2: 'アドレスバーの右端にあるインストール アイコンをクリックします。',
      step3:
        'アイコンがない場合は、ブラウザのメニューから「Bourse をインストール」を選びます（Edge：「アプリ」→「このサイトをアプリとしてインストール」）。',
      step4: '「インストール」で確定すると、Bourse が専用のウィンドウで開きます。',
    },
  },
};
