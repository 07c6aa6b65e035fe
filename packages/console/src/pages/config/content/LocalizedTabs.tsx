/**
 * The texts of an article or a page in each of the eight languages: one tab per language,
 * marked once its title is written. Every tab is rendered from the start, so the form holds
 * all eight languages even when the operator opens only one.
 */
import { Badge, Form, Input, Tabs } from 'antd';
import type { Lang } from '@bourse/shared';
import { LANG_NAMES, useT, type MessageKey } from '../../../i18n/index.ts';
import { CONTENT_LANGS } from './localized.ts';

export interface LocalizedField {
  name: 'title' | 'summary' | 'body';
  label: MessageKey;
  /** `line`: one line; `text`: plain paragraphs; `html`: markup (the server sanitizes it). */
  kind: 'line' | 'text' | 'html';
  max: number;
}

export function LocalizedTabs({ fields }: { fields: LocalizedField[] }) {
  const t = useT();
  const form = Form.useFormInstance();
  const titles = Form.useWatch<Partial<Record<Lang, string>> | undefined>('title', form);
  return (
    <Tabs
      size="small"
      items={CONTENT_LANGS.map((lang) => ({
        key: lang,
        forceRender: true,
        label: (
          <Badge dot={Boolean(titles?.[lang]?.trim())} color="green" offset={[6, 0]}>
            {LANG_NAMES[lang]}
          </Badge>
        ),
        children: fields.map((f) => (
          <Form.Item
            key={f.name}
            name={[f.name, lang]}
            label={`${t(f.label)} · ${LANG_NAMES[lang]}`}
            extra={f.kind === 'html' ? t('content.htmlHelp') : undefined}
          >
            {f.kind === 'line' ? (
              <Input maxLength={f.max} showCount />
            ) : (
              <Input.TextArea
                rows={f.kind === 'html' ? 12 : 3}
                maxLength={f.max}
                className={f.kind === 'html' ? 'console-mono' : undefined}
              />
            )}
          </Form.Item>
        )),
      }))}
    />
  );
}
