/**
 * Grows a virtualised list that loads more as it nears its end, the way a user does: wheel steps at
 * its bottom, each waiting until the row group (as tall as every loaded row) has grown. Runs in the
 * bench process through Playwright; shared by the driver and car list UI benches.
 */
import type { Page } from '@playwright/test';
import type { ListSelectors } from './page-probes-support';

export interface Growth {
  /** Per wheel step: the wheel event to more rows in the row group, as seen from the bench. */
  times: number[];
  loadedRows: number;
}

/** `wheelPx` must take the list from one page's end to near the next one's (2,000 px: 10 driver rows; cars load 50). */
export async function growByWheel(page: Page, list: ListSelectors, steps: number, wheelPx = 2000): Promise<Growth> {
  const scroller = page.locator(list.scroller);
  // Content above the list (the car list's fixed prices and filters) can push its middle below the fold.
  await scroller.scrollIntoViewIfNeeded();
  const box = await scroller.boundingBox();
  if (!box) throw new Error('The list is not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // The row group is as tall as all loaded rows together (the scroller also grows by its "loading more" line).
  const rowsHeight = () => scroller.evaluate((element) => element.querySelector('[role=rowgroup]')?.getBoundingClientRect().height ?? 0);
  const times: number[] = [];
  for (let n = 0; n < steps; n++) {
    const before = await rowsHeight();
    const started = performance.now();
    await page.mouse.wheel(0, wheelPx);
    await page.waitForFunction(
      ([selector, previous]) => (document.querySelector(`${selector} [role=rowgroup]`)?.getBoundingClientRect().height ?? 0) > previous,
      [list.scroller, before] as const,
      { polling: 'raf', timeout: 10_000 },
    );
    times.push(performance.now() - started);
  }
  const rowHeight = await page.locator(list.row).first().evaluate((row) => (row as HTMLElement).offsetHeight);
  const loadedRows = Math.round((await rowsHeight()) / rowHeight);
  return { times, loadedRows };
}
