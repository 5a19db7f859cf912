import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestServer, failureOf, loginAs, setAsideMailTemplates, type TestServer } from './helpers';

/**
 * Spec 02 §4: approval mails the employee or the leasing companies, rejection the employee with the
 * reason; the post dialog's send-mail tick (spec 01 §5) can leave the mail out. A refused decision
 * mails nothing.
 */
let t: TestServer;
let token: string;

beforeAll(async () => {
  t = await createTestServer();
  await setAsideMailTemplates(t.db);
  token = (await loginAs(t.app, 'supervisor')).access_token;
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const decide = (payload: object) => t.app.inject({ method: 'POST', url: '/api-admin/order', headers: bearer(token), payload });

interface OpenOrder {
  id: number;
  order_number: string;
  employee: string;
  company: string | null;
}

/** Open orders of the demo client with the employee's and the leasing company's addresses. */
async function openOrders(): Promise<OpenOrder[]> {
  return t.db.query<OpenOrder>(
    `SELECT o.id, o.order_number, d.email_address AS employee, oc.email AS company
     FROM orders o JOIN clients c ON c.id = o.client_id AND c.name = 'demo'
     JOIN drivers d ON d.id = o.driver_id LEFT JOIN order_companies oc ON oc.id = o.order_company_id
     WHERE o.status = 'open' ORDER BY o.id`);
}

async function mailsAbout(order: OpenOrder): Promise<{ to_address: string; subject: string; message: string }[]> {
  return t.db.query('SELECT to_address, subject, message FROM mail_logs WHERE subject LIKE $1 ORDER BY id', [`Order ${order.order_number} %`]);
}

async function setWithoutLeasingCompany(on: boolean): Promise<void> {
  await t.db.query(
    `UPDATE client_licences SET is_order_module_without_leasing_company = $1 WHERE client_id = (SELECT id FROM clients WHERE name = 'demo')`, [on]);
}

describe('POST /api-admin/order mails the decision', () => {
  it('mails an approval to the leasing company, or to the employee when the client orders without one', async () => {
    const orders = await openOrders();
    const viaCompany = orders.find((o) => o.company !== null);
    expect(viaCompany, 'the seed has an open order through a leasing company with an address').toBeDefined();
    await setWithoutLeasingCompany(false);
    expect((await decide({ orderId: viaCompany!.id, agreement: true })).statusCode).toBe(200);
    expect(await mailsAbout(viaCompany!)).toEqual([expect.objectContaining({ to_address: viaCompany!.company, subject: `Order ${viaCompany!.order_number} approved` })]);

    const direct = orders.find((o) => o.company !== null && o.id !== viaCompany!.id)!;
    await setWithoutLeasingCompany(true);
    expect((await decide({ orderId: direct.id, agreement: true })).statusCode).toBe(200);
    expect((await mailsAbout(direct)).map((m) => m.to_address)).toEqual([direct.employee]);
    await setWithoutLeasingCompany(false);
  });

  it('mails a rejection to the employee with the reason', async () => {
    const [order] = await openOrders();
    expect((await decide({ orderId: order!.id, agreement: false, reason: '  Te duur  ' })).statusCode).toBe(200);
    const [mail] = await mailsAbout(order!);
    expect(mail).toMatchObject({ to_address: order!.employee, subject: `Order ${order!.order_number} rejected` });
    expect(mail!.message).toContain('Reason: Te duur');
  });

  it('sends nothing when the tick is off, and nothing for a refused decision', async () => {
    const [quiet, refused] = await openOrders();
    expect((await decide({ orderId: quiet!.id, agreement: true, sendMail: false })).statusCode).toBe(200);
    expect(await mailsAbout(quiet!)).toEqual([]);
    // Already approved: 409, and no second mail.
    expect(failureOf(await decide({ orderId: quiet!.id, agreement: true })).status).toBe(409);
    expect(await mailsAbout(quiet!)).toEqual([]);
    // A blank reason is refused: no mail, order still open.
    expect(failureOf(await decide({ orderId: refused!.id, agreement: false, reason: '  ' })).status).toBe(400);
    expect(await mailsAbout(refused!)).toEqual([]);
    expect(failureOf(await decide({ orderId: refused!.id, agreement: true, sendMail: 'yes' })).status).toBe(400);
  });
});
