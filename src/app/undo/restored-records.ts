import type { HistoryKind } from '../../api/history';

/** A record brought back (issue 39): by the toast's "Undo" or from "Recently deleted". */
export interface RestoredRecord {
  kind: HistoryKind;
  id: number;
}

type Listener = (record: RestoredRecord) => void;

const listeners = new Set<Listener>();

/** Whatever shows a kind's rows (the kit list) reads them again when one comes back; returns the unsubscribe function. */
export function onRecordRestored(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceRestored(record: RestoredRecord): void {
  for (const listener of listeners) listener(record);
}
