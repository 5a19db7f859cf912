import type { AnyEventObject, AnyStateMachine, SnapshotFrom } from 'xstate';
import type { World } from './world';

/** How one run of an invoked actor ends: resolves with `output`, or rejects with `error`. */
export type Outcome = { output: unknown } | { error: unknown };

export interface Scenario {
  /** Shown in test names and the coverage report. */
  name: string;
  /** The machine's input, built on a fresh world (seed storage or the session store here). */
  input?(world: World): unknown;
  /**
   * Simulated time a path may spend, in ms from the start; `after` delays beyond it are not
   * explored. Keeps a ticking machine's graph finite. Default 0: no delay fires.
   */
  horizonMs?: number;
  /**
   * This scenario's samples in place of the model's, per event type it names ([]: not sent here). Lets a machine
   * with many independent choices explore each group of them from its own start instead of all their products.
   */
  events?: Record<string, AnyEventObject[]>;
}

/**
 * How a test drives a machine. Path generation and execution read only this and the machine
 * itself, so a registry entry is all a new machine needs to be explored, tested and drawn.
 */
export interface MachineModel<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** For every actor in the machine's `setup`: the ways a run of it can end. */
  actors: Record<string, Outcome[]>;
  /** Sample payloads per event type; an event type not listed is sent as `{ type }`. */
  events?: Record<string, AnyEventObject[]>;
  /** Actions the app provides (navigation, toasts, sign-out calls): replaced by no-ops. */
  appActions?: string[];
  /** Starting points; coverage is counted over all of them together. */
  scenarios: Scenario[];
  /** Rules every reached snapshot must keep (context, tags, what `can` allows); throw to fail. */
  invariants?(snapshot: SnapshotFrom<TMachine>): void;
}

/** A failed invariant, with the rule in words. */
export function ensure(condition: unknown, rule: string): asserts condition {
  if (!condition) throw new Error(`Invariant broken: ${rule}`);
}
