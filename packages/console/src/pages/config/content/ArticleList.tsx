/**
 * The articles of one kind (banners, news, notices or help), published or not, a page at a
 * time as the server orders them (by sort, then newest); each opens in the edit drawer.
 */
import { useState } from 'react';
import { Button, Image, Space, Table, Tag, Typography } from 'antd';
import { EditOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { NewsCategory, type AdminArticle, type Page } from '@bourse/shared';
import { api } from '../../../api.ts';
import { formatTime } from '../../../components/format.ts';
import { useT } from '../../../i18n/index.ts';
import { useOperatorSession } from '../../../session.ts';
import { ArticleDrawer, CATEGORY_NAMES } from './ArticleDrawer.tsx';
import { inLang } from './localized.ts';

export function ArticleList({ category }: { category: NewsCategory }) {
  const t = useT();
  const { lang } = useOperatorSession();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  // undefined: closed; null: a new article; else the article edited.
  const [editing, setEditing] = useState<AdminArticle | null | undefined>(undefined);

  const list = useQuery({
    queryKey: ['articles', category, page, limit],
    queryFn: () =>
      api.get<Page<AdminArticle>>('/admin/articles', { category_id: category, page, limit }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['articles', category] });
  const kind = t(CATEGORY_NAMES[category]);

  return (
    <>
      <div className="console-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('content.new', { kind })}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={() => void refresh()}>
          {t('common.refresh')}
        </Button>
      </div>
      <Table<AdminArticle>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        locale={list.isError ? { emptyText: list.error.message } : undefined}
        onRow={(a) => ({ onDoubleClick: () => setEditing(a) })}
        pagination={{
          current: page,
          pageSize: limit,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { count: total }),
          onChange: (p, size) => {
            setPage(size === limit ? p : 1);
            setLimit(size);
          },
        }}
        columns={[
          { title: t('field.id'), dataIndex: 'id', width: 72 },
          ...(category === NewsCategory.banner
            ? [
                {
                  title: t('content.cover'),
                  key: 'cover',
                  width: 140,
                  render: (_: unknown, a: AdminArticle) =>
                    a.cover ? (
                      <Image src={a.cover} width={112} height={48} style={{ objectFit: 'cover' }} />
                    ) : (
                      <Typography.Text type="secondary">—</Typography.Text>
                    ),
                },
              ]
            : []),
          {
            title: t('content.title'),
            key: 'title',
            render: (_, a) => {
              const title = inLang(a.title, lang);
              return title ? (
                <Typography.Text strong>{title}</Typography.Text>
              ) : (
                <Typography.Text type="secondary">{t('content.untitled')}</Typography.Text>
              );
            },
          },
          {
            title: t('field.status'),
            key: 'state',
            render: (_, a) => (
              <Space size={4}>
                <Tag color={a.is_published ? 'green' : 'default'}>
                  {t(a.is_published ? 'content.published' : 'content.draft')}
                </Tag>
                {a.is_popup && <Tag color="magenta">{t('content.popup')}</Tag>}
              </Space>
            ),
          },
          { title: t('cfg.sort'), dataIndex: 'sort', align: 'right', width: 80 },
          {
            title: t('content.publishedAt'),
            dataIndex: 'published_at',
            render: (v: number) => formatTime(v),
          },
          {
            title: '',
            key: 'edit',
            align: 'right',
            render: (_, a) => (
              <Button size="small" icon={<EditOutlined />} onClick={() => setEditing(a)}>
                {t('cfg.edit')}
              </Button>
            ),
          },
        ]}
      />
      <ArticleDrawer
        category={category}
        article={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void refresh();
        }}
      />
    </>
  );
}
