import { serverMessage } from './errors';

/** A server refusal split for the form: the field it names (if any) and what is wrong with it. */
export interface FieldReason {
  /** The first path segment after `body.` ("question" in "body.question must …"); null when none is named. */
  field: string | null;
  /** The rest of the sentence ("must NOT have more than 500 characters"), or the whole message; null without one. */
  reason: string | null;
}

/**
 * `body.<name>[.<more>] <reason>`: the server names the refused field first (server/plugins/errors.ts
 * and the kit's own rules, e.g. "body.dateTo must not be before body.dateFrom"). A nested path
 * ("body.items.0.name …") belongs to its first segment, the field the form shows.
 */
const FIELD_FIRST = /^body\.([A-Za-z_$][\w$]*)\S*\s+([\s\S]+)$/;

export function fieldReasonOf(error: unknown): FieldReason {
  const message = serverMessage(error);
  if (message === null) return { field: null, reason: null };
  const match = FIELD_FIRST.exec(message.trim());
  return match ? { field: match[1]!, reason: match[2]!.trim() } : { field: null, reason: message };
}
