/**
 * The site pages (about us, contact us, operational compliance): each page's title and body
 * in the eight languages. A page this install lacks is listed empty; saving creates it.
 */
import { useState } from 'react';
import { Button, Drawer, Form, Space, Table, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SITE_PAGE_SLUGS, type AdminPage, type Lang, type SitePageSlug } from '@bourse/shared';
import { api } from '../../../api.ts';
import { formatTime } from '../../../components/format.ts';
import { useT, type MessageKey } from '../../../i18n/index.ts';
import { useOperatorSession } from '../../../session.ts';
import { Refused, useSubmit, validated } from '../formParts.tsx';
import { LocalizedTabs } from './LocalizedTabs.tsx';
import { allLangs, inLang } from './localized.ts';

const PAGE_NAMES: Record<SitePageSlug, MessageKey> = {
  aboutus: 'content.pageAbout',
  contactus: 'content.pageContact',
  operational_compliance: 'content.pageCompliance',
};

interface Row {
  slug: SitePageSlug;
  page: AdminPage | null;
}

type Texts = Partial<Record<Lang, string>>;

export function SitePages() {
  const t = useT();
  const { lang } = useOperatorSession();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Row | null>(null);
  const list = useQuery({
    queryKey: ['site-pages'],
    queryFn: () => api.get<AdminPage[]>('/admin/pages'),
  });
  const rows: Row[] = SITE_PAGE_SLUGS.map((slug) => ({
    slug,
    page: list.data?.find((p) => p.slug === slug) ?? null,
  }));

  return (
    <>
      <Table<Row>
        rowKey="slug"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data ? rows : []}
        pagination={false}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        columns={[
          {
            title: t('content.page'),
            key: 'name',
            render: (_, r) => (
              <Space orientation="vertical" size={0}>
                <Typography.Text strong>{t(PAGE_NAMES[r.slug])}</Typography.Text>
                <Typography.Text type="secondary" className="console-mono">
                  {r.slug}
                </Typography.Text>
              </Space>
            ),
          },
          {
            title: t('content.title'),
            key: 'title',
            render: (_, r) =>
              r.page ? (
                inLang(r.page.title, lang)
              ) : (
                <Typography.Text type="secondary">{t('content.pageMissing')}</Typography.Text>
              ),
          },
          {
            title: t('content.updatedAt'),
            key: 'updated',
            render: (_, r) => formatTime(r.page?.updated_at),
          },
          {
            title: '',
            key: 'edit',
            align: 'right',
            render: (_, r) => (
              <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(r)}>
                {t('cfg.edit')}
              </Button>
            ),
          },
        ]}
      />
      <PageDrawer
        row={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void queryClient.invalidateQueries({ queryKey: ['site-pages'] });
        }}
      />
    </>
  );
}

function PageDrawer(props: { row: Row | null; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const [form] = Form.useForm<{ title: Texts; body: Texts }>();
  const submit = useSubmit(props.onSaved);
  const { row } = props;
  const close = () => {
    submit.clear();
    props.onClose();
  };
  const save = async () => {
    if (!(await validated(form))) return;
    const v = form.getFieldsValue(true) as { title: Texts; body: Texts };
    await submit.run(() =>
      api.post(`/admin/pages/${row!.slug}`, { title: allLangs(v.title), body: allLangs(v.body) }),
    );
  };
  return (
    <Drawer
      open={row !== null}
      size={920}
      title={row ? t('content.editPage', { page: t(PAGE_NAMES[row.slug]) }) : ''}
      onClose={close}
      destroyOnHidden
      footer={
        <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button type="primary" loading={submit.busy} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Refused message={submit.refusal} />
      {row && (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ title: { ...row.page?.title }, body: { ...row.page?.body } }}
        >
          <LocalizedTabs
            fields={[
              { name: 'title', label: 'content.title', kind: 'line', max: 200 },
              { name: 'body', label: 'content.body', kind: 'html', max: 100_000 },
            ]}
          />
        </Form>
      )}
    </Drawer>
  );
}
