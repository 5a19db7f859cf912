/**
 * API requests in flight in this process, so background work can give way (issue 40): a bulk run on PGlite shares the
 * API's one connection, so before each statement it waits until no request is being answered — a request then waits
 * at most for the one statement already running, never for a queue of them. The
 * wait is bounded, so a server that is never idle still finishes its runs (a slice at a time).
 */
let inFlight = 0;
let waiters: (() => void)[] = [];

/**
 * The same count where another thread of this process can read it: a bulk run's thread (jobs/bulk-run-thread.ts) waits
 * on it with `foregroundQuietIn`. Notified each time it falls to 0.
 */
export const requestsShared = new Int32Array(new SharedArrayBuffer(4));

export function requestStarted(): void {
  inFlight += 1;
  Atomics.store(requestsShared, 0, inFlight);
}

export function requestEnded(): void {
  inFlight = Math.max(0, inFlight - 1);
  Atomics.store(requestsShared, 0, inFlight);
  if (inFlight > 0) return;
  Atomics.notify(requestsShared, 0);
  const woken = waiters;
  waiters = [];
  for (const wake of woken) wake();
}

export const requestsInFlight = () => inFlight;

/** A later turn of the event loop: timers and sockets due meanwhile go first. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Resolves on a later turn of the event loop once no request is in flight, or after `maxWaitMs` regardless. */
export async function foregroundQuiet(maxWaitMs: number): Promise<void> {
  // Always a macrotask first: timers and sockets due meanwhile (a request just arriving) get their turn.
  await nextTurn();
  if (inFlight === 0) return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, maxWaitMs);
    function done() {
      clearTimeout(timer);
      waiters = waiters.filter((w) => w !== done);
      resolve();
    }
    waiters.push(done);
  });
  // The last request's answer is being written: let it go out before the next statement takes the thread.
  await nextTurn();
}

/**
 * `foregroundQuiet` from another thread, on the API thread's shared count (`requestsShared`): resolves on a later turn
 * of this thread's event loop once no request is in flight there, or after `maxWaitMs` regardless.
 */
export async function foregroundQuietIn(requests: Int32Array, maxWaitMs: number): Promise<void> {
  await nextTurn();
  const until = performance.now() + maxWaitMs;
  for (let n = Atomics.load(requests, 0); n > 0; n = Atomics.load(requests, 0)) {
    const left = until - performance.now();
    if (left <= 0) return;
    // Wakes when the count falls to 0 (notified), or at once when it is no longer n: then it is read again.
    const waiting = Atomics.waitAsync(requests, 0, n, left);
    if (waiting.async) await waiting.value;
  }
}
