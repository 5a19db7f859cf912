/**
 * What a reader sees of each word under an element, measured on the browser's own layout: a word drawn
 * on two lines was broken inside it (overflow-wrap, hyphenation); a word drawn beyond a box that clips
 * it is cut off or ends in an ellipsis. Scrolled-away text counts as cut only sideways: a menu the
 * reader must scroll sideways to read is cut too.
 */

interface DrawnWord {
  word: string;
  /** The element whose text it is. */
  element: Element;
  rects: DOMRect[];
}

function drawnWords(root: Element): DrawnWord[] {
  const words: DrawnWord[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (rects.length > 0) words.push({ word: match[0], element: node.parentElement!, rects });
    }
  }
  return words;
}

/** Words drawn on more than one line. */
export function brokenWords(root: Element): string[] {
  return drawnWords(root)
    .filter(({ rects }) => new Set(rects.map((rect) => Math.round(rect.top))).size > 1)
    .map(({ word }) => word);
}

function isCut({ element, rects }: DrawnWord): boolean {
  const left = Math.min(...rects.map((rect) => rect.left));
  const right = Math.max(...rects.map((rect) => rect.right));
  const bottom = Math.max(...rects.map((rect) => rect.bottom));
  for (let box: Element | null = element; box; box = box.parentElement) {
    const style = getComputedStyle(box);
    const outer = box.getBoundingClientRect();
    const inner = { left: outer.left + box.clientLeft, top: outer.top + box.clientTop };
    if (style.overflowX !== 'visible' && (left < inner.left - 0.5 || right > inner.left + box.clientWidth + 0.5)) return true;
    const clipsDown = style.overflowY === 'hidden' || style.overflowY === 'clip';
    if (clipsDown && bottom > inner.top + box.clientHeight + 0.5) return true;
  }
  return false;
}

/** Words not wholly visible: beyond a box that clips them, or ended by an ellipsis. */
export function cutWords(root: Element): string[] {
  return drawnWords(root)
    .filter(isCut)
    .map(({ word }) => word);
}
