import createDOMPurify, { type Config } from 'dompurify';

/**
 * One DOMPurify instance for the editor, so its hooks never touch another caller's sanitising.
 * An allow-list of the markup the editor itself can produce: anything else (script, style, svg,
 * math, iframe, forms, event handlers, style attributes) is dropped, which also removes the
 * namespace-confusion tricks mutation-XSS relies on. URLs keep DOMPurify's default rule (no
 * `javascript:`, `data:` or `vbscript:`; relative addresses and `{{…}}` placeholders pass).
 */
const purify = createDOMPurify(window);

const CONFIG: Config = {
  ALLOWED_TAGS: [
    'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'a', 'ul', 'ol', 'li',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'pre', 'hr', 'span',
  ],
  ALLOWED_ATTR: ['href', 'target', 'rel'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  // A link that opens a new tab must not hand the opener to the page it opens.
  if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer nofollow');
  else node.removeAttribute('target');
});

/** The editor's HTML made safe to store and to show: see the allow-list above. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purify.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
}
