import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellText, headerLine } from '../../server/plain-output';
import { neutralise } from '../../server/xlsx';
import { bearer, createTestServer, loginAs, setAsideMailTemplates, type TestServer } from './helpers';

/**
 * Issue 23 point 6, the way out: text that reached the database before the plain-text rule (or from the
 * seed, or another system) still leaves the server clean — one line in a mail header, no override in a
 * spreadsheet cell, markup as literal text.
 */
describe('plain text on its way out', () => {
  it('makes a mail header one line, whatever breaks or overrides it held', () => {
    expect(headerLine('Welcome: Plan A\r\nBcc: victim@evil.test')).toBe('Welcome: Plan A Bcc: victim@evil.test');
    expect(headerLine('Jan\u202Egpj.exe\u0007 ')).toBe('Jan gpj.exe');
    expect(headerLine('<b>Noord</b> & Zuid')).toBe('<b>Noord</b> & Zuid');
  });

  it('keeps tabs and line feeds in a cell and drops the rest before neutralising formulas', () => {
    expect(cellText('Line one\nLine\ttwo\r\u2028')).toBe('Line one\nLine\ttwo');
    expect(neutralise('\u202E=HYPERLINK("http://evil.test")')).toBe(`'=HYPERLINK("http://evil.test")`);
    expect(neutralise('\u0000\u0008+1')).toBe(`'+1`);
    expect(neutralise('<img src=x onerror=alert(1)>')).toBe('<img src=x onerror=alert(1)>');
    expect(neutralise(42)).toBe(42);
  });
});

describe('stored text that predates the rule', () => {
  let t: TestServer;
  let token: string;
  let arrangementId: number;
  let driverId: number;

  beforeAll(async () => {
    t = await createTestServer();
    await setAsideMailTemplates(t.db);
    token = (await loginAs(t.app, 'supervisor')).access_token;
    [{ id: arrangementId }] = await t.db.query<{ id: number }>("SELECT id FROM car_arrangements WHERE display_name = 'Fietsplan'") as [{ id: number }];
    [{ id: driverId }] = await t.db.query<{ id: number }>(
      'SELECT driver_id AS id FROM driver_arrangement_bindings WHERE car_arrangement_id = $1 ORDER BY driver_id LIMIT 1', [arrangementId]) as [{ id: number }];
    // Written behind the API's back, as an older version or an import would have.
    await t.db.query("UPDATE car_arrangements SET display_name = E'Fietsplan\\r\\nBcc: victim@evil.test' WHERE id = $1", [arrangementId]);
    await t.db.query("UPDATE drivers SET first_name = E'Jan\\u202Egpj.exe', surname = '<img src=x onerror=alert(1)>' WHERE id = $1", [driverId]);
  }, 60_000);
  afterAll(() => t?.close());

  it('queues a welcome mail whose subject stays one line', async () => {
    const res = await t.app.inject({
      method: 'POST', url: `/api-admin/driver/sendmail?driverId=${driverId}`, headers: bearer(token), payload: [arrangementId],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.db.query<{ subject: string }>('SELECT subject FROM mail_logs ORDER BY id DESC LIMIT 1');
    expect(mail!.subject).toBe('Welcome: Fietsplan Bcc: victim@evil.test');
  });

  it('exports the driver with the override dropped and the markup as literal text', async () => {
    const res = await t.app.inject({ url: `/api-admin/driver/export?carArrangementId=${arrangementId}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const row = workbook.worksheets[0]!.getRows(2, workbook.worksheets[0]!.rowCount - 1)!.find((r) => r.getCell(1).value === driverId)!;
    expect(row.getCell(2).value).toBe('Jangpj.exe');
    expect(row.getCell(4).value).toBe('<img src=x onerror=alert(1)>');
  });
});
