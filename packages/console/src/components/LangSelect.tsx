import { Select } from 'antd';
import { LANGS, type Lang } from '@bourse/shared';
import { LANG_NAMES } from '../i18n/index.ts';
import { operatorSession, useOperatorSession } from '../session.ts';

/** The console's language (the server's refusals follow it too). */
export function LangSelect() {
  const { lang } = useOperatorSession();
  return (
    <Select<Lang>
      aria-label="Language"
      size="small"
      value={lang}
      style={{ width: 120 }}
      onChange={(l) => operatorSession.setLang(l)}
      options={LANGS.map((l) => ({ value: l, label: LANG_NAMES[l] }))}
    />
  );
}
