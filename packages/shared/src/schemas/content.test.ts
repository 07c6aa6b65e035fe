import { describe, expect, it } from 'vitest';
import { idBody, MENU_OPEN_TYPES, newsListBody, settingQuery } from './content.ts';

describe('newsListBody', () => {
  it('reads the original client’s form: c_id as text, no paging', () => {
    expect(newsListBody.parse({ c_id: '4', lang: 'en' })).toEqual({
      c_id: 4,
      page: 1,
      limit: 10,
      lang: 'en',
    });
    expect(newsListBody.parse({ c_id: '5' }).c_id).toBe(5);
  });

  it('refuses a missing, unknown or malformed category', () => {
    for (const c_id of [undefined, '', '9', 'news', '4<script>'])
      expect(newsListBody.safeParse({ c_id }).success, String(c_id)).toBe(false);
  });
});

describe('settingQuery and idBody', () => {
  it('trims the keyword and refuses an empty or very long one', () => {
    expect(settingQuery.parse({ keyword: ' support_url ' }).keyword).toBe('support_url');
    expect(settingQuery.safeParse({ keyword: '' }).success).toBe(false);
    expect(settingQuery.safeParse({ keyword: 'x'.repeat(65) }).success).toBe(false);
  });

  it('reads an article id from text and refuses one beyond int32', () => {
    expect(idBody.parse({ id: '12' }).id).toBe(12);
    expect(idBody.safeParse({ id: '99999999999' }).success).toBe(false);
  });
});

it('knows the four ways the original client opens a menu url', () => {
  expect(MENU_OPEN_TYPES).toEqual(['navigateTo', 'redirectTo', 'reLaunch', 'switchTab']);
});
