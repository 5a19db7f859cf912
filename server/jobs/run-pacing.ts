import { nextTurn } from '../db/foreground';

/**
 * The longest a run's statement waits for a moment without API requests: a server that is never idle still finishes
 * its runs, a statement at a time between requests.
 */
const GATE_MAX_WAIT_MS = 250;

/**
 * Rows of a PGlite statement of the run, at most (one part's share of a window may be more): a request that comes
 * while one runs waits for it. bench/README.md "Bulk run" has what sizes cost and gave.
 */
const PGLITE_STATEMENT_ROWS = 250;

/**
 * How a run takes turns with the API on its database. One connection for both (PGlite): each statement waits for a
 * moment without requests (`quiet`, db/foreground.ts), and a window is written in statements of a bounded size.
 * PostgreSQL, where the API's statements have connections of their own: only a turn of the event loop, whole windows.
 */
export function runPacing(oneConnection: boolean, quiet: (maxWaitMs: number) => Promise<void>): { gate: () => Promise<void>; statementRows: number } {
  return oneConnection
    ? { gate: () => quiet(GATE_MAX_WAIT_MS), statementRows: PGLITE_STATEMENT_ROWS }
    : { gate: nextTurn, statementRows: Number.POSITIVE_INFINITY };
}

/**
 * How long a run rests after `workedMs` of work to work `workPercent` of the time (config.ts `bulkWorkPercent`). On two
 * cores a run that never rests keeps both busy, and the API's thread, woken for a request, then waits for a core now
 * and then — up to a scheduler tick (4 ms here) — however niced the run's threads are (bench/README.md "Issue 40, sixth
 * pass" has the traces).
 */
export const restMs = (workedMs: number, workPercent: number): number => Math.max(0, workedMs) * (100 - workPercent) / workPercent;
