import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPlaceholders, renderMail, textOf, type MailContent } from '../../server/mail/render';
import { bearer, createTestServer, loginAs, type TestServer } from './helpers';
import { CAPTURE_TARGETS, startSmtpCapture, type SmtpCapture } from './smtp-capture';

/**
 * Issue 17 point 3: a mail is rendered from the narrowest template of its type (the arrangement's, the container's,
 * the client's default, the provider's), its variables filled as text, its markup through the allow-list; the
 * template's attachments go with it.
 */
let t: TestServer;
let smtp: SmtpCapture;
let ids: { client: number; arrangement: number; container: number; driver: number; driverEmail: string };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function template(row: { client: number | null; arrangement?: number; container?: number; type?: number; subject: string; body: string }): Promise<number> {
  const [{ id }] = await t.db.query<{ id: number }>(
    `INSERT INTO email_templates (client_id, email_template_type_id, car_arrangement_id, mobility_container_id, subject, header_html, body_html, footer_html)
     VALUES ($1, (SELECT id FROM email_template_types WHERE type_number = $2), $3, $4, $5, '<p>Beste {{driver.firstName}},</p>', $6, '<p>{{client.name}}</p>')
     RETURNING id`, [row.client, row.type ?? 0, row.arrangement ?? null, row.container ?? null, row.subject, row.body]) as [{ id: number }];
  return id;
}

const welcome = (over: Partial<MailContent> = {}): MailContent => ({
  type: 'welcome', values: { 'driver.firstName': 'Sanne', 'client.name': 'Demo & Co', 'arrangement.name': 'Leaseregeling 2026' },
  fallback: { subject: 'Welcome', text: 'Welcome' }, ...over,
});

beforeAll(async () => {
  t = await createTestServer({ mailWorker: true, mailPollSeconds: 1, ...CAPTURE_TARGETS });
  smtp = await startSmtpCapture();
  const one = async <T>(sql: string) => (await t.db.query<T>(sql))[0]!;
  const client = (await one<{ id: number }>("SELECT id FROM clients WHERE name = 'demo'")).id;
  const driver = await one<{ id: number; email_address: string; car_arrangement_id: number }>(
    `SELECT d.id, d.email_address, b.car_arrangement_id FROM drivers d JOIN driver_arrangement_bindings b ON b.driver_id = d.id
     JOIN car_arrangements ca ON ca.id = b.car_arrangement_id AND ca.display_name = 'Leaseregeling 2026'
     WHERE d.client_id = ${client} ORDER BY d.id LIMIT 1`);
  ids = {
    client, arrangement: driver.car_arrangement_id, driver: driver.id, driverEmail: driver.email_address,
    container: (await one<{ id: number }>(`SELECT id FROM mobility_containers WHERE client_id = ${client} ORDER BY id LIMIT 1`)).id,
  };
  await t.db.query("INSERT INTO email_template_types (type_number, name) VALUES (0, 'Welkom'), (1, 'Bestelling'), (2, 'Inloggen') ON CONFLICT (type_number) DO NOTHING");
  // Only the templates of this test: what the seed may bring is set aside.
  await t.db.query('DELETE FROM email_templates');
  // The seeded settings (all on the sink; an arrangement's would send its mails) give way to the capture server.
  await t.db.query(`DELETE FROM email_settings WHERE client_id = ${client}`);
  await t.db.query(
    `INSERT INTO email_settings (client_id, sender_name, sender_address, transport, host, port, use_ssl)
     VALUES (${client}, 'Demo Mobility', 'fleet@demo-mobility.test', 'smtp', '127.0.0.1', $1, false)`, [smtp.port]);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('filling placeholders', () => {
  it('fills {{prefix.name}} and {{name}}, encodes each value, and leaves nothing of an unknown one', () => {
    const encode = (v: string) => v.replace(/</g, '&lt;');
    expect(fillPlaceholders('Dag {{driver.firstName}}, {{ greeting }}! {{order.number}}', { 'driver.firstName': '<b>Jan</b>', greeting: 'hoi' }, encode))
      .toBe('Dag &lt;b>Jan&lt;/b>, hoi! ');
    expect(textOf('<p>Regel&nbsp;1</p><p>A &amp; B &lt;3</p>')).toBe('Regel 1\nA & B <3');
  });
});

describe('choosing the template', () => {
  it('takes the arrangement\'s, else the container\'s, else the client default, else the provider\'s; none: the fallback', async () => {
    expect(await renderMail(t.db, ids.client, welcome())).toMatchObject({ templateId: null, subject: 'Welcome' });
    const provider = await template({ client: null, subject: 'Provider {{client.name}}', body: '<p>P</p>' });
    expect((await renderMail(t.db, ids.client, welcome())).templateId).toBe(provider);
    const fallbackDefault = await template({ client: ids.client, subject: 'Standaard', body: '<p>D</p>' });
    expect((await renderMail(t.db, ids.client, welcome({ carArrangementId: ids.arrangement }))).templateId).toBe(fallbackDefault);
    const container = await template({ client: ids.client, container: ids.container, subject: 'Container', body: '<p>C</p>' });
    expect((await renderMail(t.db, ids.client, welcome({ mobilityContainerId: ids.container }))).templateId).toBe(container);
    const arrangement = await template({ client: ids.client, arrangement: ids.arrangement, subject: 'Welkom bij {{arrangement.name}}', body: '<p>{{arrangement.name}}</p>' });
    const rendered = await renderMail(t.db, ids.client, welcome({ carArrangementId: ids.arrangement }));
    expect(rendered).toMatchObject({ templateId: arrangement, subject: 'Welkom bij Leaseregeling 2026' });
    expect(rendered.html).toBe('<p>Beste Sanne,</p><p>Leaseregeling 2026</p><p>Demo &amp; Co</p>');
    expect(rendered.text).toBe('Beste Sanne,\nLeaseregeling 2026\nDemo & Co');
    // At the same place, the template in the recipient's language comes first; without one, the one for any language.
    const [{ id: french }] = await t.db.query<{ id: number }>(
      `INSERT INTO email_templates (client_id, email_template_type_id, car_arrangement_id, subject, body_html, language)
       VALUES ($1, (SELECT id FROM email_template_types WHERE type_number = 0), $2, 'Bienvenue', '<p>Bonjour</p>', 'fr-FR') RETURNING id`,
      [ids.client, ids.arrangement]) as [{ id: number }];
    expect((await renderMail(t.db, ids.client, welcome({ carArrangementId: ids.arrangement, language: 'fr-FR' }))).templateId).toBe(french);
    expect((await renderMail(t.db, ids.client, welcome({ carArrangementId: ids.arrangement, language: 'de-DE' }))).templateId).toBe(arrangement);
    expect((await renderMail(t.db, ids.client, welcome({ carArrangementId: ids.arrangement }))).templateId).toBe(arrangement);
    await t.db.query('DELETE FROM email_templates WHERE id = $1', [french]);
    // Another type never borrows a welcome template.
    expect((await renderMail(t.db, ids.client, welcome({ type: 'login' }))).templateId).toBe(null);
  });

  it('sends values as text and a stored template through the allow-list', async () => {
    await t.db.query('DELETE FROM email_templates WHERE car_arrangement_id IS NOT NULL');
    await template({ client: ids.client, arrangement: ids.arrangement, subject: 'S', body: '<p onclick="x()">{{driver.firstName}}<script>alert(1)</script></p>' });
    const rendered = await renderMail(t.db, ids.client, welcome({ carArrangementId: ids.arrangement, values: { 'driver.firstName': '<img src=x onerror=alert(1)>' } }));
    expect(rendered.html).not.toMatch(/<script|onclick|<img|onerror=alert\(1\)>/);
    expect(rendered.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('a welcome mail delivered', () => {
  it('arrives with its variables filled and the template\'s attachment', async () => {
    await t.db.query('DELETE FROM email_templates WHERE car_arrangement_id IS NOT NULL');
    const id = await template({ client: ids.client, arrangement: ids.arrangement, subject: 'Welkom {{driver.firstName}}', body: '<p>Kies je auto: {{login.url}}</p>' });
    const [{ id: blob }] = await t.db.query<{ id: number }>(
      "INSERT INTO blobs (client_id, name, original_file_name, content_type, data) VALUES ($1, 'welkom-test.pdf', 'Leasevoorwaarden.pdf', 'application/pdf', $2) RETURNING id",
      [ids.client, PDF]) as [{ id: number }];
    await t.db.query('INSERT INTO email_template_attachments (client_id, email_template_id, blob_id, form) VALUES ($1, $2, $3, \'\')', [ids.client, id, blob]);
    const token = (await loginAs(t.app, 'supervisor')).access_token;
    const res = await t.app.inject({ method: 'POST', url: `/api-admin/driver/sendmail?driverId=${ids.driver}`, headers: bearer(token), payload: [ids.arrangement] });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = (await smtp.waitFor(1)).filter((m) => m.to && !Array.isArray(m.to) && m.to.text === ids.driverEmail);
    const [driver] = await t.db.query<{ first_name: string }>('SELECT first_name FROM drivers WHERE id = $1', [ids.driver]);
    expect(mail!.subject).toBe(`Welkom ${driver!.first_name}`);
    expect(mail!.html).toContain('Kies je auto: https://mijn.leasedesk.example/?clt=demo');
    expect(mail!.text).toContain(`Beste ${driver!.first_name},`);
    expect(mail!.attachments.map((a) => [a.filename, a.contentType, a.content.equals(PDF)])).toEqual([['Leasevoorwaarden.pdf', 'application/pdf', true]]);
    // In the driver's own language when the arrangement has a template in it.
    await t.db.query(
      `INSERT INTO email_templates (client_id, email_template_type_id, car_arrangement_id, subject, body_html, language)
       VALUES ($1, (SELECT id FROM email_template_types WHERE type_number = 0), $2, 'Willkommen {{driver.firstName}}', '<p>Hallo</p>', 'de-DE')`,
      [ids.client, ids.arrangement]);
    await t.db.query("UPDATE drivers SET language = 'de-DE' WHERE id = $1", [ids.driver]);
    expect((await t.app.inject({ method: 'POST', url: `/api-admin/driver/sendmail?driverId=${ids.driver}`, headers: bearer(token), payload: [ids.arrangement] })).statusCode).toBe(200);
    expect((await smtp.waitFor(2)).some((m) => m.subject === `Willkommen ${driver!.first_name}`)).toBe(true);
    const [log] = await t.db.query<{ email_template_id: number; status: string }>(
      "SELECT email_template_id, status FROM mail_logs WHERE to_address = $1 AND subject LIKE 'Welkom %' ORDER BY id DESC LIMIT 1", [ids.driverEmail]);
    expect(log).toEqual({ email_template_id: id, status: 'sent' });
  });
});
