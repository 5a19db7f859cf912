import { MAX_PAGES, PAINTED_IMAGE, currentBuild, readPaintedShells, type PaintedShell, type PaintedShells } from '../../features/shell/painted-shell';
import type { ShellOwner } from '../../features/shell/stored-shell';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { shoelaceThemeHref } from '../shoelace';

/**
 * What the shell looks like, kept for the next cold load of this session (src/features/shell/painted-shell.ts
 * paints it; use-painted-shell-capture.ts decides when to take it).
 */

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** Images up to this size travel inside the painted shell, so it needs no request to be whole; larger ones keep their address. */
const INLINE_IMAGE_BYTES = 64 * 1024;

interface Inlined {
  url: string;
  /** Pixels per CSS pixel, when the data: URL draws the image at more than its own size (a bitmap of an SVG). */
  density?: number;
}

/** Image address → its data: URL, or null when it cannot or should not be inlined (read once per page load). */
const inlined = new Map<string, Inlined | null>();

/** An SVG's bitmap has this many pixels per CSS pixel: sharp on the usual high-density screens. */
const PNG_DENSITY = 2;

/**
 * An SVG drawn once into a PNG at twice its size (declared by srcset, so it lays out at the SVG's own size): drawing an SVG image parses a document and lays out its text, which
 * held the painted shell's first frame back by some 30 ms; a small bitmap decodes at once.
 */
async function pngOfSvg(blob: Blob): Promise<Inlined | null> {
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth * PNG_DENSITY;
    canvas.height = image.naturalHeight * PNG_DENSITY;
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0 || canvas.height === 0) return null;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const png = canvas.toDataURL('image/png');
    return png.length <= INLINE_IMAGE_BYTES * 1.4 ? { url: png, density: PNG_DENSITY } : null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function dataUrlOf(src: string): Promise<Inlined | null> {
  const response = await fetch(src, { credentials: 'same-origin' });
  const blob = await response.blob();
  if (!response.ok || blob.size > INLINE_IMAGE_BYTES || !blob.type.startsWith('image/')) return null;
  if (blob.type === 'image/svg+xml') return pngOfSvg(blob).catch(() => null);
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? { url: reader.result } : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(blob);
  });
}

/**
 * Names the images already read in `copy` (PAINTED_IMAGE, without src or srcset) and returns them by name; starts
 * reading the others and calls `onRead` when one is there.
 */
function inlineImages(copy: Element, onRead: () => void): Record<string, string> {
  const images: Record<string, string> = {};
  for (const image of copy.querySelectorAll('img')) {
    const src = image.getAttribute('src');
    if (!src?.startsWith('/')) continue;
    const known = inlined.get(src);
    if (known) {
      const name = encodeURIComponent(src);
      images[name] = known.density ? `${known.url} ${known.density}x` : known.url;
      image.removeAttribute('src');
      image.removeAttribute('srcset');
      image.setAttribute(PAINTED_IMAGE, name);
    }
    if (known !== undefined) continue;
    inlined.set(src, null);
    dataUrlOf(src).then((url) => {
      inlined.set(src, url);
      if (url) onRead();
    }, () => undefined);
  }
  return images;
}

/** A copy of `node` in which `page` keeps only a loader, and custom elements (drawn by scripts) are empty boxes of their size. */
function cloneForPaint(node: Element, page: Element, doc: Document): Element {
  if (node === page) {
    const copy = node.cloneNode(false) as Element;
    const loader = doc.createElement('div');
    loader.className = 'page-loader';
    const spinner = doc.createElement('span');
    spinner.className = 'page-loader__spinner';
    loader.append(spinner);
    copy.append(loader);
    return copy;
  }
  if (node.localName.includes('-')) {
    // Their look lives in their shadow roots and properties, which markup does not carry; they must never upgrade in the paint.
    const box = doc.createElement('span');
    const { width, height } = node.getBoundingClientRect();
    box.setAttribute('style', `display:inline-block;width:${Math.round(width)}px;height:${Math.round(height)}px`);
    return box;
  }
  const copy = node.cloneNode(false) as Element;
  for (const child of node.childNodes) {
    copy.append(child instanceof Element ? cloneForPaint(child, page, doc) : child.cloneNode(true));
  }
  return copy;
}

/**
 * The rules of the app's own stylesheet and adopted sheets. Shoelace's theme is left out: the paint has no Shoelace
 * elements (see cloneForPaint), and its many rules held the painted shell's first frame back by tens of milliseconds.
 */
function styleRules(doc: Document): string {
  const theme = shoelaceThemeHref(doc);
  const linked = Array.from(doc.styleSheets).filter((sheet) => {
    const href = sheet.href ? new URL(sheet.href) : null;
    return href !== null && href.origin === location.origin && href.pathname !== theme;
  });
  return [...linked, ...doc.adoptedStyleSheets].map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n')).join('\n');
}

/** What <body> passes on to the shell, as a style attribute for the painted shell's host. */
function bodyStyle(doc: Document): string {
  const body = doc.defaultView!.getComputedStyle(doc.body);
  const fontSize = parseFloat(body.fontSize);
  const lineHeight = parseFloat(body.lineHeight);
  // As a factor, as the stylesheet gives it (1.5): text of another size keeps its own proportion, not body's pixels.
  const line = Number.isFinite(lineHeight) && fontSize > 0 ? String(Math.round((lineHeight / fontSize) * 1000) / 1000) : 'normal';
  return `font-family:${body.fontFamily};font-size:${body.fontSize};line-height:${line};color:${body.color};background-color:${body.backgroundColor}`;
}

/**
 * The shell `frame` (the main layout's .app-shell) as a painted shell; null without a place for the page. Its
 * own images are inlined once read; `onImageRead` is called when one more is, to capture again.
 */
export function capturePaintedShell(frame: Element, onImageRead: () => void = () => undefined, doc: Document = document): PaintedShell | null {
  const page = frame.querySelector('#main-content');
  if (!page) return null;
  const root = doc.documentElement;
  const copy = cloneForPaint(frame, page, doc);
  const images = inlineImages(copy, onImageRead);
  return {
    html: copy.outerHTML,
    images,
    css: styleRules(doc),
    lang: root.lang,
    rootClass: root.getAttribute('class') ?? '',
    rootStyle: root.getAttribute('style') ?? '',
    bodyStyle: bodyStyle(doc),
  };
}

/** Keeps `shell` as the page `path`'s for `owner`, the newest of at most MAX_PAGES; another owner's or build's go. */
export function storePaintedShell(
  shell: PaintedShell, owner: ShellOwner, path: string, build = currentBuild(), storage: Storage | undefined = globalThis.localStorage,
): void {
  if (!storage || !owner.sessionId || !owner.client) return;
  const { html, images, ...shared } = shell;
  const stored = readPaintedShells(owner, build, storage);
  // Pages drawn in another locale are not this one's.
  const sameLocale = stored?.lang === shell.lang;
  const pages = sameLocale ? { ...stored.pages } : {};
  delete pages[path];
  pages[path] = html;
  const kept = Object.keys(pages).slice(-MAX_PAGES).map((key) => [key, pages[key]!] as const);
  // One copy of each image the kept pages show (the newest read of it).
  const allImages = { ...(sameLocale ? stored.images : {}), ...images };
  const shown = Object.entries(allImages).filter(([name]) => kept.some(([, markup]) => markup.includes(`${PAINTED_IMAGE}="${name}"`)));
  const entry: PaintedShells = {
    sessionId: owner.sessionId, client: owner.client, build, ...shared, pages: Object.fromEntries(kept), images: Object.fromEntries(shown),
  };
  try {
    storage.setItem(STORAGE_KEYS.paintedShell, JSON.stringify(entry));
  } catch {
    // A full storage only costs the next cold load its painted shell.
  }
}
