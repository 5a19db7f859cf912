import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sanitizeRichText } from '../../server/rich-text';

/**
 * The one rich-text allow-list (server/rich-text.ts), against the bad-input list of shared/ARCHITECTURE.md
 * and against generated markup: whatever goes in, only allowed tags and attributes come out, links keep
 * only http, https, mailto or a same-site path, and cleaning is stable (cleaning twice changes nothing).
 */
const TAGS = new Set(['p', 'br', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'b', 'strong', 'i', 'em', 'u', 's',
  'strike', 'del', 'a', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);
const ATTRIBUTES: Record<string, string[]> = { a: ['href', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] };

/** Every problem with cleaned HTML, read from its serialised form (sanitize-html always quotes attributes with "). */
function problemsOf(html: string): string[] {
  const problems: string[] = [];
  for (const [, name, rest] of html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    const tag = name!.toLowerCase();
    if (!TAGS.has(tag)) problems.push(`tag ${tag}`);
    for (const [, attribute, value] of rest!.matchAll(/\s([^\s=]+)="([^"]*)"/g)) {
      if (!(ATTRIBUTES[tag] ?? []).includes(attribute!)) problems.push(`attribute ${attribute} on ${tag}`);
      // Decoding a browser would do: an escaped scheme must not become a live one.
      const decoded = value!.replace(/&amp;/g, '&').replace(/&#x?[0-9a-f]+;?|&colon;|&tab;|&newline;|[\s\u0000-\u001f]/gi, '');
      // A scheme is only one at the start; without one the link is a path on this site.
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(decoded)?.[1]?.toLowerCase();
      // Browsers read \ as / here, so /\host is another site too.
      const allowed = scheme === undefined ? !/^[/\\]{2}/.test(decoded) : ['http', 'https', 'mailto'].includes(scheme);
      if (attribute === 'href' && !allowed) problems.push(`href ${value}`);
    }
  }
  return problems;
}

const HOSTILE = [
  '<img src=x onerror=alert(1)>', '<svg><script>alert(1)</script></svg>', '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt&colon;alert(1)">x</a>', '<a href="java\tscript:alert(1)">x</a>', '<a href="data:text/html,<script>1</script>">x</a>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', '<iframe src="https://evil.test"></iframe>',
  '<style>*{background:url(javascript:1)}</style>', '<p style="x" onclick="1" class="c">p</p>', '<a href="//evil.com">x</a>', '<a href="/\\evil.com">x</a>', '<a href=" \\/evil.com">x</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=1>', '<form><button formaction=javascript:1>x</button></form>',
  '<object data="x.swf"></object>', '<template><img src=x onerror=1></template>', '<!--<img src=x onerror=1>-->',
];

describe('sanitizeRichText', () => {
  it.each(HOSTILE)('stores %s clean', (input) => {
    const clean = sanitizeRichText(input);
    expect(problemsOf(clean), clean).toEqual([]);
    expect(clean).not.toMatch(/onerror|<script|<img|<svg|<iframe|<style|javascript:/i);
  });

  it('keeps what the editor makes, links opening safely', () => {
    const html = '<h2>Kop</h2><p>Een <strong>vet</strong>, <em>schuin</em>, <u>onder</u> en <s>door</s><br /><a href="https://x.nl" target="_blank">link</a></p><ul><li>a</li></ul>';
    expect(sanitizeRichText(html)).toBe('<h2>Kop</h2><p>Een <strong>vet</strong>, <em>schuin</em>, <u>onder</u> en <s>door</s><br /><a href="https://x.nl" target="_blank" rel="noopener noreferrer">link</a></p><ul><li>a</li></ul>');
  });

  const markup = fc.oneof(
    fc.constantFrom(...HOSTILE, '<p>', '</p>', '<a href="', '">', '"', "'", '<', '>', '=', ' on', 'load=', 'javascript:', '&colon;', '<b>', '</b>',
      '<td colspan="2">', '<scr', 'ipt>', '<!--', '-->', '<![CDATA[', ']]>', '\u0000', '\n'),
    fc.string({ maxLength: 8 }),
  );
  const documents = fc.array(markup, { maxLength: 30 }).map((parts) => parts.join(''));

  it('lets only allowed tags, attributes and link schemes through, whatever the input', () => {
    fc.assert(fc.property(documents, (input) => {
      expect(problemsOf(sanitizeRichText(input))).toEqual([]);
    }), { numRuns: 500 });
  });

  it('leaves no <p> inside a <p> when a dropped tag stood between them (found by fast-check)', () => {
    const clean = sanitizeRichText('<p><A<img src=x onerror=alert(1)><p style="x" onclick="1" class="c">p</p>');
    expect(clean).not.toMatch(/<p>\s*<p>/);
    expect(clean).toContain('<p>p</p>');
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('is stable: cleaning clean HTML changes nothing', () => {
    fc.assert(fc.property(documents, (input) => {
      const once = sanitizeRichText(input);
      expect(sanitizeRichText(once)).toBe(once);
    }), { numRuns: 500 });
  });
});
