/**
 * Query options of the content endpoints (spec 7). Every text comes back in the
 * caller's language, so the language is part of each key: after a language change the
 * pages ask again instead of showing the old words. The key reads the language when the
 * component renders; every component using these also uses useTranslation, which
 * re-renders it on a language change.
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  DEFAULT_LIMIT,
  NewsCategory,
  type ArticleDetail,
  type ArticleItem,
  type FaqPage,
  type ListPage,
  type MailDetail,
  type MailPage,
  type MenuItem,
  type PageContent,
  type SiteConfig,
} from '@bourse/shared';
import { api } from '../../api/client.ts';
import { QK } from '../../api/keys.ts';
import { session } from '../../store/session.ts';

const lang = () => session.get().lang;

/** The next page number of a list, or undefined when every row is loaded. */
export function nextPage(last: ListPage<unknown>): number | undefined {
  return last.page * last.limit < last.total && last.list.length > 0 ? last.page + 1 : undefined;
}

export const newsListQuery = (c_id: NewsCategory, limit = DEFAULT_LIMIT) =>
  queryOptions({
    queryKey: [QK.newsList, lang(), c_id, limit],
    queryFn: () =>
      api.post<ListPage<ArticleItem>>('/news/list', { c_id, page: 1, limit }, { quiet: true }),
  });

export const newsInfiniteQuery = (c_id: NewsCategory) =>
  infiniteQueryOptions({
    queryKey: [QK.newsList, lang(), c_id, 'all'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.post<ListPage<ArticleItem>>(
        '/news/list',
        { c_id, page: pageParam, limit: DEFAULT_LIMIT },
        { quiet: true },
      ),
    getNextPageParam: nextPage,
  });

export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: [QK.newsDetail, lang(), id],
    queryFn: () => api.post<ArticleDetail>('/news/detail', { id }, { silent: true }),
    enabled: Number.isInteger(id) && id > 0,
    // A missing article stays missing: asking again would only repeat the refusal.
    retry: false,
  });

/** The launch popup; background, so failures stay silent. */
export const popupQuery = () =>
  queryOptions({
    queryKey: [QK.newsPopup, lang()],
    queryFn: () =>
      api.get<ArticleDetail | null>('/news/index_pop', {}, { silent: true, quiet: true }),
    staleTime: 5 * 60_000,
  });

export const menuQuery = () =>
  queryOptions({
    queryKey: [QK.menu, lang()],
    queryFn: () => api.get<MenuItem[]>('/menu', {}, { quiet: true }),
    staleTime: 5 * 60_000,
  });

export const faqQuery = () =>
  queryOptions({
    queryKey: [QK.faq, lang()],
    queryFn: () => api.get<FaqPage>('/faq', {}, { silent: true }),
  });

export type SiteSlug = 'aboutus' | 'contactus' | 'operational_compliance';

export const sitePageQuery = (slug: SiteSlug) =>
  queryOptions({
    queryKey: [QK.sitePage, lang(), slug],
    queryFn: () => api.get<PageContent>(`/${slug}`, {}, { silent: true }),
  });

/** `GET /getSiteConfig`: the site's name, logos and contact links (server: system module). */
export type { SiteConfig };

export const siteConfigQuery = () =>
  queryOptions({
    queryKey: [QK.siteConfig],
    queryFn: () => api.get<SiteConfig>('/getSiteConfig', {}, { silent: true, quiet: true }),
    staleTime: 60 * 60_000,
  });

/** A public setting by keyword (GET /getSetting), e.g. app_download for the web view. */
export const siteSettingQuery = (keyword: string) =>
  queryOptions({
    queryKey: [QK.siteSetting, keyword],
    queryFn: () => api.get<unknown>('/getSetting', { keyword }, { silent: true }),
    enabled: keyword !== '',
    retry: false,
  });

/** Signed-in only: callers pass `enabled` from the session. */
export const mailInfiniteQuery = (enabled: boolean) =>
  infiniteQueryOptions({
    queryKey: [QK.mailList, lang()],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.get<MailPage>(
        '/mailMessage/getList',
        { page: pageParam, limit: DEFAULT_LIMIT },
        { quiet: true },
      ),
    getNextPageParam: nextPage,
    enabled,
  });

export const fetchMailDetail = (id: number) => api.post<MailDetail>('/mailMessage/detail', { id });
export const readAllMail = () => api.post<{ count: number }>('/mailMessage/read_all');

export { NewsCategory };
