import { describe, expect, it } from 'vitest';
import { footerTarget, footerTradeType, type FooterLinkRow } from './footerLinks.ts';

const link = (over: Partial<FooterLinkRow>): FooterLinkRow => ({
  title_code: 'footer.link.x',
  skip_type: 'page',
  article_code: '',
  skip_path: '',
  set_store: '',
  fun_key: '',
  ...over,
});

describe('footerTarget', () => {
  it('sends article links to the help centre, help by default', () => {
    expect(footerTarget(link({ skip_type: 'article', article_code: 'terms' }))).toEqual({ kind: 'route', to: '/article/main/content/help/terms' });
    expect(footerTarget(link({ skip_type: 'article', article_code: '7', article_type: 'notice' }))).toEqual({
      kind: 'route',
      to: '/article/main/content/notice/7',
    });
  });

  it('follows page paths, inside or outside the app', () => {
    expect(footerTarget(link({ skip_path: '/market/main' }))).toEqual({ kind: 'route', to: '/market/main' });
    expect(footerTarget(link({ skip_path: 'https://status.example.com' }))).toEqual({ kind: 'external', href: 'https://status.example.com' });
    expect(footerTarget(link({}))).toEqual({ kind: 'none' });
  });

  it('opens the feedback form for the feedback function', () => {
    expect(footerTarget(link({ fun_key: 'feedback', skip_path: '/x' }))).toEqual({ kind: 'feedback' });
  });
});

describe('footerTradeType', () => {
  it('reads the trade type a link sets', () => {
    expect(footerTradeType({ set_store: 'cash' })).toEqual({ dealType: 'cash' });
    expect(footerTradeType({ set_store: 'bbw' })).toEqual({ dealType: 'pry', contractType: 'bbw' });
    expect(footerTradeType({ set_store: '' })).toEqual({});
  });
});
