import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  createEmptyActor,
  type ActorScope,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, type TraversalOptions } from 'xstate/graph';
import { AFTER, DONE_ACTOR, ERROR_ACTOR, delayedEvents, invokedActors } from './anatomy';
import { drivenMachine } from './driven-machine';
import type { MachineModel, Scenario } from './machine-model';
import { controllableActors } from './stub-actors';
import { createWorld, type World, type WorldState } from './world';

/** Simple paths multiply fast: only graphs up to this many distinct snapshots get them. */
export const SIMPLE_PATHS_MAX_SNAPSHOTS = 16;
/** And at most this many simple paths per scenario. */
export const SIMPLE_PATHS_MAX = 150;
/** A model whose graph grows past this is unbounded (an `after` loop without a horizon). */
const TRAVERSAL_LIMIT = 5_000;

/** One step: the event, then the snapshot and world the real machine says it leads to. */
export interface PathStep {
  event: AnyEventObject;
  snapshot: AnyMachineSnapshot;
  world: WorldState;
}

export interface ModelPath {
  scenario: Scenario;
  /** steps[0] is the start (`xstate.init`). */
  steps: PathStep[];
}

export interface Exploration {
  paths: ModelPath[];
  /** Distinct (state, context, world) snapshots the scenario can reach. */
  snapshotCount: number;
  /** The explored world, for re-evaluating a path's snapshot (`can`) in its own world. */
  world: World;
}

/** Errors serialise as `{}`; two different failures must stay two different events. */
function serializeEvent(event: AnyEventObject): string {
  return JSON.stringify(event, (_key, value: unknown) =>
    value instanceof Error ? { name: value.name, message: value.message, data: (value as { data?: unknown }).data } : value,
  );
}

/** Context as data: clocks, stores and storages are the world's business, not the snapshot's. */
export function plainContext(context: unknown): unknown {
  return JSON.parse(
    JSON.stringify(context ?? null, (_key, value: unknown) =>
      value && typeof value === 'object' && !Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype
        ? undefined
        : value,
    ),
  );
}

/** Runs custom actions (storage writes) but never starts actors: exploring must not call anything. */
function explorationScope(): ActorScope<AnyMachineSnapshot, AnyEventObject> {
  const empty = createEmptyActor();
  return {
    self: empty,
    id: '',
    sessionId: 'model',
    logger: () => {},
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: (action: { type: string; info: unknown; params: unknown; exec?: (info: unknown, params: unknown) => void }) => {
      if (!action.type.startsWith('xstate.')) action.exec?.(action.info, action.params);
    },
  } as unknown as ActorScope<AnyMachineSnapshot, AnyEventObject>;
}

/** The events to try in a snapshot: user samples, and every outcome of each running invocation. */
function eventSampler(machine: AnyStateMachine, model: MachineModel, scenario: Scenario) {
  const invoked = invokedActors(machine);
  const outcomes = (invokeId: string) => model.actors[invoked.get(invokeId) ?? ''] ?? [];
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] =>
    ownEventTypes(snapshot).flatMap((type): AnyEventObject[] => {
      if (type.startsWith(DONE_ACTOR)) {
        const actorId = type.slice(DONE_ACTOR.length);
        return outcomes(actorId).flatMap((outcome) => ('output' in outcome ? [{ type, actorId, output: outcome.output }] : []));
      }
      if (type.startsWith(ERROR_ACTOR)) {
        const actorId = type.slice(ERROR_ACTOR.length);
        return outcomes(actorId).flatMap((outcome) => ('error' in outcome ? [{ type, actorId, error: outcome.error }] : []));
      }
      return scenario.events?.[type] ?? model.events?.[type] ?? [{ type }];
    });
}

function eventKey(path: ModelPath): string {
  return path.steps.slice(1).map((step) => serializeEvent(step.event)).join('\n');
}

/** Drops every path that another one already walks as its beginning. */
function withoutPrefixes(paths: ModelPath[]): ModelPath[] {
  const keyed = paths.map((path) => ({ path, key: eventKey(path) })).sort((a, b) => b.key.length - a.key.length);
  const kept: typeof keyed = [];
  for (const candidate of keyed) {
    const covered = kept.some(({ key }) => key === candidate.key || key.startsWith(candidate.key === '' ? '' : `${candidate.key}\n`));
    if (!covered) kept.push(candidate);
  }
  return kept.map(({ path }) => path);
}

/**
 * Explores one scenario of the real machine (stub actors, no-op app actions) with xstate/graph:
 * every snapshot carries its own world, so guards that read storage or the clock see exactly what
 * a real run would. Paths: the shortest path to each snapshot extended by each event it accepts
 * (so every edge is walked), plus simple paths when the graph is small.
 */
export function explore(machine: AnyStateMachine, model: MachineModel, scenario: Scenario): Exploration {
  const world = createWorld();
  const driven = drivenMachine(machine, model, controllableActors(Object.keys(machine.implementations.actors)).actors);
  const delays = delayedEvents(machine);
  const worlds = new WeakMap<object, WorldState>();
  const scope = explorationScope();
  const start = world.clock.now();
  const horizon = start + (scenario.horizonMs ?? 0);
  const worldOf = (snapshot: AnyMachineSnapshot): WorldState => worlds.get(snapshot) ?? world.save();
  const delayOf = (event: AnyEventObject) => (event.type.startsWith(AFTER) ? (delays.get(event.type)?.ms ?? 0) : 0);

  const input = scenario.input?.(world);
  const initial = driven.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
  worlds.set(initial, world.save());

  const logic = {
    getInitialSnapshot: () => initial,
    transition: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => {
      world.load(worldOf(snapshot));
      world.clock.set(world.clock.now() + delayOf(event));
      const next = driven.transition(snapshot, event, scope) as AnyMachineSnapshot;
      worlds.set(next, world.save());
      return next;
    },
  } as unknown as AnyActorLogic;

  const options: TraversalOptions<AnyMachineSnapshot, AnyEventObject, unknown> = {
    fromState: initial,
    events: eventSampler(machine, model, scenario),
    filterEvents: (snapshot, event) => snapshot.status === 'active' && worldOf(snapshot).time + delayOf(event) <= horizon,
    serializeState: (snapshot) =>
      JSON.stringify({ value: snapshot.value, status: snapshot.status, context: plainContext(snapshot.context), world: worldOf(snapshot) }),
    serializeEvent,
    limit: TRAVERSAL_LIMIT,
  };
  type Steps = { state: AnyMachineSnapshot; event: AnyEventObject }[];
  const toPath = (steps: Steps): ModelPath => ({
    scenario,
    steps: steps.map(({ state, event }) => ({ event, snapshot: state, world: worldOf(state) })),
  });

  const adjacency = getAdjacencyMap(logic, options) as unknown as Record<
    string,
    { transitions: Record<string, { event: AnyEventObject; state: AnyMachineSnapshot }> }
  >;
  const serialize = options.serializeState!;
  const edgePaths = getShortestPaths(logic, options).flatMap((path): Steps[] => {
    const edges = Object.values(adjacency[serialize(path.state, undefined, undefined)]?.transitions ?? {});
    return [path.steps, ...edges.map(({ event, state }) => [...path.steps, { state, event }])];
  });
  const snapshotCount = Object.keys(adjacency).length;
  const simplePaths =
    snapshotCount <= SIMPLE_PATHS_MAX_SNAPSHOTS ? getSimplePaths(logic, options).slice(0, SIMPLE_PATHS_MAX).map((path): Steps => path.steps) : [];
  return { paths: withoutPrefixes([...edgePaths, ...simplePaths].map(toPath)), snapshotCount, world };
}
