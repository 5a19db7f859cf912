import sanitizeHtml from 'sanitize-html';

/**
 * The ONE allow-list for every rich-text field the server stores (FAQ answers, brand-model, news and
 * policy texts, order-company fixed texts): what the editor can produce and nothing that can run.
 * Everything else is dropped on the way in, so a row is harmless wherever it is shown later, even by
 * a renderer that trusts it. sanitize-html parses with htmlparser2 and serialises afresh, so mutation
 * tricks (markup hidden in attribute values or <noscript>) come out as inert text.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote',
    'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'a', 'hr',
    'table', 'thead', 'tbody', 'tr', 'th', 'td',
  ],
  // No class, style or event attributes anywhere: only a link's target and table spans.
  // rel is always overwritten by the transform below, never taken from the input.
  allowedAttributes: { a: ['href', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  // Other schemes (javascript:, data:, vbscript:) lose the href; so does a protocol-relative //host link.
  // A same-site path (/help) stays.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // script, style, textarea, noscript… are removed with their content, not kept as text.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'svg', 'math', 'xmp', 'noembed', 'noframes'],
  transformTags: {
    // Every link opens without handing the opener over and without a referrer.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer', ...(attribs.target ? { target: '_blank' } : {}) },
    }),
  },
};

/** Passes enough for any markup fast-check has found; a further pass would only repeat the last. */
const MAX_PASSES = 4;

/**
 * The stored form of a rich-text value: allowed markup only, the rest removed. One pass can leave
 * nesting a browser would restructure (a dropped unknown tag between two <p>s leaves a <p> inside a
 * <p>), so the cleaning repeats until it changes nothing: what is stored is what is shown.
 */
export function sanitizeRichText(html: string): string {
  let clean = sanitizeHtml(html, OPTIONS).trim();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const again = sanitizeHtml(clean, OPTIONS).trim();
    if (again === clean) break;
    clean = again;
  }
  return clean;
}
