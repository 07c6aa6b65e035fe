import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminArticle, AdminPage, LocalizedContent, Page } from '@bourse/shared';
import { fakeServer, Refusal, renderDesk } from '../../test/desk.tsx';
import Content from './Content.tsx';

const EMPTY: LocalizedContent = {
  zh: '',
  hk: '',
  en: '',
  fra: '',
  spa: '',
  th: '',
  jp: '',
  kor: '',
};
const text = (over: Partial<LocalizedContent>): LocalizedContent => ({ ...EMPTY, ...over });

function article(over: Partial<AdminArticle> = {}): AdminArticle {
  return {
    id: 3,
    slug: null,
    category_id: 5,
    title: text({ en: 'Welcome bonus', zh: '欢迎奖励' }),
    summary: text({}),
    body: text({}),
    cover: '/h5/banners/welcome.svg',
    link: '#/pages/activity/index',
    is_popup: false,
    is_published: true,
    sort: 2,
    published_at: 1_764_000_000,
    ...over,
  };
}

const page = (rows: AdminArticle[]): Page<AdminArticle> => ({
  data: rows,
  total: rows.length,
  page: 1,
  limit: 20,
});

const NOTICE = article({
  id: 9,
  category_id: 6,
  title: text({ en: 'Maintenance', fra: 'Maintenance prévue' }),
  summary: text({ en: 'Short break' }),
  body: text({ en: '<p>Back soon</p>' }),
  cover: '',
  link: '',
});

describe('the content screen', () => {
  it('lists the banners in the operator language, falling back to another one', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/articles': page([
        article(),
        article({ id: 4, title: text({ zh: '仅中文' }), is_published: false }),
      ]),
    });
    renderDesk(<Content />);
    expect(await screen.findByText('Welcome bonus')).toBeTruthy();
    expect(calls[0]!.query).toMatchObject({ category_id: '5', page: '1', limit: '20' });
    const draftRow = screen.getByText('仅中文').closest('tr')!;
    expect(within(draftRow).getByText('Draft')).toBeTruthy();
    expect(
      within(screen.getByText('Welcome bonus').closest('tr')!).getByText('Published'),
    ).toBeTruthy();
  });

  it('creates a banner with its title keyed by language and a cover preview', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/articles': page([]),
      'POST /api/admin/articles': article({ id: 10 }),
    });
    renderDesk(<Content />);
    fireEvent.click(await screen.findByRole('button', { name: /New banner/ }));
    const drawer = await screen.findByRole('dialog');
    // A banner is a picture and a link: no summary nor body.
    expect(within(drawer).queryByLabelText('Summary · English')).toBeNull();
    fireEvent.change(within(drawer).getByLabelText('Title · English'), {
      target: { value: 'Spring promo' },
    });
    fireEvent.change(within(drawer).getByLabelText('Title · 简体中文'), {
      target: { value: '春季活动' },
    });
    fireEvent.change(within(drawer).getByLabelText('Cover image'), {
      target: { value: '/uploads/spring.png' },
    });
    expect((await within(drawer).findByAltText('Cover preview')).getAttribute('src')).toBe(
      '/uploads/spring.png',
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/admin/articles');
    expect(post.body).toEqual({
      category_id: 5,
      title: text({ en: 'Spring promo', zh: '春季活动' }),
      summary: EMPTY,
      body: EMPTY,
      cover: '/uploads/spring.png',
      link: '',
      is_popup: false,
      is_published: true,
      sort: 0,
      lang: 'en',
    });
  });

  it('edits a notice: keeps the other languages, sets it as the popup', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/articles': (c) => page(c.query.category_id === '6' ? [NOTICE] : []),
      'POST /api/admin/articles/9': NOTICE,
    });
    renderDesk(<Content />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Notices' }));
    await screen.findByText('Maintenance');
    expect(calls.some((c) => c.query.category_id === '6')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(within(drawer).getByLabelText('Popup'));
    fireEvent.change(within(drawer).getByLabelText('Body (HTML) · English'), {
      target: { value: '<p>Back at 10:00 UTC</p>' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      category_id: 6,
      title: text({ en: 'Maintenance', fra: 'Maintenance prévue' }),
      summary: text({ en: 'Short break' }),
      body: text({ en: '<p>Back at 10:00 UTC</p>' }),
      is_popup: true,
      is_published: true,
      sort: 2,
    });
  });

  it('shows the server refusal inside the article drawer', async () => {
    fakeServer({
      'GET /api/admin/articles': page([article()]),
      'POST /api/admin/articles/3': new Refusal('The link is not allowed'),
    });
    renderDesk(<Content />);
    await screen.findByText('Welcome bonus');
    fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Link'), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('The link is not allowed')).toBeTruthy();
  });

  it('edits a site page in every language', async () => {
    const about: AdminPage = {
      slug: 'aboutus',
      title: text({ en: 'About Bourse', zh: '关于 Bourse' }),
      body: text({ en: '<p>Old</p>' }),
      updated_at: 1_764_000_000,
    };
    const { calls } = fakeServer({
      'GET /api/admin/articles': page([]),
      'GET /api/admin/pages': [about],
      'POST /api/admin/pages/aboutus': about,
    });
    renderDesk(<Content />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Pages' }));
    expect(await screen.findByText('About Bourse')).toBeTruthy();
    // A page this install lacks is still listed, to be written.
    expect(screen.getAllByText('Not written yet')).toHaveLength(2);
    fireEvent.click(
      within(screen.getByText('About us').closest('tr')!).getByRole('button', { name: /Edit/ }),
    );
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Body (HTML) · English'), {
      target: { value: '<p>New</p>' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/admin/pages/aboutus');
    expect(post.body).toEqual({
      title: text({ en: 'About Bourse', zh: '关于 Bourse' }),
      body: text({ en: '<p>New</p>' }),
      lang: 'en',
    });
  });
});
