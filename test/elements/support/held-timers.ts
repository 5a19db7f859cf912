/**
 * Runs `action` with window.setTimeout held: the timers it starts do not run on the machine's clock but
 * when the test calls the returned function, so a test waits for none of them.
 */
export function holdTimers(action: () => void): () => void {
  const held: Array<() => void> = [];
  const realSetTimeout = window.setTimeout;
  window.setTimeout = ((run: () => void) => {
    held.push(run);
    return 0;
  }) as typeof window.setTimeout;
  try {
    action();
  } finally {
    window.setTimeout = realSetTimeout;
  }
  return () => held.splice(0).forEach((run) => run());
}
