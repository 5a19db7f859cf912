import type { HistoryKind } from '../paths/history';

export type { HistoryKind } from '../paths/history';

/**
 * Who made a change: null for the system (a migration, a seed, a background job). `actingFor` names the client a
 * provider's master acted for when it is not their own; `asSubsupervisor` that a master had switched to sub-supervisor.
 */
export interface HistoryActor {
  id: number;
  /** The account's name as it is now ("#<id>" once the account is gone). */
  name: string;
  actingFor: string | null;
  asSubsupervisor: boolean;
}

/**
 * One field's change. Field names are the record's fields as the app knows them (camelCase of the stored column).
 * A secret (an SMTP password) says only that it changed. A child list (a category's fuels, an account's
 * arrangements, a template's attachments) says what was added and removed.
 */
export type HistoryChange =
  | { field: string; before: unknown; after: unknown }
  | { field: string; secret: true }
  | { field: string; added: unknown[]; removed: unknown[] };

/** Everything one save did to one record (its own fields and its child lists), with who and when. */
export interface HistoryEntry {
  /** Increases with time; `before=` pages on it. */
  id: number;
  /** ISO 8601. */
  at: string;
  action: 'create' | 'update' | 'delete';
  actor: HistoryActor | null;
  changes: HistoryChange[];
}

/** GET /history: the envelope's results plus whether older entries follow (ask again with before=<last id>). */
export interface HistoryPage {
  results: HistoryEntry[];
  successful: boolean;
  more: boolean;
}

/** A record deleted within the retention, not restored since: what the list of deleted records shows. */
export interface DeletedRecord {
  kind: HistoryKind;
  id: number;
  at: string;
  actor: HistoryActor | null;
  /** The record's own name as it was (a question, a name, a number). */
  label: string;
}
