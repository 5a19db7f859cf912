import { DateTime } from 'luxon';
import type { HistoryActor, HistoryChange, HistoryEntry } from '../../../contract/types/history';
import { DATE_TIME_FORMAT } from '../../lib/dates';

/**
 * How a record's history reads (issue 39 point 2), as pure functions over the wire's entries: the panel
 * (src/screens/history/history-panel.tsx) only draws what these answer. Values are always text: rich text is
 * shown as its words, never as markup, so a stored `<img onerror>` is harmless here whatever else let it in.
 */

/** A translator as i18next's `t`: keys tried in order, `defaultValue` when none is found. */
export type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

/** What a change looks like on screen. */
export type ChangeLine =
  /** `before` is null where there was nothing before (a create), `after` where nothing is left (a delete). */
  | { kind: 'value'; field: string; before: string | null; after: string | null }
  | { kind: 'secret'; field: string }
  | { kind: 'list'; field: string; added: string[]; removed: string[] };

/** Fields a change of which is bookkeeping, not something a user did: the row's version and its own time stamps (the entry says when). */
const HIDDEN_FIELDS = new Set(['version', 'createdAt', 'updatedAt']);

/** Whatever the server sends for a field named like a secret, only "changed" is shown (a second line of defence). */
const SECRET_FIELD = /password|secret|token|hash/i;

const TAG = /<\/?[a-z!][^>]*>/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Does this string hold markup (a tag)? */
export function looksLikeMarkup(text: string): boolean {
  return TAG.test(text);
}

/**
 * Rich text as plain words: script and style bodies dropped, tags gone (block ends become spaces), the common
 * entities read, whitespace collapsed. The answer is drawn as text (React escapes it), never parsed as HTML.
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#39|amp|lt|gt|quot|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A list item's name: an object's own name where it has one, else its id; anything else as text. */
function itemText(item: unknown, rich: boolean, t: Translate): string {
  if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
    const named = item as Record<string, unknown>;
    for (const key of ['name', 'displayName', 'label', 'fileName', 'code', 'id']) {
      const value = named[key];
      if (typeof value === 'string' || typeof value === 'number') return valueText(value, rich, t);
    }
    // A child row without a name of its own (a duration and kilometre pair): its fields, as "(name: value, …)".
    return `(${Object.entries(named).map(([key, value]) => `${key}: ${valueText(value, rich, t)}`).join(', ')})`;
  }
  return valueText(item, rich, t);
}

/** One value as readable text: empty, yes/no, numbers, rich text as its words, lists comma-separated. */
export function valueText(value: unknown, rich: boolean, t: Translate): string {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return t('history:emptyValue');
  if (typeof value === 'boolean') return t(value ? 'history:yes' : 'history:no');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return rich || looksLikeMarkup(value) ? plainText(value) : value;
  if (Array.isArray(value)) return value.map((item) => itemText(item, rich, t)).join(', ');
  return itemText(value, rich, t);
}

/** The lines an entry shows: every change but the hidden bookkeeping, in the server's order. */
export function changeLines(entry: Pick<HistoryEntry, 'changes' | 'action'>, richFields: ReadonlySet<string>, t: Translate): ChangeLine[] {
  return entry.changes.filter((change) => !HIDDEN_FIELDS.has(change.field)).map((change: HistoryChange): ChangeLine => {
    const rich = richFields.has(change.field);
    if ('secret' in change || SECRET_FIELD.test(change.field)) return { kind: 'secret', field: change.field };
    if ('added' in change) {
      return { kind: 'list', field: change.field, added: change.added.map((item) => itemText(item, rich, t)), removed: change.removed.map((item) => itemText(item, rich, t)) };
    }
    return {
      kind: 'value', field: change.field,
      before: entry.action === 'create' ? null : valueText(change.before, rich, t),
      after: entry.action === 'delete' ? null : valueText(change.after, rich, t),
    };
  });
}

/**
 * A field's name as the user knows it: the screen's own labels first (`areas:<areaKey>.fields` for a kit area,
 * `driverForm:fields` …), then the history namespace's, then the name as stored.
 */
export function fieldLabel(field: string, labelPrefixes: readonly string[], t: Translate): string {
  return t([...labelPrefixes.map((prefix) => `${prefix}.${field}`), `history:fields.${field}`], { defaultValue: field });
}

/** Who made the change: "System" without an actor; the client acted for and a sub-supervisor switch when set. */
export function actorText(actor: HistoryActor | null, t: Translate): string {
  if (actor === null) return t('history:system');
  const parts = [actor.name];
  if (actor.actingFor) parts.push(t('history:actingFor', { client: actor.actingFor }));
  if (actor.asSubsupervisor) parts.push(t('history:asSubsupervisor'));
  return parts.join(' ');
}

/** When, in the user's time zone and the product's date format (dd-MM-yyyy HH:mm). */
export function whenText(at: string): string {
  const date = DateTime.fromISO(at);
  return date.isValid ? date.toLocal().toFormat(DATE_TIME_FORMAT) : at;
}
