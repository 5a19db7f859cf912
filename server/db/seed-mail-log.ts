import type { Queryable } from './db';
import { insertRows } from './sql';
import { sanitizeRichText } from '../rich-text';

/**
 * The demo client's mail log (spec 02 §3 "Mail log"): what two months of a busy fleet desk sent — welcome mails to new
 * drivers, order confirmations, approvals and rejections, login codes — so the screen and the API-under-load bench
 * show real pages rather than an empty list. Every row is finished ('sent' or 'failed'): a 'queued' one would be
 * picked up and really sent by the delivery worker on `npm start`.
 */
const PEOPLE: readonly (readonly [first: string, surname: string])[] = [
  ['Sanne', 'de Vries'], ['Daan', 'Jansen'], ['Emma', 'Bakker'], ['Lucas', 'Visser'], ['Julia', 'Smit'], ['Noah', 'Meijer'],
  ['Tess', 'de Boer'], ['Sem', 'Mulder'], ['Lotte', 'de Groot'], ['Finn', 'Bos'], ['Sophie', 'Vos'], ['Milan', 'Peters'],
];

interface Kind {
  subject: (first: string, n: number) => string;
  message: string;
  body: (first: string, n: number) => string;
}

const KINDS: readonly Kind[] = [
  {
    subject: () => 'Welkom bij Demo Mobility', message: 'Bestuurder aangemaakt',
    body: (first) => `<p>Beste ${first},</p><p>Je kunt nu inloggen op het leaseportaal van Demo Mobility en je auto kiezen.</p>`,
  },
  {
    subject: (_, n) => `Order ORD-2026-${n} ontvangen`, message: 'Order geplaatst',
    body: (first, n) => `<p>Beste ${first},</p><p>We hebben je order <strong>ORD-2026-${n}</strong> ontvangen. Je hoort binnen vijf werkdagen of hij is goedgekeurd.</p>`,
  },
  {
    subject: (_, n) => `Order ORD-2026-${n} goedgekeurd`, message: 'Order goedgekeurd',
    body: (first, n) => `<p>Beste ${first},</p><p>Je order <strong>ORD-2026-${n}</strong> is goedgekeurd en doorgestuurd naar de leasemaatschappij.</p>`,
  },
  {
    subject: (_, n) => `Order ORD-2026-${n} afgewezen`, message: 'Order afgewezen',
    body: (first, n) => `<p>Beste ${first},</p><p>Je order <strong>ORD-2026-${n}</strong> is afgewezen: de leaseprijs ligt boven je budget.</p>`,
  },
  {
    subject: () => 'Je inlogcode', message: 'Inlogcode aangevraagd',
    body: (first) => `<p>Beste ${first},</p><p>Je inlogcode is geldig voor 15 minuten.</p>`,
  },
];

/** How many rows: enough for three pages of 20. */
const ROWS = 64;
const HOUR_MS = 3600 * 1000;

/** `now` anchors when each was sent: the newest an hour ago, then about one a day back. */
export async function seedMailLog(tx: Queryable, clientId: number, now: Date): Promise<void> {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const [first, surname] = PEOPLE[i % PEOPLE.length]!;
    const kind = KINDS[(i * 7) % KINDS.length]!;
    const n = 1040 - i;
    const sentAt = new Date(now.getTime() - (1 + i * 22) * HOUR_MS);
    // About one in nine could not be delivered: a full mailbox, an address that no longer exists.
    const failed = i % 9 === 4;
    const to = `${first}.${surname.replace(/\s+/g, '')}@demo-mobility.test`.toLowerCase();
    return [
      clientId, 'fleet@demo-mobility.test', to, '', '', failed ? 'smtp.demo-mobility.test' : 'local sink', kind.subject(first, n), sentAt,
      kind.message, failed ? '550 5.1.1 Mailbox unavailable' : null, sanitizeRichText(kind.body(first, n)), failed ? 'failed' : 'sent',
      failed ? 3 : 1, failed ? null : new Date(sentAt.getTime() + 4000),
    ];
  });
  await insertRows(tx, 'mail_logs', ['client_id', 'from_address', 'to_address', 'cc', 'bcc', 'host', 'subject', 'sent_at', 'message',
    'error_message', 'body_html', 'status', 'attempts', 'delivered_at'], rows, '');
}
