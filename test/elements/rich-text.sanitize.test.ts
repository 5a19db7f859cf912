import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/rich-text/rich-text';
import type LdRichText from '../../elements/rich-text/rich-text.component';
import type { LdRichTextChangeDetail } from '../../elements/rich-text/rich-text.component';
import { sanitizeHtml } from '../../elements/rich-text/rich-text.sanitize';
import { initTestI18n } from './support/i18n';

declare global {
  interface Window {
    __xss?: number;
  }
}

/** Hostile inputs from ARCHITECTURE.md: each must come out without a way to run script. */
const HOSTILE = [
  '<img src=x onerror="window.__xss=1">',
  '<p>hi<img src=x onerror=window.__xss=1>there</p>',
  '<svg><script>window.__xss=1</script></svg>',
  '<svg onload="window.__xss=1"><a xlink:href="javascript:window.__xss=1">x</a></svg>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="  JaVaScRiPt:window.__xss=1">click</a>',
  '<a href="jav&#x09;ascript:window.__xss=1">click</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">click</a>',
  '<p style="background:url(javascript:window.__xss=1)" onclick="window.__xss=1">styled</p>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=window.__xss=1&gt;">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=window.__xss=1>',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">',
  '<math><mi xlink:href="javascript:window.__xss=1">x</mi></math>',
  '<details open ontoggle="window.__xss=1">x</details>',
  '<template><img src=x onerror=window.__xss=1></template>',
];

const FORBIDDEN_TAGS = new Set(['SCRIPT', 'STYLE', 'SVG', 'MATH', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'FORM', 'IMG', 'TEMPLATE', 'DETAILS']);

/** A URL that runs script or carries a document of its own, control characters and spaces ignored as browsers do. */
function isScriptUrl(value: string): boolean {
  return /^(javascript|data|vbscript):/i.test(value.replace(/[\s\u0000-\u001f]/g, ''));
}

/**
 * Watches the editor's live document (not the element's own toolbar icons) for what could run script: a forbidden
 * element (an image only with an address to fail on), an event-handler attribute, a script URL. Hostile markup runs
 * script only once it is in a live document, and then later (an image's failed load, a toggle, a frame's load), so no
 * wait is long enough to show that it never will; catching the markup as it arrives needs none. (The sanitiser and
 * ProseMirror parse in inert documents.) Returns a function that stops watching and gives what was seen.
 */
function watchForScript(root: Node): () => string[] {
  const seen: string[] = [];
  const risky = (element: Element) =>
    (FORBIDDEN_TAGS.has(element.tagName.toUpperCase()) && (element.tagName.toUpperCase() !== 'IMG' || element.hasAttribute('src'))) ||
    element.getAttributeNames().some((attr) => attr.startsWith('on') || isScriptUrl(element.getAttribute(attr)!));
  const check = (records: MutationRecord[]) => {
    for (const record of records) {
      const arrived = record.type === 'attributes' ? [record.target] : [...record.addedNodes];
      for (const node of arrived.filter((n): n is Element => n instanceof Element)) {
        seen.push(...[node, ...node.querySelectorAll('*')].filter(risky).map((element) => element.outerHTML));
      }
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(root, { subtree: true, childList: true, attributes: true });
  return () => {
    check(observer.takeRecords());
    observer.disconnect();
    return seen;
  };
}

/** Parses the output as a browser would and checks that nothing in it can run script. */
function expectHarmless(output: string, input: string): void {
  const doc = new DOMParser().parseFromString(`<body>${output}</body>`, 'text/html');
  for (const node of doc.body.querySelectorAll('*')) {
    expect(FORBIDDEN_TAGS.has(node.tagName.toUpperCase()), `${node.tagName} from ${input}`).to.equal(false);
    for (const attr of node.getAttributeNames()) {
      expect(attr.startsWith('on'), `${attr} from ${input}`).to.equal(false);
      expect(['href', 'target', 'rel'], `${attr} from ${input}`).to.include(attr);
      const value = node.getAttribute(attr)!;
      expect(isScriptUrl(value), `${attr}=${value} from ${input}`).to.equal(false);
    }
  }
  // Stable under re-parsing: what is stored is what a later reader sees (no mutation XSS).
  expect(sanitizeHtml(output), input).to.equal(output);
  const reparsed = document.createElement('div');
  reparsed.innerHTML = output;
  expect(reparsed.innerHTML, input).to.equal(output);
}

async function editor(): Promise<LdRichText> {
  const el = await fixture<LdRichText>(html`<ld-rich-text label="Mail body"></ld-rich-text>`);
  await el.ready;
  return el;
}

const editable = (el: LdRichText) => el.shadowRoot!.querySelector('.ProseMirror') as HTMLElement;

function paste(el: LdRichText, htmlText: string): void {
  const data = new DataTransfer();
  data.setData('text/html', htmlText);
  data.setData('text/plain', 'fallback');
  editable(el).dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
}

describe('<ld-rich-text> sanitising', () => {
  before(() => initTestI18n(['dialogs']));
  beforeEach(() => delete window.__xss);

  it('should sanitise every hostile input on set and on read', async () => {
    const el = await editor();
    const scriptSeen = watchForScript(editable(el));
    for (const input of HOSTILE) {
      expectHarmless(sanitizeHtml(input), input);
      el.value = input;
      await el.updateComplete;
      expectHarmless(el.value, input);
      expect(editable(el).querySelector('img, script, svg, math, iframe, [onerror], [onclick]'), input).to.equal(null);
    }
    expect(scriptSeen()).to.deep.equal([]);
    expect(window.__xss).to.equal(undefined);
  });

  it('should keep safe links and placeholders in links', async () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1" target="_blank">x</a>')).to.equal(
      '<a href="https://example.com/a?b=1" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeHtml('<a href="{{portal.url}}">portal</a>')).to.equal('<a href="{{portal.url}}">portal</a>');
    expect(sanitizeHtml('<a href="mailto:fleet@example.com">mail</a>')).to.equal('<a href="mailto:fleet@example.com">mail</a>');
  });

  it('should sanitise pasted HTML and report the paste as a change', async () => {
    const el = await editor();
    editable(el).focus();
    await sendKeys({ press: 'Control+Home' });
    const scriptSeen = watchForScript(editable(el));
    for (const input of HOSTILE) {
      el.value = '';
      setTimeout(() => paste(el, `<p>before</p>${input}<p>after</p>`));
      const event = (await oneEvent(el, 'ld-change')) as CustomEvent<LdRichTextChangeDetail>;
      expectHarmless(event.detail.value, input);
      expect(event.detail.value, input).to.contain('before');
      expect(editable(el).querySelector('img, script, svg, math, iframe, [onerror], [onclick]'), input).to.equal(null);
    }
    expect(scriptSeen()).to.deep.equal([]);
    expect(window.__xss).to.equal(undefined);
  });

});
