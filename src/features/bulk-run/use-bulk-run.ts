import { useCallback, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { bulkRunMachine, resultsToShow, type BulkFailure, type BulkResults } from '../../../machines/bulk-run.machine';
import type { BulkStatus } from '../../../contract/types/bulk';
import { ArrangementSelectionContext } from '../../app/shell-actors';

export type BulkRunPhase = 'loading' | 'idle' | 'confirming' | 'starting' | 'running' | 'collecting' | 'done' | 'failed';

const PHASES = ['idle', 'confirming', 'starting', 'running', 'collecting', 'done', 'failed'] as const;

export interface BulkRunView {
  phase: BulkRunPhase;
  /** The client's latest run as last read; null until the first answer. */
  run: BulkStatus | null;
  /** Summary and file check of the run shown, when there is one to show (not while another runs). */
  results: BulkResults | null;
  /** The start joined a run that was already going. */
  joined: boolean;
  failure: BulkFailure | null;
  /** Waiting for an answer the screen cannot go on without (not the background polls). */
  busy: boolean;
  canStart: boolean;
  start(): void;
  confirm(): void;
  cancel(): void;
  refresh(): void;
}

/**
 * /administration/run_bulk on the bulkRun machine, screen-local: it lives while the screen is open, so the
 * polling stops when the user leaves (the run goes on on the server; coming back rejoins it). A finished run
 * reads the arrangements again, so the outdated-run banners clear without a reload.
 */
export function useBulkRun(): BulkRunView {
  const arrangements = ArrangementSelectionContext.useActorRef();
  const machine = useMemo(() => bulkRunMachine.provide({
    actions: { notifyRunFinished: () => arrangements.send({ type: 'arrangement.reload' }) },
  }), [arrangements]);
  const actor = useActorRef(machine);
  const phase = useSelector(actor, (s): BulkRunPhase => PHASES.find((name) => s.matches(name)) ?? 'loading');
  const run = useSelector(actor, (s) => s.context.status);
  const results = useSelector(actor, resultsToShow);
  const joined = useSelector(actor, (s) => s.context.joined);
  const failure = useSelector(actor, (s) => s.context.failure);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const canStart = useSelector(actor, (s) => s.can({ type: 'bulk.start' }));
  return {
    phase, run, results, joined, failure, busy, canStart,
    start: useCallback(() => actor.send({ type: 'bulk.start' }), [actor]),
    confirm: useCallback(() => actor.send({ type: 'bulk.confirm' }), [actor]),
    cancel: useCallback(() => actor.send({ type: 'bulk.cancel' }), [actor]),
    refresh: useCallback(() => actor.send({ type: 'status.refresh' }), [actor]),
  };
}
