/** A language change re-renders what is on screen and is remembered for requests. */
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import i18n, { NAMESPACES, changeLanguage, initI18n } from './index.ts';
import { session } from '../store/session.ts';

function TabLabel() {
  const { t } = useTranslation();
  return <span>{t('tabs.home')}</span>;
}

describe('changeLanguage', () => {
  it('loads the language, stores it and re-renders', async () => {
    await initI18n('en');
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'home', 'content']));
    render(<TabLabel />);
    expect(screen.getByText('Home')).toBeTruthy();

    await act(() => changeLanguage('zh'));
    expect(screen.getByText('首页')).toBeTruthy();
    expect(session.get().lang).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(i18n.t('server:errors.loginFirst')).not.toBe('errors.loginFirst');

    await act(() => changeLanguage('jp'));
    expect(screen.getByText('ホーム')).toBeTruthy();
    await act(() => changeLanguage('en'));
  });
});
