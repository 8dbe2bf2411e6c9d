// Where a footer link leads (spec §3 footer config): an article of the help centre, a page of the app
// or an outside site, or an action such as opening the feedback form.
import type { FooterLink } from '@exchange/contract/content';
import type { TradeType } from '../tradeType.ts';

export type FooterTarget =
  | { kind: 'feedback' }
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'none' };

/** Footer rows may name the article's type; help is the default kind of article. */
export type FooterLinkRow = FooterLink & { article_type?: string };

const EXTERNAL = /^https?:\/\//i;

export const footerTarget = (link: FooterLinkRow): FooterTarget => {
  if (link.fun_key === 'feedback') return { kind: 'feedback' };
  if (link.skip_type === 'article' && link.article_code)
    return { kind: 'route', to: `/article/main/content/${link.article_type || 'help'}/${link.article_code}` };
  const path = link.skip_path?.trim() ?? '';
  if (!path) return { kind: 'none' };
  return EXTERNAL.test(path) ? { kind: 'external', href: path } : { kind: 'route', to: path };
};

/** `set_store` carries a trade type for links into the trading screens, as menu items do. */
export const footerTradeType = (link: Pick<FooterLink, 'set_store'>): Partial<TradeType> => {
  const value = link.set_store?.trim();
  if (value === 'cash' || value === 'pry') return { dealType: value };
  if (value === 'ubw' || value === 'bbw') return { dealType: 'pry', contractType: value };
  return {};
};

export const socialIcon = (imgCode: string): string => `/content/images/social-${imgCode}.svg`;
