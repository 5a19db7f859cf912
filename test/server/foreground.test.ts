import { afterEach, describe, expect, it, vi } from 'vitest';
import { foregroundQuiet, foregroundQuietIn, requestEnded, requestStarted, requestsInFlight, requestsShared } from '../../server/db/foreground';

/** A bulk run's statement waits for a moment without API requests (db/foreground.ts), but never for ever. */
afterEach(() => {
  while (requestsInFlight() > 0) requestEnded();
  vi.useRealTimers();
});

const settled = (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => { done = true; });
  return () => done;
};

describe('the foreground gate', () => {
  it('lets background work go on the next turn when no request is being answered', async () => {
    vi.useFakeTimers();
    const quiet = settled(foregroundQuiet(250));
    await vi.advanceTimersToNextTimerAsync();
    expect(quiet()).toBe(true);
  });

  it('holds background work while requests are answered, and lets it go once the last one has ended', async () => {
    vi.useFakeTimers();
    requestStarted();
    requestStarted();
    const quiet = settled(foregroundQuiet(250));
    await vi.advanceTimersByTimeAsync(100);
    requestEnded();
    await vi.advanceTimersByTimeAsync(10);
    expect(quiet(), 'one request still in flight').toBe(false);
    requestEnded();
    await vi.advanceTimersByTimeAsync(1);
    expect(quiet()).toBe(true);
  });

  it('lets background work go after the longest wait on a server that is never quiet', async () => {
    vi.useFakeTimers();
    requestStarted();
    const quiet = settled(foregroundQuiet(250));
    await vi.advanceTimersByTimeAsync(249);
    expect(quiet()).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(quiet()).toBe(true);
  });

  it('holds a bulk run’s thread on the shared count until the last request has ended, and not past its longest wait', async () => {
    requestStarted();
    requestStarted();
    expect(Atomics.load(requestsShared, 0)).toBe(2);
    const waiting = foregroundQuietIn(requestsShared, 60_000);
    const quiet = settled(waiting);
    await new Promise((resolve) => setImmediate(resolve));
    requestEnded();
    await new Promise((resolve) => setImmediate(resolve));
    expect(quiet(), 'one request still in flight').toBe(false);
    requestEnded();
    await waiting; // notified when the count fell to 0: no timer involved
    requestStarted();
    await foregroundQuietIn(requestsShared, 0); // a server never quiet: the run goes on at its longest wait
  });
});
