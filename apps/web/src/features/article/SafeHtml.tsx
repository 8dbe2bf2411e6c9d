// Rich text from the content store, sanitised by DOMPurify before it reaches the DOM: no script,
// event handler, javascript: link or embedded frame from the store ever runs. Links leave the
// site in a new tab without access to this window.
import { useMemo } from 'react';
import DOMPurify from 'dompurify';

const purify = DOMPurify(window);
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:/i)) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

export const sanitise = (html: string): string =>
  purify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'], FORBID_ATTR: ['style'] });

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitise(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
