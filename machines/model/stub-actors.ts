import { fromPromise, type AnyActorLogic } from 'xstate';

interface PendingRun {
  src: string;
  input: unknown;
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/**
 * One promise actor per name that neither calls the API nor settles on its own: each run waits,
 * keyed by its invocation id, until the test settles it the way the path says.
 */
export function controllableActors(names: readonly string[]) {
  const pending = new Map<string, PendingRun>();
  const actors: Record<string, AnyActorLogic> = Object.fromEntries(
    names.map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input, self }) => new Promise((resolve, reject) => pending.set(self.id, { src, input, resolve, reject })),
      ),
    ]),
  );
  /** Takes the waiting run of an invocation; undefined when the machine never started it. */
  function take(invokeId: string): PendingRun | undefined {
    const run = pending.get(invokeId);
    pending.delete(invokeId);
    return run;
  }
  return { actors, take };
}
