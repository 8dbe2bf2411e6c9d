import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as content from '../../api/content.ts';
import * as article from '../../api/article.ts';
import { renderPage } from '../../app/testing.tsx';
import { applyLanguage } from '../../i18n/language.ts';
import { usePreferences } from '../../session/preferences.ts';
import ArticlePage from './ArticlePage.tsx';
import HelpIndexPage from './HelpIndexPage.tsx';
import SectionPage from './SectionPage.tsx';
import { ARTICLES, TREE } from './testRows.ts';

vi.mock('../../api/content.ts', async (importOriginal) => ({ ...(await importOriginal<typeof content>()), getContentTable: vi.fn() }));
vi.mock('../../api/article.ts', async (importOriginal) => ({ ...(await importOriginal<typeof article>()), getArticleContent: vi.fn() }));

beforeEach(() => {
  vi.mocked(content.getContentTable).mockImplementation(async (table) => {
    if (table === 'article_tree') return { total: TREE.length, records: TREE } as never;
    if (table === 'articles') return { total: ARTICLES.length, records: ARTICLES } as never;
    throw new Error(`unexpected table ${table}`);
  });
});
afterEach(async () => {
  vi.clearAllMocks();
  act(() => usePreferences.getState().setLanguage('en'));
  await act(() => applyLanguage('en'));
});

describe('help centre pages', { timeout: 20_000 }, () => {
  it('lists the categories with their sections on the index', async () => {
    renderPage(<HelpIndexPage />, { path: '/article/main/index' });
    const card = await screen.findByRole('listitem', { name: 'Getting Started' }, { timeout: 5000 });
    expect(within(card).getByRole('link', { name: 'Account & Security' })).toHaveAttribute('href', '/article/main/sections/11');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Help centre');
  });

  it('searches titles and text from the box', async () => {
    const user = userEvent.setup();
    const { router } = renderPage(<HelpIndexPage />, { path: '/article/main/index' });
    await user.type(await screen.findByRole('searchbox', { name: 'Search the help centre' }, { timeout: 5000 }), 'limit order{Enter}');
    expect(router.state.location.search).toBe('?q=limit%20order');
    expect(await screen.findByRole('link', { name: /Spot orders/ })).toHaveAttribute('href', '/article/main/content/notice/3');
  });

  it('says so when the tree cannot be loaded', async () => {
    vi.mocked(content.getContentTable).mockRejectedValue(new Error('offline'));
    renderPage(<HelpIndexPage />, { path: '/article/main/index' });
    expect(await screen.findByText('The help centre could not be loaded')).toBeInTheDocument();
  });

  it('lists a section\'s articles under its breadcrumb, and goes to the index on a language change', async () => {
    const { router } = renderPage(<SectionPage />, { path: '/article/main/sections/:id', initial: '/article/main/sections/11' });
    const list = await screen.findByRole('list', { name: 'Account & Security' }, { timeout: 5000 });
    expect(within(list).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/article/main/content/help/1', '/article/main/content/help/2']);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Getting Started' })).toHaveAttribute('href', '/article/main/categories/1');
    act(() => usePreferences.getState().setLanguage('es'));
    await act(() => applyLanguage('es'));
    expect(router.state.location.pathname).toBe('/article/main/index');
  });

  it('shows an article sanitised, and stays on it when the language changes', async () => {
    vi.mocked(article.getArticleContent).mockResolvedValue({ id: '2', section_id: '11', article_type: 'help', create_time: '2026-09-21 10:00:00', title: 'Two-factor', content: '<p>Body</p><img src=x onerror="window.__x=1">' });
    const { router, container } = renderPage(<ArticlePage />, { path: '/article/main/content/:type/:id', initial: '/article/main/content/help/2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor' }, { timeout: 5000 })).toBeInTheDocument();
    expect(container.querySelector('[onerror]')).toBeNull();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Account & Security' })).toHaveAttribute('href', '/article/main/sections/11');
    act(() => usePreferences.getState().setLanguage('es'));
    await act(() => applyLanguage('es'));
    expect(router.state.location.pathname).toBe('/article/main/content/help/2');
  });
});
