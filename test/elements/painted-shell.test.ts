import { expect } from '@open-wc/testing';
import { MAX_PAGES, isShellPainted, paintShell, readPaintedShell, releasePaintedShell, shellDrawn, type PaintedShell } from '../../src/features/shell/painted-shell';
import { capturePaintedShell, storePaintedShell } from '../../src/app/shell/painted-shell-capture';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { holdTimers } from './support/held-timers';

// Issue 21 point 2: a cold load paints the last visit's shell of that page before the app's scripts have run.

const owner = { sessionId: 'session-1', client: 'demo' };
const place = { path: '/component/driver', locale: 'nl-NL' };

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const shell = (html = '<nav class="side-menu">Hoofdmenu</nav>'): PaintedShell =>
  ({
    html, images: {}, css: ':root { --ld-sidebar-width: 15rem; }', lang: 'nl-NL', rootClass: '', rootStyle: '--ld-primary: #0b5cad',
    bodyStyle: 'font-family:Georgia, serif;font-size:16px;line-height:1.5;color:rgb(29, 36, 48);background-color:rgb(243, 245, 248)',
  });

/** A page as the main layout draws it: shell, a page place with rows, a custom element in the top bar. */
function drawnShell(logo = '/test/elements/support/logo.svg'): HTMLElement {
  const frame = document.createElement('div');
  frame.className = 'app-shell';
  frame.innerHTML = `<nav class="side-menu"><a href="/">Hoofdmenu</a></nav>
    <header><sl-dropdown style="display:inline-block;width:80px;height:30px"><button slot="trigger">Profiel</button><div>Uitloggen</div></sl-dropdown></header>
    <img class="sidebar-header__logo" alt="Demo" src="${logo}">
    <main id="main-content"><table><tr><td>Jansen, Piet</td></tr></table></main>`;
  document.body.append(frame);
  return frame;
}

describe('the painted shell', () => {
  let app: HTMLElement;
  beforeEach(() => {
    app = document.createElement('div');
    app.id = 'app';
    document.body.append(app);
  });
  afterEach(() => {
    document.getElementById('painted-shell')?.remove();
    document.querySelectorAll('#app, .app-shell').forEach((element) => element.remove());
  });

  it('is read back only by the session, client, build, locale and page that stored it', () => {
    const storage = memoryStorage();
    storePaintedShell(shell(), owner, place.path, 'main-1.js', storage);
    expect(readPaintedShell(owner, 'main-1.js', place, storage)?.html).to.contain('Hoofdmenu');
    expect(readPaintedShell({ ...owner, sessionId: 'session-2' }, 'main-1.js', place, storage)).to.equal(null);
    expect(readPaintedShell({ ...owner, client: 'flota-pl' }, 'main-1.js', place, storage)).to.equal(null);
    expect(readPaintedShell({ sessionId: null, client: 'demo' }, 'main-1.js', place, storage)).to.equal(null);
    expect(readPaintedShell(owner, 'main-2.js', place, storage)).to.equal(null);
    expect(readPaintedShell(owner, 'main-1.js', { ...place, locale: 'en-EN' }, storage)).to.equal(null);
    expect(readPaintedShell(owner, 'main-1.js', { ...place, path: '/arrangement/driver' }, storage)).to.equal(null);
    storage.setItem(STORAGE_KEYS.paintedShell, '{"sessionId":');
    expect(readPaintedShell(owner, 'main-1.js', place, storage)).to.equal(null);
  });

  it('keeps the newest pages only, and forgets the pages of another locale', () => {
    const storage = memoryStorage();
    const paths = Array.from({ length: MAX_PAGES + 2 }, (_, n) => `/page-${n}`);
    for (const path of paths) storePaintedShell(shell(`<p>${path}</p>`), owner, path, null, storage);
    const at = (path: string, locale = 'nl-NL') => readPaintedShell(owner, null, { path, locale }, storage)?.html ?? null;
    expect(at(paths[0]!)).to.equal(null);
    expect(at(paths[2]!)).to.equal(`<p>${paths[2]}</p>`);
    storePaintedShell({ ...shell('<p>English</p>'), lang: 'en-EN' }, owner, '/page-x', null, storage);
    expect(at(paths[2]!)).to.equal(null);
    expect(at('/page-x', 'en-EN')).to.equal('<p>English</p>');
  });

  it('keeps the shell without the page: a loader in its place, custom elements as empty boxes of their size', () => {
    const captured = capturePaintedShell(drawnShell())!;
    expect(captured.html).to.contain('Hoofdmenu');
    expect(captured.html).to.contain('class="page-loader"');
    expect(captured.html).not.to.contain('Jansen');
    expect(captured.html).not.to.contain('sl-dropdown');
    expect(captured.html).not.to.contain('Uitloggen');
    expect(captured.html).to.contain('width:80px;height:30px');
  });

  it('carries the document\'s adopted style rules with it, so its first frame waits on no stylesheet', () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.side-menu { width: 5.5rem; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    try {
      expect(capturePaintedShell(drawnShell())!.css).to.contain('.side-menu { width: 5.5rem; }');
    } finally {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    }
  });

  it('keeps what <body> passes on to the shell (font, colours, line height as a factor), for a paint before the stylesheet', () => {
    const saved = document.body.getAttribute('style');
    document.body.setAttribute('style', 'font-family: Georgia, serif; font-size: 20px; line-height: 1.5; color: rgb(1, 2, 3); background-color: rgb(4, 5, 6)');
    try {
      const look = capturePaintedShell(drawnShell())!.bodyStyle;
      expect(look).to.contain('font-family:Georgia, serif');
      expect(look).to.contain('font-size:20px');
      expect(look).to.contain('line-height:1.5;');
      expect(look).to.contain('color:rgb(1, 2, 3)');
      expect(look).to.contain('background-color:rgb(4, 5, 6)');
    } finally {
      if (saved === null) document.body.removeAttribute('style');
      else document.body.setAttribute('style', saved);
    }
  });

  it('inlines the shell\'s own images once read, so the next paint needs no request for them', async () => {
    // An address no earlier capture has started to read (reads are shared per page load), so this capture's
    // onImageRead is the one told when the logo has been read: that, not a load event, is what a capture waits on.
    const logo = '/test/elements/support/logo.svg?inline-test';
    const frame = drawnShell(logo);
    let first!: PaintedShell;
    await new Promise<void>((read) => (first = capturePaintedShell(frame, read)!));
    const captured = capturePaintedShell(frame)!;
    expect(first.html).to.contain(`src="${logo}"`);
    // Named in the markup without an address (nothing is asked for before the paint); the image itself kept beside it.
    const name = encodeURIComponent(logo);
    expect(captured.html).to.contain(`data-painted-image="${name}"`);
    expect(captured.html).not.to.match(/<img[^>]* src(set)?=/);
    // An SVG logo travels as a bitmap of twice its size (drawing SVG held the paint's first frame back).
    expect(captured.images[name]).to.match(/^data:image\/png;base64,\S+ 2x$/);
  });

  it('keeps one copy of an image the kept pages share, and none once no kept page shows it', () => {
    const storage = memoryStorage();
    const logo = (path: string): PaintedShell => ({ ...shell(`<img data-painted-image="logo"><p>${path}</p>`), images: { logo: 'data:image/png;base64,AAAA 2x' } });
    storePaintedShell(logo('/a'), owner, '/a', null, storage);
    storePaintedShell(logo('/b'), owner, '/b', null, storage);
    const stored = () => JSON.parse(storage.getItem(STORAGE_KEYS.paintedShell)!) as { images: Record<string, string> };
    expect(storage.getItem(STORAGE_KEYS.paintedShell)!.split('data:image/png').length - 1).to.equal(1);
    expect(readPaintedShell(owner, null, { path: '/a', locale: 'nl-NL' }, storage)?.images).to.deep.equal({ logo: 'data:image/png;base64,AAAA 2x' });
    for (let n = 0; n < MAX_PAGES; n++) storePaintedShell(shell(`<p>${n}</p>`), owner, `/other-${n}`, null, storage);
    expect(stored().images).to.deep.equal({});
  });

  it('draws a named image from the kept copy', async () => {
    const pixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==';
    // The paint's root is closed to the page; opened here (for this test only) to look at the image it drew.
    const attachShadow = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (init) {
      return attachShadow.call(this, { ...init, mode: 'open' });
    };
    try {
      await paintShell({ ...shell('<img alt="Demo" data-painted-image="logo">'), images: { logo: `${pixel} 1x` } }, document, 60_000);
    } finally {
      Element.prototype.attachShadow = attachShadow;
    }
    const images = document.getElementById('painted-shell')!.shadowRoot!.querySelectorAll('img');
    expect(images).to.have.length(1);
    expect(images[0]!.srcset).to.equal(`${pixel} 1x`);
    // Decoded before the paint counts as drawn.
    expect(images[0]!.complete && images[0]!.naturalWidth).to.equal(1);
  });

  it('paints before #app in a closed, inert root the document cannot see into, with the app hidden beneath', async () => {
    expect(await paintShell(shell(), document, 60_000)).to.equal(true);
    const host = document.getElementById('painted-shell')!;
    expect(host.nextElementSibling).to.equal(app);
    expect(host.shadowRoot).to.equal(null);
    expect(host.inert).to.equal(true);
    expect(host.getAttribute('aria-hidden')).to.equal('true');
    expect(document.body.textContent).not.to.contain('Hoofdmenu');
    // The whole window, with <body>'s look of the last visit, whatever the document's own styles are by then.
    const box = host.getBoundingClientRect();
    expect([box.top, box.left, box.width, box.height]).to.deep.equal([0, 0, innerWidth, innerHeight]);
    const look = getComputedStyle(host);
    expect([look.fontFamily, look.lineHeight, look.backgroundColor]).to.deep.equal(['Georgia, serif', '24px', 'rgb(243, 245, 248)']);
    expect(getComputedStyle(app).visibility).to.equal('hidden');
  });

  it('gives the page to the app once it shows neither a loader nor a busy region', async () => {
    await paintShell(shell(), document, 60_000);
    app.innerHTML = '<div class="page-loader"></div>';
    await Promise.resolve();
    expect(document.getElementById('painted-shell')).not.to.equal(null);
    app.innerHTML = '<table aria-busy="true"></table>';
    await Promise.resolve();
    expect(document.getElementById('painted-shell')).not.to.equal(null);
    app.querySelector('table')!.setAttribute('aria-busy', 'false');
    await Promise.resolve();
    expect(document.getElementById('painted-shell')).to.equal(null);
    expect(getComputedStyle(app).visibility).to.equal('visible');
    expect(app.style.position).to.equal('');
  });

  it('gives the page to the app when it opens a dialog, loader or not (choose an arrangement first)', async () => {
    await paintShell(shell(), document, 60_000);
    app.innerHTML = '<div class="page-loader"></div><ld-modal></ld-modal>';
    await Promise.resolve();
    expect(document.getElementById('painted-shell')).not.to.equal(null);
    app.querySelector('ld-modal')!.setAttribute('open', '');
    await Promise.resolve();
    expect(document.getElementById('painted-shell')).to.equal(null);
  });

  it('gives the page to the app after the longest wait even when a loader stays', async () => {
    let painting!: Promise<boolean>;
    const longestWaitEnds = holdTimers(() => (painting = paintShell(shell(), document, 50)));
    await painting;
    app.innerHTML = '<div class="page-loader"></div>';
    await Promise.resolve();
    expect(document.getElementById('painted-shell'), 'released before the longest wait').not.to.equal(null);
    longestWaitEnds();
    expect(document.getElementById('painted-shell')).to.equal(null);
    expect(getComputedStyle(app).visibility).to.equal('visible');
  });

  it('lets the entry wait until the painted shell is on screen, and not at all without one or once it is gone', async () => {
    expect(isShellPainted()).to.equal(false);
    await shellDrawn();
    const painting = paintShell(shell(), document, 60_000);
    expect(isShellPainted()).to.equal(true);
    let drawn = false;
    const waiting = shellDrawn().then(() => { drawn = true; });
    expect(drawn).to.equal(false);
    await painting;
    await waiting;
    expect(drawn).to.equal(true);
    await shellDrawn();
    releasePaintedShell();
    expect(isShellPainted()).to.equal(false);
    void paintShell(shell(), document, 60_000);
    const gone = shellDrawn();
    releasePaintedShell();
    await gone;
  });

  it('paints once: a second paint on the same page does nothing', async () => {
    expect(await paintShell(shell(), document, 60_000)).to.equal(true);
    expect(await paintShell(shell(), document, 60_000)).to.equal(false);
    expect(document.querySelectorAll('#painted-shell').length).to.equal(1);
  });
});
