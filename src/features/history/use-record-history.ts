import { useCallback } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { recordHistoryMachine } from '../../../machines/record-history.machine';
import type { HistoryEntry, HistoryKind } from '../../api/history';

export interface RecordHistoryView {
  /** 'unavailable': the server answered 404 (the caller may not read the record). */
  status: 'loading' | 'ready' | 'unavailable' | 'failed';
  /** Newest first, every page read so far. */
  entries: readonly HistoryEntry[];
  /** Older entries follow. */
  more: boolean;
  /** An older page is on its way. */
  loadingOlder: boolean;
  /** Reads the next older page (before= the last entry shown). */
  older(): void;
  retry(): void;
}

/**
 * A record's history through the recordHistory machine, screen-local (issue 39 point 2): read when the panel opens
 * (the panel mounts with it), 50 entries a page, "older" for the next; a page on its way is cancelled when the panel
 * closes. The panel is keyed by record, so another record starts a fresh actor.
 */
export function useRecordHistory(kind: HistoryKind, id: number): RecordHistoryView {
  const actor = useActorRef(recordHistoryMachine, { input: { kind, id } });
  const status = useSelector(actor, (s) => (['ready', 'unavailable', 'failed'] as const).find((name) => s.matches(name)) ?? 'loading');
  const entries = useSelector(actor, (s) => s.context.entries);
  const more = useSelector(actor, (s) => s.context.more);
  const loadingOlder = useSelector(actor, (s) => s.matches({ ready: 'loadingOlder' }));
  return {
    status, entries, more, loadingOlder,
    older: useCallback(() => actor.send({ type: 'history.older' }), [actor]),
    retry: useCallback(() => actor.send({ type: 'history.retry' }), [actor]),
  };
}
