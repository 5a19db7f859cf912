import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * What a machine is made of, read from its own definition: the inventory that coverage is counted
 * against and the charts are drawn from, so neither can drift from the machine.
 */

export const DONE_ACTOR = 'xstate.done.actor.';
export const ERROR_ACTOR = 'xstate.error.actor.';
export const AFTER = 'xstate.after.';

/** Every state node below the root, parents before children, in document order. */
export function stateNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [child, ...stateNodes(child)]);
}

/** A node's own transitions: event, delayed, done/error of its invocations, then eventless. */
export function ownTransitions(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...(node.transitions.values() as Iterable<AnyTransitionDefinition[]>)].flat().concat(node.always ?? []);
}

/** Stable across `machine.provide(...)`, which rebuilds the nodes: source, event and position. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const siblings: AnyTransitionDefinition[] =
    transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  return `${source.id} ${transition.eventType || 'always'} #${siblings.indexOf(transition)}`;
}

export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return [machine.root, ...stateNodes(machine.root)].flatMap(ownTransitions);
}

/** Invocation id → the actor name in `setup({ actors })` it runs. */
export function invokedActors(machine: AnyStateMachine): Map<string, string> {
  const invocations = [machine.root, ...stateNodes(machine.root)].flatMap((node) => node.invoke);
  return new Map(invocations.map((invoke) => [invoke.id, String(invoke.src)]));
}

export interface DelayInfo {
  /** The name in `delays`, or the number written in `after`. */
  name: string;
  /** Milliseconds, when the delay is a number (a computed delay has none). */
  ms: number | undefined;
}

/** `xstate.after.<delay>.<stateId>` event types → their delay. */
export function delayedEvents(machine: AnyStateMachine): Map<string, DelayInfo> {
  const delays = machine.implementations.delays as Record<string, unknown>;
  const entries = [machine.root, ...stateNodes(machine.root)].flatMap((node) =>
    node.after.map((after): [string, DelayInfo] => {
      const value = typeof after.delay === 'number' ? after.delay : delays[String(after.delay)];
      return [after.eventType, { name: String(after.delay), ms: typeof value === 'number' ? value : undefined }];
    }),
  );
  return new Map(entries);
}

/** The guard's name as written in the machine (`isValidReason`), or null. */
export function guardName(transition: AnyTransitionDefinition): string | null {
  const guard = transition.guard as unknown;
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'guard';
  return String((guard as { type: unknown }).type);
}

/** Named actions of a transition or entry/exit list; inline functions show as their name if any. */
export function actionNames(actions: readonly unknown[]): string[] {
  return actions.flatMap((action) => {
    if (typeof action === 'string') return [action];
    const type = (action as { type?: unknown } | null)?.type;
    // Built-ins (raise, cancel for `after`) are XState's plumbing, except an inline assign.
    if (type === 'xstate.assign') return ['assign'];
    if (typeof type === 'string') return type.startsWith('xstate.') ? [] : [type];
    return typeof action === 'function' && action.name ? [action.name] : [];
  });
}

function readableMs(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

/**
 * An event type as an analyst reads it: `after checkInterval (5 s)`, `done: login`,
 * `error: login`, `always`; user events stay as written (`order.approve`).
 */
export function eventTypeLabel(machine: AnyStateMachine, eventType: string): string {
  if (eventType === '') return 'always';
  if (eventType.startsWith(AFTER)) {
    const delay = delayedEvents(machine).get(eventType);
    if (!delay) return eventType;
    return delay.ms === undefined || String(delay.ms) === delay.name ? `after ${delay.name}` : `after ${delay.name} (${readableMs(delay.ms)})`;
  }
  for (const [prefix, word] of [
    [DONE_ACTOR, 'done'],
    [ERROR_ACTOR, 'error'],
  ] as const) {
    if (eventType.startsWith(prefix)) return `${word}: ${invokedActors(machine).get(eventType.slice(prefix.length)) ?? eventType.slice(prefix.length)}`;
  }
  if (eventType.startsWith('xstate.done.state.')) return 'done';
  return eventType;
}
