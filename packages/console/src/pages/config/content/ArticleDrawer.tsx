/**
 * Creates or edits one article of a kind: its texts in the eight languages, its cover (with
 * a preview), where a tap leads, whether it is published (and, for a notice, shown as the
 * popup) and its place in the list. The whole article is sent each time, as the server
 * replaces it; the texts go keyed by language.
 */
import {
  Button,
  Card,
  Col,
  Drawer,
  Form,
  Image,
  Input,
  InputNumber,
  Row,
  Space,
  Switch,
} from 'antd';
import { NewsCategory, type AdminArticle, type Lang } from '@bourse/shared';
import { api } from '../../../api.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';
import { Refused, useSubmit, validated } from '../formParts.tsx';
import { LocalizedTabs, type LocalizedField } from './LocalizedTabs.tsx';
import { allLangs } from './localized.ts';

type Texts = Partial<Record<Lang, string>>;

const PREVIEW = {
  minHeight: 180,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: '1px dashed #d9d9d9',
  borderRadius: 6,
  background: '#fafafa',
  color: '#8c8c8c',
  padding: 8,
} as const;

interface Values {
  title: Texts;
  summary: Texts;
  body: Texts;
  cover: string;
  link: string;
  is_popup: boolean;
  is_published: boolean;
  sort: number;
}

export const CATEGORY_NAMES: Record<NewsCategory, MessageKey> = {
  [NewsCategory.banner]: 'content.banner',
  [NewsCategory.news]: 'content.news',
  [NewsCategory.announcement]: 'content.notice',
  [NewsCategory.help]: 'content.help',
};

function fieldsOf(category: NewsCategory): LocalizedField[] {
  const title: LocalizedField = { name: 'title', label: 'content.title', kind: 'line', max: 200 };
  // A banner is a picture and a link: it has no summary nor body.
  if (category === NewsCategory.banner) return [title];
  return [
    title,
    { name: 'summary', label: 'content.summary', kind: 'text', max: 1000 },
    { name: 'body', label: 'content.body', kind: 'html', max: 100_000 },
  ];
}

export function ArticleDrawer(props: {
  category: NewsCategory;
  /** The article being edited; null for a new one. */
  article: AdminArticle | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const cover = Form.useWatch('cover', form);
  const submit = useSubmit(props.onSaved);
  const { article, category } = props;
  const kind = t(CATEGORY_NAMES[category]);

  const close = () => {
    submit.clear();
    props.onClose();
  };

  const save = async () => {
    if (!(await validated(form))) return;
    // Every language, including the tabs the operator never opened.
    const v = form.getFieldsValue(true) as Values;
    const body = {
      category_id: category,
      title: allLangs(v.title),
      summary: allLangs(v.summary),
      body: allLangs(v.body),
      cover: v.cover?.trim() ?? '',
      link: v.link?.trim() ?? '',
      is_popup: category === NewsCategory.announcement ? v.is_popup : (article?.is_popup ?? false),
      is_published: v.is_published,
      sort: v.sort ?? 0,
    };
    await submit.run(() =>
      api.post(article ? `/admin/articles/${article.id}` : '/admin/articles', body),
    );
  };

  return (
    <Drawer
      open={props.open}
      size={920}
      title={
        article ? t('content.editTitle', { kind, id: article.id }) : t('content.newTitle', { kind })
      }
      onClose={close}
      destroyOnHidden
      footer={
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" loading={submit.busy} onClick={() => void save()}>
            {t(article ? 'common.save' : 'content.create')}
          </Button>
        </Space>
      }
    >
      <Refused message={submit.refusal} />
      <Form<Values>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{
          title: article ? { ...article.title } : {},
          summary: article ? { ...article.summary } : {},
          body: article ? { ...article.body } : {},
          cover: article?.cover ?? '',
          link: article?.link ?? '',
          is_popup: article?.is_popup ?? false,
          is_published: article?.is_published ?? true,
          sort: article?.sort ?? 0,
        }}
      >
        <Card size="small" title={t('content.display')} style={{ marginBottom: 16 }}>
          <Row gutter={24}>
            <Col span={14}>
              <Form.Item name="cover" label={t('content.cover')} extra={t('content.coverHelp')}>
                <Input placeholder="/uploads/… or https://…" />
              </Form.Item>
              <Form.Item name="link" label={t('content.link')} extra={t('content.linkHelp')}>
                <Input placeholder="#/pages/… or https://…" />
              </Form.Item>
              <Space size={32}>
                <Form.Item
                  name="is_published"
                  label={t('content.published')}
                  valuePropName="checked"
                >
                  <Switch />
                </Form.Item>
                {category === NewsCategory.announcement && (
                  <Form.Item name="is_popup" label={t('content.popup')} valuePropName="checked">
                    <Switch />
                  </Form.Item>
                )}
                <Form.Item name="sort" label={t('cfg.sort')}>
                  <InputNumber precision={0} style={{ width: 120 }} />
                </Form.Item>
              </Space>
            </Col>
            <Col span={10}>
              <div style={PREVIEW}>
                {cover?.trim() ? (
                  <Image
                    src={cover.trim()}
                    alt={t('content.coverPreview')}
                    style={{ maxHeight: 180, objectFit: 'contain' }}
                  />
                ) : (
                  <span>{t('content.noCover')}</span>
                )}
              </div>
            </Col>
          </Row>
        </Card>
        <Card size="small" title={t('content.texts')} extra={t('content.textsHelp')}>
          <LocalizedTabs fields={fieldsOf(category)} />
        </Card>
      </Form>
    </Drawer>
  );
}
