import type { Queryable } from './db';
import { insertRows } from './sql';
import { sanitizeRichText } from '../rich-text';

/**
 * The mail template level (issue 17 points 2 and 5): the provider's three types, the variables the renderer fills
 * (server/mail/mail-content.ts), a friendly Dutch provider template of every type, and for the demo client its own
 * welcome mail and one for Leaseregeling 2026 with the lease conditions attached. None of the three types is only
 * for the provider: every client sends all of them (spec 02 §3 names no master-only one).
 */

const TYPES = [[0, 'Welkom'], [1, 'Bestelling'], [2, 'Inloggen']] as const;

/** prefix.name as templates write them: {{driver.firstName}}. */
export const SEEDED_VARIABLES = [
  ['driver', 'firstName'], ['driver', 'surname'], ['driver', 'email'],
  ['arrangement', 'name'], ['client', 'name'],
  ['order', 'number'], ['order', 'reason'],
  ['login', 'url'],
] as const;

const GREETING = '<p>Beste {{driver.firstName}},</p>';
const SIGNATURE = '<p>Met vriendelijke groet,<br />{{client.name}}</p>';

/** [type number, subject, body]: header and footer are the greeting and the signature. */
const PROVIDER_TEMPLATES = [
  [0, 'Welkom bij {{client.name}}: kies je nieuwe auto',
    '<p>Goed nieuws: je kunt nu je nieuwe auto kiezen binnen <strong>{{arrangement.name}}</strong>.</p>'
    + '<p>Log in op {{login.url}} met je e-mailadres {{driver.email}}. Daar zie je welke auto\'s bij je regeling passen.</p>'],
  [1, 'Je bestelling {{order.number}}',
    '<p>Er is een beslissing genomen over je bestelling {{order.number}}.</p><p>{{order.reason}}</p>'
    + '<p>Bekijk de stand van zaken op {{login.url}}. Heb je vragen? Neem dan contact op met je wagenparkbeheerder.</p>'],
  [2, 'Inloggen bij {{client.name}}',
    '<p>Je kunt weer inloggen op {{login.url}} met je e-mailadres {{driver.email}}.</p>'
    + '<p>Heb je dit niet aangevraagd? Dan hoef je niets te doen.</p>'],
] as const;

/** A one-page PDF reading `text`, with a correct cross-reference table (a real reader opens it). */
export function tinyPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 760 Td (${text.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const at = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return at;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

interface TemplateSeed {
  clientId: number | null;
  arrangementId: number | null;
  type: number;
  subject: string;
  body: string;
}

async function insertTemplates(tx: Queryable, typeIds: Map<number, number>, templates: readonly TemplateSeed[]): Promise<number[]> {
  const rows = await insertRows(tx, 'email_templates',
    ['client_id', 'car_arrangement_id', 'email_template_type_id', 'subject', 'header_html', 'body_html', 'footer_html'],
    templates.map((t) => [t.clientId, t.arrangementId, typeIds.get(t.type)!, t.subject,
      sanitizeRichText(GREETING), sanitizeRichText(t.body), sanitizeRichText(SIGNATURE)]));
  return rows.map((r) => r.id);
}

async function typeIdsOf(tx: Queryable): Promise<Map<number, number>> {
  const rows = await tx.query<{ id: number; type_number: number }>('SELECT id, type_number FROM email_template_types');
  return new Map(rows.map((r) => [r.type_number, r.id]));
}

/** The provider level: types, variables and a template of each type. */
export async function seedMailTemplateLevel(tx: Queryable): Promise<void> {
  await insertRows(tx, 'email_template_types', ['type_number', 'name'], TYPES);
  await insertRows(tx, 'email_template_variables', ['prefix', 'name'], SEEDED_VARIABLES);
  await insertTemplates(tx, await typeIdsOf(tx), PROVIDER_TEMPLATES.map(([type, subject, body]) => ({ clientId: null, arrangementId: null, type, subject, body })));
}

/** The demo client's own welcome mail, and Leaseregeling 2026's with its lease conditions as a PDF. */
export async function seedDemoMailTemplates(tx: Queryable, clientId: number, leaseregeling2026: number): Promise<void> {
  const [, arrangementTemplate] = await insertTemplates(tx, await typeIdsOf(tx), [
    {
      clientId, arrangementId: null, type: 0, subject: 'Welkom bij Demo Mobility, {{driver.firstName}}',
      body: '<p>Je kunt nu je leaseauto kiezen binnen {{arrangement.name}}. Log in op {{login.url}} met {{driver.email}}.</p>',
    },
    {
      clientId, arrangementId: leaseregeling2026, type: 0, subject: 'Kies je auto binnen {{arrangement.name}}',
      body: '<p>Welkom bij <strong>{{arrangement.name}}</strong>! Log in op {{login.url}} met {{driver.email}} en kies een auto die bij je past.</p>'
        + '<p>In de bijlage vind je de leasevoorwaarden 2026. Lees ze even door voordat je bestelt.</p>',
    },
  ]);
  const [blob] = await insertRows(tx, 'blobs', ['client_id', 'name', 'original_file_name', 'content_type', 'data', 'is_public'],
    [[clientId, 'mail-seed-leasevoorwaarden-2026.pdf', 'Leasevoorwaarden 2026.pdf', 'application/pdf', tinyPdf('Leasevoorwaarden 2026'), false]]);
  await insertRows(tx, 'email_template_attachments', ['client_id', 'email_template_id', 'blob_id', 'form'],
    [[clientId, arrangementTemplate!, blob!.id, 'Leasevoorwaarden']], '');
}
