/** One entry of the page list: a page number or a gap. */
export type PageItem = number | 'ellipsis';

/** Pages shown around the current one (spec: "about five around the current"). */
export const WINDOW = 5;

export function pageCount(total: number, pageSize: number): number {
  const size = pageSize > 0 ? pageSize : 20;
  return Math.max(1, Math.ceil(Math.max(0, total) / size));
}

/**
 * The first and last page, five pages around the current one, and ellipses for the gaps.
 * The window slides instead of shrinking at either end, so the bar keeps its width as the user
 * pages; a gap of exactly one page shows that page, because "…" would hide no more than it.
 */
export function pageItems(page: number, pages: number): PageItem[] {
  if (pages <= WINDOW + 2) return Array.from({ length: pages }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, page), pages);
  const half = Math.floor(WINDOW / 2);
  let start = Math.max(2, current - half);
  let end = Math.min(pages - 1, current + half);
  if (end - start + 1 < WINDOW) {
    if (start === 2) end = Math.min(pages - 1, start + WINDOW - 1);
    else start = Math.max(2, end - WINDOW + 1);
  }
  const items: PageItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push('ellipsis');
  for (let p = start; p <= end; p++) items.push(p);
  if (end === pages - 2) items.push(pages - 1);
  else if (end < pages - 2) items.push('ellipsis');
  items.push(pages);
  return items;
}
