import { STORAGE_KEYS } from '../../lib/storage-keys';
import type { ShellOwner } from './stored-shell';

/**
 * The last visit's shell as it looked (markup and styles of the side menu, sidebar, top bar and banners, with a
 * loader where the page goes), painted by src/paint-shell.ts before the app's modules run, so a reload or a
 * bookmark shows the real shell at once instead of a blank page and a spinner (issue 21 point 2). The React app
 * renders unseen beneath it and takes its place as soon as it shows the page without a loader or a busy region.
 *
 * One picture per page address (the sidebar, title and tabs differ per page), the last MAX_PAGES pages visited,
 * painted only when that very address is opened again (a reload, a bookmark). It is kept like the stored shell
 * data: tied to the sign-in (session id) and client that stored it, to the build that drew it and to its locale,
 * removed on sign-out, a new sign-in and a client switch. The markup is the app's own rendering (text escaped by
 * the browser's serialiser) without the page's content, so no list data is kept; it is drawn in a closed shadow
 * root, inert and hidden from assistive technology, so nothing can focus, click or find it twice.
 */
export interface PaintedShells {
  sessionId: string;
  client: string;
  /** The entry script's address: another build draws another shell. */
  build: string | null;
  /** Page address (path) → the shell's markup there, the page's place holding a loader; oldest first. */
  pages: Record<string, string>;
  /**
   * The inlined images of the kept pages, once for all of them (the client logo is on every page): the image's name
   * in the markup (PAINTED_IMAGE) → its srcset, a data: URL with its density.
   */
  images: Record<string, string>;
  /**
   * The document's style rules when it was drawn: its stylesheet and adopted sheets (the shell's own, the dark
   * theme). Inlined rather than linked, so the paint's first frame waits on no stylesheet and shows no unstyled flash.
   */
  css: string;
  /** The locale it was drawn in: a page starting in another (src/lib/locale-choice.ts) is not painted. */
  lang: string;
  /** <html>'s class and style attributes: the client's colours and the theme. */
  rootClass: string;
  rootStyle: string;
  /**
   * What <body> passes on to the shell (font, colours, line height) as a style attribute: the paint comes before the
   * stylesheet that sets them on <body> (index.html), and the shell inherits from its host.
   */
  bodyStyle: string;
}

type ReadStorage = Pick<globalThis.Storage, 'getItem'>;

/** What one page's painted shell is drawn from. */
export type PaintedShell = Omit<PaintedShells, 'sessionId' | 'client' | 'build' | 'pages'> & { html: string };

/**
 * Names an inlined image in the painted markup (its address, URI-encoded so that it reads the same in any
 * serialisation); the image itself is in `images`. It has no src there, so nothing asks for it before the paint.
 */
export const PAINTED_IMAGE = 'data-painted-image';

const HOST_ID = 'painted-shell';
/** Dispatched on the document once the painted shell is on screen (the entry waits for it before starting the app). */
const DRAWN_EVENT = 'ld:shell-drawn';
/** Pages kept: the ones an administrator returns to; each is some 15 KB of markup. */
export const MAX_PAGES = 8;
/** The app takes over when it is ready; if something keeps a loader up, it takes over after this at the latest. */
export const RELEASE_AFTER_MS = 4_000;
/**
 * Over the whole window whatever <body>'s margin is (the stylesheet may not be in yet): a picture of the screen as
 * it was, the app laid out unseen beneath it.
 */
const HOST_STYLE = 'position:fixed;inset:0;overflow:hidden;';
/** What the app shows while a page is still coming: the painted shell stays while any of it is there. */
const NOT_READY = '.page-loader, [aria-busy="true"]';
/** A dialog the app opens (choose an arrangement first) is for the user now, page or no page. */
const OPEN_DIALOG = 'ld-modal[open]';

/** The build that is running: the entry module's address, hashed by the build. */
export function currentBuild(doc: Document = document): string | null {
  return doc.querySelector('script[type="module"][src]')?.getAttribute('src') ?? null;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((item) => typeof item === 'string');

function isPaintedShells(value: unknown): value is PaintedShells {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<keyof PaintedShells, unknown>;
  return typeof entry.sessionId === 'string' && typeof entry.client === 'string' &&
    (entry.build === null || typeof entry.build === 'string') && typeof entry.css === 'string' &&
    isStringRecord(entry.pages) && isStringRecord(entry.images) &&
    typeof entry.lang === 'string' && typeof entry.rootClass === 'string' && typeof entry.rootStyle === 'string' &&
    typeof entry.bodyStyle === 'string';
}

/** This session's, client's and build's painted shells, else null (broken or foreign entries read as nothing). */
export function readPaintedShells(owner: ShellOwner, build: string | null, storage: ReadStorage | undefined = globalThis.localStorage): PaintedShells | null {
  const raw = storage?.getItem(STORAGE_KEYS.paintedShell);
  if (!raw || !owner.sessionId || !owner.client) return null;
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isPaintedShells(entry)) return null;
  return entry.sessionId === owner.sessionId && entry.client === owner.client && entry.build === build ? entry : null;
}

/** Where a page is opened: its path and the locale it starts in. */
export interface PaintPlace {
  path: string;
  locale: string;
}

/** The painted shell of the page at `place` for this session, client and build, else null. */
export function readPaintedShell(owner: ShellOwner, build: string | null, place: PaintPlace, storage?: ReadStorage): PaintedShell | null {
  const shells = readPaintedShells(owner, build, storage);
  if (!shells || shells.lang !== place.locale || !Object.hasOwn(shells.pages, place.path)) return null;
  const { pages, sessionId: _session, client: _client, build: _build, ...shared } = shells;
  return { ...shared, html: pages[place.path]! };
}

/** Takes the painted shell away and shows the app; nothing when none was painted. */
export function releasePaintedShell(doc: Document = document): void {
  doc.getElementById(HOST_ID)?.remove();
  const app = doc.getElementById('app');
  if (app?.dataset.beneathPaint === undefined) return;
  delete app.dataset.beneathPaint;
  for (const property of ['visibility', 'position', 'top', 'left', 'right']) app.style.removeProperty(property);
}

function isReady(app: HTMLElement): boolean {
  return app.firstElementChild !== null && (app.querySelector(NOT_READY) === null || app.querySelector(OPEN_DIALOG) !== null);
}

/**
 * Resolves once the painted shell and its inlined images (the client logo) are on the screen: the app's start (its
 * scripts' fetch and compile, then their run) keeps the machine busy for a while, and would otherwise hold the painted
 * shell off the screen until it is done. No timers: a ResizeObserver reports from the frame that lays the shell out,
 * the task after it comes once that frame is painted, and the browser's first contentful paint once it is shown
 * (timers may be paused or faked; images from elsewhere may never come, so only inlined ones are awaited). Should
 * none of that come, the release after RELEASE_AFTER_MS takes the shell away, which lets the app start
 * (shellDrawn).
 */
async function drawn(host: HTMLElement, root: ParentNode, doc: Document): Promise<void> {
  // A page opened in a background tab draws nothing until it is shown: the app need not wait for that.
  if (doc.visibilityState === 'hidden') return;
  const inlined = Array.from(root.querySelectorAll<HTMLImageElement>(`img[${PAINTED_IMAGE}]`), (image) => image.decode().catch(() => undefined));
  await Promise.all(inlined);
  await new Promise<void>((resolve) => {
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(host);
  });
  await new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
  await presented(doc);
}

/**
 * Resolves once the browser reports the page's first contentful paint: the painted shell's frame is on the screen,
 * not only handed to the compositor (rastering and showing it take the renderer's other threads and the display
 * compositor some tens of milliseconds, which the app's start would slow down on a small machine). At once where the
 * browser reports no paints, or when the page is hidden meanwhile (it paints nothing then).
 */
function presented(doc: Document): Promise<void> {
  const reported = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || reported()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      doc.removeEventListener('visibilitychange', done);
      resolve();
    };
    const observer = new PerformanceObserver(() => {
      if (reported()) done();
    });
    observer.observe({ type: 'paint' });
    doc.addEventListener('visibilitychange', done);
  });
}

/**
 * Draws the shell before #app, lays the app out unseen in the same place (so lists measure their real size),
 * and gives the app the page when it shows no loader and nothing busy, or after RELEASE_AFTER_MS. Resolves false
 * when nothing was painted, else true once the shell has been drawn.
 */
export async function paintShell(shell: PaintedShell, doc: Document = document, releaseAfterMs = RELEASE_AFTER_MS): Promise<boolean> {
  const app = doc.getElementById('app');
  if (!app || doc.getElementById(HOST_ID)) return false;
  const host = doc.createElement('div');
  host.id = HOST_ID;
  host.inert = true;
  host.setAttribute('aria-hidden', 'true');
  host.setAttribute('style', HOST_STYLE + shell.bodyStyle);
  const root = host.attachShadow({ mode: 'closed' });
  const style = doc.createElement('style');
  // Rules written for the document's root apply to this root's host here; custom elements never upgrade (capture swaps them out).
  style.textContent = shell.css.replaceAll(':root', ':host');
  const frame = doc.createElement('div');
  frame.className = shell.rootClass;
  frame.setAttribute('style', shell.rootStyle);
  frame.innerHTML = shell.html;
  for (const image of frame.querySelectorAll('img')) {
    // In the first frame with the rest (the client logo is the paint's largest element): not decoded a frame later.
    image.decoding = 'sync';
    const srcset = shell.images[image.getAttribute(PAINTED_IMAGE) ?? ''];
    if (srcset) image.srcset = srcset;
    else image.removeAttribute(PAINTED_IMAGE);
  }
  root.append(style, frame);
  app.before(host);
  // For the cold-load bench's waterfall: when the shell was on the page.
  performance.mark('ld:shell-painted');
  app.dataset.beneathPaint = '';
  Object.assign(app.style, { visibility: 'hidden', position: 'absolute', top: '0', left: '0', right: '0' });

  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    releasePaintedShell(doc);
  };
  const observer = new MutationObserver(() => {
    if (isReady(app)) release();
  });
  observer.observe(app, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'aria-busy', 'open'] });
  const timer = setTimeout(release, releaseAfterMs);
  await drawn(host, root, doc);
  performance.mark('ld:shell-drawn');
  host.dataset.drawn = '';
  doc.dispatchEvent(new Event(DRAWN_EVENT));
  return true;
}

/** Whether a painted shell is on the page (drawn or about to be). */
export function isShellPainted(doc: Document = document): boolean {
  return doc.getElementById(HOST_ID) !== null;
}

/** Resolves once the painted shell is on screen; at once when there is none, or it was taken away already. */
export function shellDrawn(doc: Document = document): Promise<void> {
  const host = doc.getElementById(HOST_ID);
  if (!host || host.dataset.drawn !== undefined) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      resolve();
    };
    doc.addEventListener(DRAWN_EVENT, done, { once: true });
    // Taken away before it was drawn (the app was ready first): nothing to wait for.
    const observer = new MutationObserver(() => {
      if (!host.isConnected) done();
    });
    observer.observe(doc.body, { childList: true });
  });
}
