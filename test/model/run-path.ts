import { expect } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import type { RegistryEntry } from '../../machines/registry';
import { AFTER, DONE_ACTOR, ERROR_ACTOR, allTransitions, delayedEvents } from '../../machines/model/anatomy';
import type { createCoverage } from '../../machines/model/coverage';
import { drivenMachine } from '../../machines/model/driven-machine';
import { plainContext, type ModelPath, type PathStep } from '../../machines/model/paths';
import { controllableActors } from '../../machines/model/stub-actors';
import { createWorld, type World } from '../../machines/model/world';

/** Lets a settled stub promise reach the machine: the promise actor reports on a later microtask. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Every event a machine can be asked `can(...)` about: the model's samples, else the bare type. */
export function canSamples({ machine, model }: RegistryEntry): AnyEventObject[] {
  const userTypes = new Set(allTransitions(machine).map((t) => t.eventType).filter((type) => type !== '' && !type.startsWith('xstate.')));
  return [...userTypes].flatMap((type) => model.events?.[type] ?? [{ type }]);
}

/**
 * Replays a generated path on a real actor of the machine: stub actors settle as the path says,
 * delays pass on the manual clock, user events are sent. After each step the actor must be where
 * the path says — state, status, context, world, tags, what `can` allows — and keep the invariants.
 */
export async function runPath(entry: RegistryEntry, path: ModelPath, explored: World, coverage: ReturnType<typeof createCoverage>) {
  const { machine, model } = entry;
  const world = createWorld();
  const input = path.scenario.input?.(world);
  const stubs = controllableActors(Object.keys(machine.implementations.actors));
  const actor = createActor(drivenMachine(machine, model, stubs.actors), { input, clock: world.clock, inspect: coverage.inspect });
  const delays = delayedEvents(machine);
  const samples = canSamples(entry);

  async function deliver(event: AnyEventObject) {
    const settles = event.type.startsWith(DONE_ACTOR) || event.type.startsWith(ERROR_ACTOR);
    if (settles) {
      const run = stubs.take(String(event.actorId));
      expect(run, `${event.actorId} is running when the path settles it`).toBeDefined();
      if (event.type.startsWith(DONE_ACTOR)) run!.resolve(event.output);
      else run!.reject(event.error);
    } else if (event.type.startsWith(AFTER)) {
      world.clock.advance(delays.get(event.type)?.ms ?? 0);
    } else {
      actor.send(event);
    }
    await settle();
  }

  function check(step: PathStep, index: number) {
    const actual = actor.getSnapshot();
    const expected = step.snapshot;
    const where = `step ${index} (${step.event.type})`;
    coverage.visit(actual);
    expect(actual.value, where).toEqual(expected.value);
    expect(actual.status, where).toBe(expected.status);
    expect(plainContext(actual.context), where).toEqual(plainContext(expected.context));
    expect(world.save(), where).toEqual(step.world);
    expect([...actual.tags].sort(), where).toEqual([...expected.tags].sort());
    explored.load(step.world);
    for (const sample of samples) expect(actual.can(sample), `${where}: can(${JSON.stringify(sample)})`).toBe(expected.can(sample));
    model.invariants?.(actual);
  }

  actor.start();
  try {
    const [start, ...steps] = path.steps;
    check(start!, 0);
    for (const [index, step] of steps.entries()) {
      await deliver(step.event);
      check(step, index + 1);
    }
  } finally {
    actor.stop();
  }
}
