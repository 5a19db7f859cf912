import { expect, type Browser, type BrowserContext, type Page } from './fixtures';
import type { AnyEventObject } from 'xstate';
import { machineRegistry } from '../../machines/registry';
import { chooseArrangementIfAsked, signedInContext, toggleCheckbox } from './support';
import { HeldRequests, browserModelTests, type ActionTable, type Run, type ScreenTable } from './model-support';

/**
 * Issue 6 point 5: the orderApproval machine's generated paths on the real order view. The decision
 * (POST /order) waits in the browser until the path says how the server answers: the real server
 * decides, or the request is answered with the path's refusal, or the connection drops. Every path
 * starts on the newest open order; a path the real server decides takes that order off the list,
 * so the next one gets a fresh order.
 */

const TEXT = {
  saving: 'Saving the decision…',
  failed: 'The decision could not be saved. The order is unchanged.',
};

interface ApprovalRun extends Run {
  context: BrowserContext;
  decision: HeldRequests;
  order: { id: number; number: string };
}

const approveButton = (page: Page) => page.getByRole('button', { name: 'Approve', exact: true });
const rejectButton = (page: Page) => page.getByRole('button', { name: 'Reject', exact: true });
const confirmation = (page: Page) => page.locator('ld-post-dialog');
const reasonDialog = (page: Page) => page.locator('ld-delete-dialog');

async function start(browser: Browser, baseURL: string | undefined): Promise<ApprovalRun> {
  const context = await signedInContext(browser, baseURL, 'supervisor');
  const page = await context.newPage();
  const decision = await HeldRequests.on(page, /\/api-admin\/order$/);
  await page.goto('/arrangement/order?status=open');
  const rows = page.locator('.order-list__row');
  await chooseArrangementIfAsked(page, page.getByRole('table', { name: 'Orders' }));
  await expect(rows.first()).toBeVisible();
  const number = (await rows.first().locator('td:nth-child(1)').textContent())!.trim();
  await rows.first().locator('td:nth-child(2)').click();
  await expect(page).toHaveURL(/\/arrangement\/order\/view\?id=\d+$/);
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  const id = Number(new URL(page.url()).searchParams.get('id'));
  return { page, context, decision, order: { id, number } };
}

const actions: ActionTable<ApprovalRun> = {
  'order.approve': ({ page }) => approveButton(page).click(),
  'order.reject': ({ page }) => rejectButton(page).click(),
  'approval.confirm': async ({ page }, { event }) => {
    const { sendMail } = event as AnyEventObject & { sendMail: boolean };
    const tick = confirmation(page).locator('sl-checkbox[part="send-mail"]');
    if ((await tick.evaluate((box: HTMLInputElement) => box.checked)) !== sendMail) await toggleCheckbox(tick, sendMail);
    await confirmation(page).locator('[part="confirm-button"]').click();
  },
  'approval.cancel': ({ page }) => confirmation(page).locator('[part="cancel-button"]').click(),
  'reason.submit': async ({ page }, { event, expected }) => {
    const { reason } = event as AnyEventObject & { reason: string };
    const dialog = reasonDialog(page);
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
    const confirm = dialog.locator('[part="confirm-button"]');
    // A blank reason is refused where it is typed: the dialog's confirm stays disabled.
    if (expected.matches('askingReason')) await expect(confirm).toHaveAttribute('disabled');
    else await confirm.click();
  },
  'reason.cancel': ({ page }) => reasonDialog(page).locator('[part="cancel-button"]').click(),
  'done: postDecision': ({ decision }, { event }) => decision.answer(event),
  'error: postDecision': ({ decision }, { event }) => decision.answer(event),
};

// The whole dialog, its buttons too: while one closes, its Approve can still be in the page a moment after its panel.
async function expectNoDialog(page: Page): Promise<void> {
  for (const dialog of [confirmation(page), reasonDialog(page)]) {
    await expect(dialog.getByRole('dialog')).toBeHidden();
    await expect(dialog.getByRole('button')).toHaveCount(0);
  }
}

const screens: ScreenTable<ApprovalRun> = {
  idle: async ({ page }) => {
    await expectNoDialog(page);
    await expect(approveButton(page)).toBeEnabled();
    await expect(rejectButton(page)).toBeEnabled();
    await expect(page.getByRole('alert')).toHaveCount(0);
  },
  confirmingApproval: async ({ page, order }) => {
    await expect(confirmation(page).getByRole('heading', { name: `Approve order ${order.number}` })).toBeVisible();
    await expect(confirmation(page).getByRole('checkbox', { name: 'Send e-mail' })).toBeChecked();
  },
  askingReason: async ({ page, order }) => {
    await expect(reasonDialog(page).getByRole('heading', { name: `Reject order ${order.number}` })).toBeVisible();
  },
  // What is on its way is exactly the decision the machine holds: agreement, reason, mail tick.
  submitting: async ({ page, decision, order }, { expected }) => {
    await expectNoDialog(page);
    await expect(page.getByRole('status').filter({ hasText: TEXT.saving })).toBeVisible();
    await expect(approveButton(page)).toBeDisabled();
    await expect(rejectButton(page)).toBeDisabled();
    const { agreement, reason, sendMail } = expected.context;
    const sent = (await decision.next()).request().postDataJSON() as Record<string, unknown>;
    expect(sent).toEqual({ orderId: order.id, agreement, sendMail, ...(agreement ? {} : { reason }) });
    expect(decision.waiting).toBe(1);
  },
  failed: async ({ page }, { expected }) => {
    await expect(page.getByRole('alert')).toHaveText(expected.context.error ?? TEXT.failed);
    await expect(approveButton(page)).toBeEnabled();
    await expect(rejectButton(page)).toBeEnabled();
  },
  // "Cannot delete file" counts as done too: the same success, and back to the list.
  done: async ({ page, order }, { expected }) => {
    await expect(page.locator('.toaster').getByText(`Order ${order.number} ${expected.output?.status}`)).toBeVisible();
    await expect(page).toHaveURL(/\/arrangement\/order\?status=open$/);
  },
};

browserModelTests<ApprovalRun>({
  entry: machineRegistry.find(({ machine }) => machine.id === 'orderApproval')!,
  actions,
  screens,
  start: (browser, baseURL) => start(browser, baseURL),
  finish: ({ context }) => context.close(),
});
