import { afterAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { LANGUAGES, type Language } from '@exchange/contract/constants';
import { renderPage } from '../../../app/testing.tsx';
import { applyLanguage, loadEnglishRest } from '../../../i18n/index.ts';
import en from '@exchange/contract/translations/en.json';
import es from '@exchange/contract/translations/es.json';
import jp from '@exchange/contract/translations/jp.json';
import kr from '@exchange/contract/translations/kr.json';
import zh_cn from '@exchange/contract/translations/zh_cn.json';
import zh_tw from '@exchange/contract/translations/zh_tw.json';
import { VisitorPrompt } from './VisitorPrompt.tsx';

const TEXTS: Record<Language, Record<string, string>> = { en, es, jp, kr, zh_cn, zh_tw };

/** The text inside `<tag>…</tag>` of a phrase. */
const tagged = (phrase: string, tag: string) => phrase.match(new RegExp(`<${tag}>(.*?)</${tag}>`))?.[1];

afterAll(() => applyLanguage('en'));

describe('VisitorPrompt', () => {
  // Each language words the sentence its own way; pieces joined by the component ("Iniciar sesión"
  // + " / " + "Registrarse") read wrongly once laid out, so the prompt must be the language's phrase.
  it.each(LANGUAGES)('reads as one whole phrase of %s with both links inside it', async (language) => {
    await loadEnglishRest();
    await applyLanguage(language);
    const phrase = TEXTS[language]['spot.order.visitor_prompt']!;
    renderPage(<VisitorPrompt />, { path: '/exchange/:pair', initial: '/exchange/BTC_USDT' });
    const login = screen.getByRole('link', { name: tagged(phrase, 'login') });
    const register = screen.getByRole('link', { name: tagged(phrase, 'register') });
    expect(login.closest('p')?.textContent).toBe(phrase.replace(/<\/?\w+>/g, ''));
    expect(login).toHaveAttribute('href', `/user/login?redirect=${encodeURIComponent('/exchange/BTC_USDT')}`);
    expect(register).toHaveAttribute('href', '/user/register');
  });
});
