/** How long a wait for the open transaction may last before it is reported. */
export const LONG_WAIT_MS = 10_000;

/**
 * Names a wait for PGlite's open transaction that lasts too long. PGlite runs one transaction at a time, and a query
 * on the database (not on the transaction's own queryable) waits until the open one ends. Code inside a transaction
 * that asks the database itself therefore waits for itself forever: the request hangs and nothing says why. A wait
 * of LONG_WAIT_MS is reported with
 * where the waiting query was asked and where the open transaction began, so such a hang names its own cause.
 * Stacks are taken only while a transaction is open, and only the report formats them.
 */
export class TransactionWaitWatch {
  private holder: Error | undefined;

  /** Marks the transaction that now holds the database, from its start to its end (commit or rollback). */
  async holding<T>(begunAt: Error, run: () => Promise<T>): Promise<T> {
    this.holder = begunAt;
    try {
      return await run();
    } finally {
      if (this.holder === begunAt) this.holder = undefined;
    }
  }

  /** `run`, reported if it is asked while a transaction holds the database and is still waiting LONG_WAIT_MS later. */
  async watch<T>(what: () => string, run: () => Promise<T>): Promise<T> {
    const holder = this.holder;
    if (!holder) return run();
    const askedAt = new Error('asked');
    const timer = setTimeout(() => {
      console.error(`database: ${what()} has waited ${LONG_WAIT_MS / 1000} s for the open transaction. Asked at:\n${stackOf(askedAt)}\n`
        + `The transaction began at:\n${stackOf(holder)}\nA query inside a transaction must use the transaction's own queryable.`);
    }, LONG_WAIT_MS);
    timer.unref?.();
    try {
      return await run();
    } finally {
      clearTimeout(timer);
    }
  }
}

function stackOf(error: Error): string {
  return (error.stack ?? '').split('\n').slice(1).join('\n');
}
