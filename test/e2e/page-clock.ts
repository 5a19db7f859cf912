import type { Page } from './fixtures';

/**
 * How far past a moment the page's clock has run, on its own, a test may stop it: more than any test lasts
 * (each gives up after a minute), so the moment to pause at is never already gone, however slow the machine.
 */
export const PAUSE_AHEAD_MS = 2 * 60_000;

/** Stops the page's clock (installed running) just ahead of where it is; answers the moment it stopped at. */
export async function pauseClockAhead(page: Page): Promise<number> {
  const at = (await page.evaluate(() => Date.now())) + PAUSE_AHEAD_MS;
  await page.clock.pauseAt(at);
  return at;
}
