import { assign, fromPromise, setup } from 'xstate';
import type { BulkFileCheck, BulkStatus, BulkSummary } from '../contract/types/bulk';
import { fetchBulkFileCheck, fetchBulkStatus, fetchBulkSummary, startBulkRun } from '../src/api/bulk-run';
import { serverMessage } from '../src/api/errors';

/**
 * The bulk calculator of /administration/run_bulk (issue 19; spec 01 §4 "fetch status; starting a run refreshes
 * the status", §5 the bulk dialog, §8 the bulk problem text).
 *
 * Progress is POLLED (GET /clientsetting/bulkstatus every `pollInterval`), not pushed: the run is a pg-boss job on
 * whichever server process took it, and the API is stateless behind two nodes, so the node a browser talks to
 * usually is not the one doing the work. The progress lives in the database either way; a poll reads that one
 * row on any node, where a push would need a pub/sub channel between nodes and a sticky, long-lived connection
 * per screen. A run takes minutes and the bar only needs to move every second or so, which polling gives.
 */

/** Spec 01 §4 "progress from the server": how often a running run's status is read again. */
export const BULK_POLL_MS = 1_000;

/** Why the problem text shows: the run itself failed, or a call of this screen did. */
export interface BulkFailure {
  kind: 'run' | 'request';
  /** The run's `errorMessage` or the server's words; null when there are none (no answer at all). */
  detail: string | null;
}

/** The summary and the file check of one run, read together once it is over. */
export interface BulkResults {
  summary: BulkSummary;
  files: BulkFileCheck;
}

export interface BulkRunContext {
  /** The client's latest run as last read; null before the first answer. */
  status: BulkStatus | null;
  results: BulkResults | null;
  /** The start found a run already going (another tab, another supervisor) and this screen joined it. */
  joined: boolean;
  failure: BulkFailure | null;
}

export type BulkRunEvent =
  /** Start: opens the bulk dialog with its terms. */
  | { type: 'bulk.start' }
  /** The dialog's Execute (terms ticked). */
  | { type: 'bulk.confirm' }
  | { type: 'bulk.cancel' }
  /** Read the status again (after a problem, or to see another's run). */
  | { type: 'status.refresh' };

const status = ({ event }: { event: { output: BulkStatus } }) => event.output;
const failure = ({ event }: { event: { error: unknown } }) => event.error;

/**
 * The summary and files to show beside the status: those of the run the status shows, and only while no other run
 * is being started or watched (then they would be the previous run's).
 */
export function resultsToShow(snapshot: { context: BulkRunContext; matches(state: 'idle' | 'confirming' | 'done'): boolean }): BulkResults | null {
  const { results, status } = snapshot.context;
  const shown = snapshot.matches('idle') || snapshot.matches('confirming') || snapshot.matches('done');
  return shown && results !== null && results.summary.runId === status?.runId ? results : null;
}

function isActive(answer: BulkStatus): boolean {
  return answer.state === 'queued' || answer.state === 'running';
}

export const bulkRunMachine = setup({
  types: {
    context: {} as BulkRunContext,
    events: {} as BulkRunEvent,
  },
  actors: {
    fetchStatus: fromPromise<BulkStatus>(({ signal }) => fetchBulkStatus({ signal })),
    startRun: fromPromise<BulkStatus>(({ signal }) => startBulkRun({ signal })),
    loadResults: fromPromise<BulkResults>(async ({ signal }) => {
      const [summary, files] = await Promise.all([fetchBulkSummary({ signal }), fetchBulkFileCheck({ signal })]);
      return { summary, files };
    }),
  },
  guards: {
    isRunActive: (_, answer: BulkStatus) => isActive(answer),
    isRunFinished: (_, answer: BulkStatus) => answer.state === 'finished',
    isRunFailed: (_, answer: BulkStatus) => answer.state === 'failed',
    /** The results in hand are those of the run the status shows (a cancelled dialog needs no new read). */
    hasResultsOfRun: ({ context }) => context.results !== null && context.results.summary.runId === context.status?.runId,
    hasRun: ({ context }) => context.status !== null && context.status.state !== 'none',
    hasStatus: ({ context }) => context.status !== null,
  },
  actions: {
    storeStatus: assign({ status: (_, answer: BulkStatus) => answer }),
    storeStart: assign({ status: (_, answer: BulkStatus) => answer, joined: (_, answer: BulkStatus) => answer.alreadyActive === true }),
    storeResults: assign({ results: (_, results: BulkResults) => results }),
    recordRunFailure: assign({ failure: (_, answer: BulkStatus): BulkFailure => ({ kind: 'run', detail: answer.errorMessage }) }),
    recordRequestFailure: assign({ failure: (_, error: unknown): BulkFailure => ({ kind: 'request', detail: serverMessage(error) }) }),
    clearFailure: assign({ failure: null, joined: false }),
    /** Provided by the app: the arrangements (and with them the outdated-run banners) are read again. */
    notifyRunFinished: () => {},
  },
  delays: {
    pollInterval: BULK_POLL_MS,
  },
}).createMachine({
  id: 'bulkRun',
  description:
    "The client's bulk calculation: its status, starting a run after the bulk dialog, its progress polled from the server, then its summary and price workbooks.",
  context: { status: null, results: null, joined: false, failure: null },
  initial: 'fetchingStatus',
  states: {
    fetchingStatus: {
      description: 'Reads the latest run; one already going (started elsewhere) is watched at once.',
      tags: ['busy'],
      invoke: {
        src: 'fetchStatus',
        onDone: [
          { guard: { type: 'isRunActive', params: status }, target: 'running', actions: { type: 'storeStatus', params: status } },
          { target: 'idle', actions: { type: 'storeStatus', params: status } },
        ],
        onError: { target: 'failed', actions: { type: 'recordRequestFailure', params: failure } },
      },
    },
    idle: {
      description: 'No run going: never ran one, or the last run finished or failed; its summary and files show.',
      initial: 'choosing',
      on: {
        'bulk.start': { target: 'confirming', actions: 'clearFailure' },
        'status.refresh': 'fetchingStatus',
      },
      states: {
        choosing: {
          always: [
            { guard: 'hasResultsOfRun', target: 'showingResults' },
            { guard: 'hasRun', target: 'loadingResults' },
            { target: 'noRun' },
          ],
        },
        noRun: { description: 'This client never ran one: nothing to summarise ("No files found").' },
        loadingResults: {
          tags: ['busy'],
          invoke: {
            src: 'loadResults',
            onDone: { target: 'showingResults', actions: { type: 'storeResults', params: ({ event }) => event.output } },
            onError: { target: '#bulkRun.failed', actions: { type: 'recordRequestFailure', params: failure } },
          },
        },
        showingResults: {},
      },
    },
    confirming: {
      description: 'The bulk dialog: Execute stays disabled until its terms are ticked (the element sees to that).',
      on: {
        'bulk.confirm': 'starting',
        'bulk.cancel': 'idle',
      },
    },
    starting: {
      description: 'GET runbulk queues a run, or answers the one already going (joined); then the status is read again.',
      tags: ['busy'],
      invoke: {
        src: 'startRun',
        onDone: { target: 'running.polling', actions: { type: 'storeStart', params: status } },
        onError: { target: 'failed', actions: { type: 'recordRequestFailure', params: failure } },
      },
    },
    running: {
      description: 'The progress bar follows the server: the status is polled every pollInterval until the run is over.',
      initial: 'waiting',
      states: {
        waiting: {
          after: { pollInterval: 'polling' },
        },
        polling: {
          invoke: {
            src: 'fetchStatus',
            onDone: [
              { guard: { type: 'isRunActive', params: status }, target: 'waiting', actions: { type: 'storeStatus', params: status } },
              { guard: { type: 'isRunFinished', params: status }, target: '#bulkRun.collecting', actions: { type: 'storeStatus', params: status } },
              {
                guard: { type: 'isRunFailed', params: status },
                target: '#bulkRun.failed',
                actions: [{ type: 'storeStatus', params: status }, { type: 'recordRunFailure', params: status }],
              },
              // 'none': the run is gone (the client's data was reset meanwhile); nothing left to watch.
              { target: '#bulkRun.idle', actions: { type: 'storeStatus', params: status } },
            ],
            onError: { target: '#bulkRun.failed', actions: { type: 'recordRequestFailure', params: failure } },
          },
        },
      },
    },
    collecting: {
      description: 'The run finished: its summary and file check are read.',
      tags: ['busy'],
      entry: 'notifyRunFinished',
      invoke: {
        src: 'loadResults',
        onDone: { target: 'done', actions: { type: 'storeResults', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'recordRequestFailure', params: failure } },
      },
    },
    done: {
      description: 'The run watched here finished: the summary per arrangement and the downloadable workbooks.',
      on: {
        'bulk.start': { target: 'confirming', actions: 'clearFailure' },
        'status.refresh': 'fetchingStatus',
      },
    },
    failed: {
      description:
        'Shows "There has been a problem during bulk processing. Please try again later." — the run failed, or a call did (a run may still be going then: refresh rejoins it).',
      on: {
        'bulk.start': { guard: 'hasStatus', target: 'confirming', actions: 'clearFailure' },
        'status.refresh': { target: 'fetchingStatus', actions: 'clearFailure' },
      },
    },
  },
});
