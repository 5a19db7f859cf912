import { expect, test } from './fixtures';
import { signedInContext } from './support';

/**
 * Spec 01 §2, §4: in the arrangement area the page stays hidden until an arrangement is chosen in
 * change_car_arrangement (grouped Active / Inactive, then by type); the choice survives a reload.
 */
test('an arrangement picked in the dialog is remembered after reload', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/arrangement');

  await expect(page.getByRole('dialog', { name: 'Change arrangement' })).toBeVisible();
  await expect(page.getByText('Select an arrangement to open this page.')).toBeVisible();
  // The body is slotted into the dialog panel: found from the element, not the panel.
  const dialog = page.locator('ld-modal.selection-dialog');

  // Groups: Active before Inactive (sorted by label), the active group open, then by type.
  const groups = dialog.locator('details');
  await expect(groups.locator('summary')).toHaveText([/^Active \(3\)/, /^Inactive \(3\)/]);
  await expect(groups.nth(0)).toHaveAttribute('open', '');
  await expect(groups.nth(1)).not.toHaveAttribute('open');
  await expect(groups.nth(0).locator('legend')).toHaveText(['Bike', 'Car']);

  await expect(dialog.getByRole('button', { name: 'Select' })).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Leaseregeling 2026' }).check();
  await dialog.getByRole('button', { name: 'Select' }).click();
  await expect(dialog).toBeHidden();

  const header = page.getByRole('complementary', { name: 'Section menu' }).getByRole('button', { name: /^Arrangement/ });
  await expect(header).toContainText('Leaseregeling 2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaseregeling 2026' })).toBeVisible();
  await expect(page.getByText('Select an arrangement to open this page.')).toHaveCount(0);

  await page.reload();
  await expect(header).toContainText('Leaseregeling 2026');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaseregeling 2026' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Change arrangement' })).toHaveCount(0);
  await context.close();
});

test('car-only routes give the 404 page for a bike arrangement (route guard)', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  await page.goto('/arrangement/blocked');
  const dialog = page.locator('ld-modal.selection-dialog');
  await dialog.getByRole('radio', { name: 'Fietsplan' }).check();
  await dialog.getByRole('button', { name: 'Select' }).click();
  await expect(page.getByRole('heading', { name: 'Uh-Oh!' })).toBeVisible();
  await expect(page.getByText('The page you are looking for could not be found.')).toBeVisible();
  // The shell stays: the menu no longer offers the car-only items.
  await expect(page.getByRole('link', { name: 'Blocked items' })).toHaveCount(0);
  await context.close();
});
