/**
 * API requests in flight in this process, so background work can give way (issue 40): a bulk run on PGlite shares the
 * API's one connection, so before each statement it waits until no request is being answered — a request then waits
 * at most for the one statement already running, never for a queue of them. The
 * wait is bounded, so a server that is never idle still finishes its runs (a slice at a time).
 */
let inFlight = 0;
let waiters: (() => void)[] = [];

export function requestStarted(): void {
  inFlight += 1;
}

export function requestEnded(): void {
  inFlight = Math.max(0, inFlight - 1);
  if (inFlight > 0) return;
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
