import { createEmptyActor, type ActorScope, type AnyEventObject, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import type { RegistryEntry } from '../registry';
import { AFTER, delayedEvents } from './anatomy';
import { coverageLine, createCoverage } from './coverage';
import { drivenMachine } from './driven-machine';
import { explore, type Exploration, type ModelPath } from './paths';
import { controllableActors } from './stub-actors';
import { WORLD_START } from './world';

/**
 * Browser runs cost seconds where actor runs cost microseconds, so model-based browser tests take
 * few of the generated paths: the fewest that still walk every distinct step (state, event with its
 * sample or outcome, next state) once and start from every scenario.
 */

export interface BrowserPath extends ModelPath {
  /** The exploration the path comes from: its world lets coverage replay a step exactly. */
  exploration: Exploration;
}

/** A state value as dotted text: `signedOut.rejected`, `prompting`. */
export function stateKey(value: unknown): string {
  if (typeof value === 'string') return value;
  const [[parent, child]] = Object.entries(value as Record<string, unknown>) as [[string, unknown]];
  return `${parent}.${stateKey(child)}`;
}

/** Errors serialise as `{}`; two outcomes must stay two steps. */
function eventText({ actorId: _actorId, ...event }: AnyEventObject): string {
  return JSON.stringify(event, (_key, value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : value));
}

function stepKeys(path: ModelPath): string[] {
  const [start, ...steps] = path.steps;
  const keys = [`${path.scenario.name}: ${stateKey(start!.snapshot.value)}`];
  steps.forEach((step, index) => {
    const from = path.steps[index]!.snapshot;
    keys.push(`${stateKey(from.value)} --${eventText(step.event)}--> ${stateKey(step.snapshot.value)} ${step.snapshot.status}`);
  });
  return keys;
}

/** Greedy set cover: the path walking most unwalked steps first; on a tie the shorter one. */
function fewestPathsCovering(paths: BrowserPath[]): BrowserPath[] {
  const keyed = paths.map((path) => ({ path, keys: new Set(stepKeys(path)) }));
  const unwalked = new Set(keyed.flatMap(({ keys }) => [...keys]));
  const chosen: BrowserPath[] = [];
  while (unwalked.size > 0) {
    const gain = (keys: Set<string>) => [...keys].filter((key) => unwalked.has(key)).length;
    const best = keyed.reduce((a, b) => {
      const difference = gain(b.keys) - gain(a.keys);
      return difference > 0 || (difference === 0 && b.path.steps.length < a.path.steps.length) ? b : a;
    });
    chosen.push(best.path);
    for (const key of best.keys) unwalked.delete(key);
  }
  return chosen;
}

/** The paths of a registry machine worth a browser run, from the same generator the model tests use. */
export function browserPaths(entry: RegistryEntry): BrowserPath[] {
  const all = entry.model.scenarios.flatMap((scenario) => {
    const exploration = explore(entry.machine, entry.model, scenario);
    return exploration.paths.map((path): BrowserPath => ({ ...path, exploration }));
  });
  return fewestPathsCovering(all);
}

/** Like the exploration's scope, but it reports every microstep (transient states included). */
function inspectingScope(report: (event: InspectionEvent) => void): ActorScope<AnyMachineSnapshot, AnyEventObject> {
  const empty = createEmptyActor();
  const system = Object.create(empty.system, {
    _sendInspectionEvent: { value: (event: InspectionEvent) => report({ ...event, rootId: event.actorRef.sessionId }) },
  }) as typeof empty.system;
  return {
    self: empty,
    id: '',
    sessionId: empty.sessionId,
    logger: () => {},
    defer: () => {},
    system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: (action: { type: string; info: unknown; params: unknown; exec?: (info: unknown, params: unknown) => void }) => {
      if (!action.type.startsWith('xstate.')) action.exec?.(action.info, action.params);
    },
  } as unknown as ActorScope<AnyMachineSnapshot, AnyEventObject>;
}

/**
 * What the browser runs of one machine covered, counted like the model tests: a step counts once
 * the screen showed its state, and is replayed on the real machine (stub actors, the path's own
 * world) so the transient states and transitions it passed through count too.
 */
export function createBrowserCoverage(entry: RegistryEntry) {
  const { machine, model } = entry;
  const coverage = createCoverage(machine);
  const driven = drivenMachine(machine, model, controllableActors(Object.keys(machine.implementations.actors)).actors);
  const scope = inspectingScope(coverage.inspect);
  const delays = delayedEvents(machine);

  function stepShown(path: BrowserPath, index: number): void {
    const { world } = path.exploration;
    const step = path.steps[index]!;
    let reached: AnyMachineSnapshot;
    if (index === 0) {
      world.load({ time: WORLD_START, storage: {}, cookies: {} });
      reached = driven.getInitialSnapshot(scope, path.scenario.input?.(world)) as AnyMachineSnapshot;
    } else {
      const before = path.steps[index - 1]!;
      world.load(before.world);
      if (step.event.type.startsWith(AFTER)) world.clock.set(world.clock.now() + (delays.get(step.event.type)?.ms ?? 0));
      reached = driven.transition(before.snapshot, step.event, scope) as AnyMachineSnapshot;
    }
    if (stateKey(reached.value) !== stateKey(step.snapshot.value)) {
      throw new Error(`${machine.id}: replaying step ${index} reached ${stateKey(reached.value)}, the path says ${stateKey(step.snapshot.value)}`);
    }
    coverage.visit(reached);
  }

  return {
    stepShown,
    figures: coverage.figures,
    line: () => `browser ${coverageLine(coverage.figures())}`,
  };
}
