import { expect, test } from './fixtures';
import { seriousViolations, signedInContext } from './support';

/**
 * Issue 20 point 3 (spec 01 §2 /leasewise/arrangement, §8; 02 §5, §7): a bulk user reads the lease system's mantels
 * and their contract types, couples an arrangement without a mantel to one, reads the coupling check's outcome, meets
 * the localized "Mantelnummer already exists for this client" when another arrangement tries the same mantel, and
 * uncouples it again, leaving the demo data as found.
 */
test('a bulk user couples an arrangement to a mantel, sees the coupling check, and uncouples it', async ({ browser, baseURL }) => {
  const context = await signedInContext(browser, baseURL, 'bulk');
  const page = await context.newPage();
  await page.goto('/leasewise/arrangement');

  const mantels = page.getByRole('table', { name: 'Mantels in the lease system' });
  await expect(mantels.getByRole('row', { name: /M-1001/ })).toContainText('Operational lease');
  await expect(mantels.getByRole('row', { name: /M-0999/ })).toContainText('Ended');

  const table = page.getByRole('table', { name: 'Arrangements and their mantel' });
  await expect(table.getByRole('row', { name: /^Leaseregeling 2026/ }).getByTestId('coupling-check')).toHaveText('Coupling valid');
  await expect(table.getByRole('row', { name: /^Leaseregeling 2025/ }).getByTestId('coupling-check')).toHaveText('Mantel has ended');
  expect(await seriousViolations(page)).toEqual([]);

  const name = 'Mobiliteitsregeling Algemeen';
  const row = table.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row.getByTestId('coupling-check')).toHaveText('Not coupled to a mantel');
  await row.getByRole('combobox', { name: `Mantel of ${name}` }).selectOption('M-1005');
  await row.getByRole('combobox', { name: `Contract type of ${name}` }).selectOption('FP');
  await row.getByRole('button', { name: 'Couple', exact: true }).click();
  await expect(row.getByTestId('coupling-check')).toHaveText('Coupling valid');
  await expect(row.getByRole('combobox', { name: `Mantel of ${name}` })).toHaveValue('M-1005');

  // The same mantel for another arrangement: the server's 409 in the interface's words, nothing changed.
  const bike = table.getByRole('row', { name: /^Fietsplan/ });
  await bike.getByRole('combobox', { name: 'Mantel of Fietsplan' }).selectOption('M-1005');
  await bike.getByRole('button', { name: 'Couple', exact: true }).click();
  await expect(page.locator('.toast').filter({ hasText: 'This mantel number already exists for this client.' })).toBeVisible();
  await expect(bike.getByTestId('coupling-check')).toHaveText('Not coupled to a mantel');

  await row.getByRole('button', { name: 'Uncouple', exact: true }).click();
  await expect(row.getByTestId('coupling-check')).toHaveText('Not coupled to a mantel');
  await expect(row.getByRole('combobox', { name: `Mantel of ${name}` })).toHaveValue('');
  await page.reload();
  await expect(table.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('combobox', { name: `Mantel of ${name}` })).toHaveValue('');
  await context.close();
});
