import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { SafeHtml, sanitise } from './SafeHtml.tsx';

const HOSTILE = [
  '<p>Hello</p>',
  '<script>window.__ran = "script"</script>',
  '<img src="x" onerror="window.__ran = \'onerror\'">',
  '<a href="javascript:window.__ran = \'href\'">click</a>',
  '<iframe src="javascript:window.__ran = \'iframe\'"></iframe>',
  '<svg><animate onbegin="window.__ran = \'svg\'" attributeName="x" dur="1s"/></svg>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<a href="https://example.com/x">out</a>',
].join('');

afterEach(() => {
  delete (window as { __ran?: string }).__ran;
  vi.restoreAllMocks();
});

describe('stored rich text', () => {
  it('keeps the text and links but drops every script, handler and javascript: URL', () => {
    const clean = sanitise(HOSTILE);
    expect(clean).toContain('<p>Hello</p>');
    expect(clean).not.toMatch(/<script|onerror|onbegin|javascript:|<iframe|style=/i);
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('runs nothing of it when rendered', async () => {
    const { container } = render(<SafeHtml html={HOSTILE} />);
    container.querySelectorAll('a').forEach((a) => a.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((window as { __ran?: string }).__ran).toBeUndefined();
    expect(container.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(container.textContent).toContain('Hello');
  });
});
