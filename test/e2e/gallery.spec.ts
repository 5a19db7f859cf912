import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';

/** Every element the manifest knows, read from the committed custom-elements.json. */
const manifest = JSON.parse(readFileSync(new URL('../../custom-elements.json', import.meta.url), 'utf8')) as {
  modules: { declarations?: { tagName?: string }[] }[];
};
const tags = manifest.modules.flatMap((m) => m.declarations ?? []).flatMap((d) => (d.tagName ? [d.tagName] : []));

test('should show every element of the library in light and dark theme at /elements.html', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/elements.html');
  expect(tags.length).toBeGreaterThanOrEqual(17);
  for (const tag of tags.filter((t) => t !== 'ld-session-expiry')) {
    await expect(page.locator(tag).first(), tag).toBeAttached();
    expect(await page.locator(tag).count(), `${tag} in both themes`).toBeGreaterThanOrEqual(2);
  }
  expect(errors).toEqual([]);
});
