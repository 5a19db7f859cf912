import type { Queryable } from '../db/db';
import { sanitizeRichText } from '../rich-text';

/**
 * Which template a mail uses and what it says (issue 17 point 3). The template of the mail's type is looked for
 * from the narrowest to the widest: the arrangement's, else the container's, else the client's default, else the
 * provider's (client_id NULL) — at each place the one in the recipient's language first, else the one for any language
 * (a place's own text outranks a wider place's translation). Its header, body and footer are joined, every `{{prefix.name}}` placeholder (or
 * `{{name}}`, as the editor's badges insert them) is replaced by its value — escaped, so a name typed as markup
 * stays text — and the result passes the one allow-list again. Placeholders without a value are left out, so a
 * mail never shows raw braces. With no template at all the caller's own subject and text are sent.
 */
export const MAIL_TYPES = { welcome: 0, order: 1, login: 2, invitation: 3 } as const;
export type MailType = keyof typeof MAIL_TYPES;

export interface MailContent {
  type: MailType;
  carArrangementId?: number | null;
  mobilityContainerId?: number | null;
  /** The recipient's language (one of the six locales), or null when unknown: templates for any language only. */
  language?: string | null;
  /** Placeholder values by `prefix.name` (or `name`). */
  values: Readonly<Record<string, string>>;
  /** What is sent when no template of the type exists anywhere. */
  fallback: { subject: string; text: string };
}

export interface RenderedMail {
  templateId: number | null;
  subject: string;
  html: string;
  /** The text part and the log's message: the mail without markup. */
  text: string;
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]{1,30}\.)?([A-Za-z][A-Za-z0-9_]{0,59})\s*\}\}/g;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Fills the placeholders of `template` with `values`, each through `encode`. */
export function fillPlaceholders(template: string, values: Readonly<Record<string, string>>, encode: (value: string) => string): string {
  return template.replace(PLACEHOLDER, (_match, prefix: string | undefined, name: string) => encode(values[`${prefix ?? ''}${name}`] ?? ''));
}

/** The text of an HTML mail: block ends become line breaks, tags go, entities are read back. */
export function textOf(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|h[1-6]|li|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n').trim();
}

interface TemplateRow {
  id: number;
  subject: string;
  header_html: string;
  body_html: string;
  footer_html: string;
}

export async function renderMail(tx: Queryable, clientId: number, content: MailContent): Promise<RenderedMail> {
  const [template] = await tx.query<TemplateRow>(
    `SELECT t.id, t.subject, t.header_html, t.body_html, t.footer_html
     FROM email_templates t JOIN email_template_types ty ON ty.id = t.email_template_type_id AND ty.type_number = $2
     WHERE ((t.client_id = $1 AND (t.car_arrangement_id = $3 OR t.mobility_container_id = $4
              OR (t.car_arrangement_id IS NULL AND t.mobility_container_id IS NULL)))
        OR t.client_id IS NULL)
       AND (t.language IS NULL OR t.language = $5)
     ORDER BY CASE WHEN t.client_id IS NULL THEN 3 WHEN t.car_arrangement_id IS NOT NULL THEN 0 WHEN t.mobility_container_id IS NOT NULL THEN 1 ELSE 2 END,
       t.language IS NULL, t.id
     LIMIT 1`,
    [clientId, MAIL_TYPES[content.type], content.carArrangementId ?? null, content.mobilityContainerId ?? null, content.language ?? null],
  );
  if (!template) {
    const html = `<p>${escapeHtml(content.fallback.text)}</p>`;
    return { templateId: null, subject: content.fallback.subject, html, text: content.fallback.text };
  }
  const html = sanitizeRichText(fillPlaceholders([template.header_html, template.body_html, template.footer_html].join(''), content.values, escapeHtml));
  return {
    templateId: template.id,
    subject: fillPlaceholders(template.subject, content.values, (value) => value).replace(/[\r\n]+/g, ' ').trim() || content.fallback.subject,
    html,
    text: textOf(html),
  };
}
