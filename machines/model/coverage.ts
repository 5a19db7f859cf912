import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { allTransitions, stateNodes, transitionKey } from './anatomy';

export interface CoverageFigures {
  machineId: string;
  states: { reached: number; total: number; missing: string[] };
  transitions: { taken: number; total: number; missing: string[] };
}

/**
 * What real actors of a machine did, against what its definition holds: every state node below
 * the root, and every transition (event, `after`, done/error of invocations, eventless), each
 * counted once however many paths take it.
 */
export function createCoverage(machine: AnyStateMachine) {
  const states = stateNodes(machine.root).map((node) => node.id);
  const transitions = allTransitions(machine).map(transitionKey);
  const reached = new Set<string>();
  const taken = new Set<string>();

  function visit(snapshot: AnyMachineSnapshot): void {
    for (const node of snapshot._nodes) reached.add(node.id);
  }
  function take(done: readonly AnyTransitionDefinition[]): void {
    for (const transition of done) taken.add(transitionKey(transition));
  }
  /** For `createActor(..., { inspect })`: microsteps include eventless hops through transient states. */
  function inspect(event: InspectionEvent): void {
    if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== event.rootId) return;
    visit(event.snapshot as AnyMachineSnapshot);
    take(event._transitions);
    for (const transition of event._transitions) reached.add(transition.source.id);
  }
  function figures(): CoverageFigures {
    const missingStates = states.filter((id) => !reached.has(id));
    const missingTransitions = transitions.filter((key) => !taken.has(key));
    return {
      machineId: machine.id,
      states: { reached: states.length - missingStates.length, total: states.length, missing: missingStates },
      transitions: { taken: transitions.length - missingTransitions.length, total: transitions.length, missing: missingTransitions },
    };
  }
  return { visit, inspect, figures };
}

function percent(part: number, total: number): string {
  return total === 0 ? '100 %' : `${Math.floor((part / total) * 1000) / 10} %`;
}

/** One line per machine, e.g. `session  states 5/5 (100 %)  transitions 12/12 (100 %)`. */
export function coverageLine({ machineId, states, transitions }: CoverageFigures): string {
  return (
    `${machineId.padEnd(22)} states ${`${states.reached}/${states.total}`.padStart(5)} (${percent(states.reached, states.total)})` +
    `  transitions ${`${transitions.taken}/${transitions.total}`.padStart(5)} (${percent(transitions.taken, transitions.total)})`
  );
}
