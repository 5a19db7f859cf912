import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { AFTER, DONE_ACTOR, ERROR_ACTOR, actionNames, guardName } from '../model/anatomy';

/**
 * A machine as a plain JSON config, the shape the Stately visualizer and XState itself read:
 * states, `on`, `after` (by delay name), `always`, `invoke` with onDone/onError, tags, entry/exit
 * and guard/action names. Implementations (functions, params, context, output) stay in code.
 */

type TransitionJson = {
  target?: string[];
  guard?: string;
  actions?: string[];
  reenter?: true;
  description?: string;
};

export type StateJson = {
  id?: string;
  description?: string;
  type?: 'final' | 'parallel' | 'history';
  initial?: string;
  tags?: string[];
  entry?: string[];
  exit?: string[];
  on?: Record<string, TransitionJson[]>;
  after?: Record<string, TransitionJson[]>;
  always?: TransitionJson[];
  invoke?: { id: string; src: string; onDone?: TransitionJson[]; onError?: TransitionJson[] }[];
  onDone?: TransitionJson[];
  states?: Record<string, StateJson>;
};

function transitionJson(transition: AnyTransitionDefinition): TransitionJson {
  const json: TransitionJson = {};
  // Absolute `#id` targets read the same wherever the transition is declared.
  if (transition.target?.length) json.target = transition.target.map((target: AnyStateNode) => `#${target.id}`);
  const guard = guardName(transition);
  if (guard) json.guard = guard;
  const actions = actionNames(transition.actions);
  if (actions.length) json.actions = actions;
  if (transition.reenter) json.reenter = true;
  if (transition.description) json.description = transition.description;
  return json;
}

function listed(node: AnyStateNode, eventType: string): TransitionJson[] | undefined {
  return node.transitions.get(eventType)?.map(transitionJson);
}

/** `on` keeps user events only: delays, invocation results and state completion have their own keys. */
function isUserEvent(eventType: string): boolean {
  return ![AFTER, DONE_ACTOR, ERROR_ACTOR, 'xstate.done.state.'].some((prefix) => eventType.startsWith(prefix));
}

function stateJson(node: AnyStateNode): StateJson {
  const json: StateJson = {};
  if (node.description) json.description = node.description;
  if (node.type === 'final' || node.type === 'parallel' || node.type === 'history') json.type = node.type;
  const initial: AnyStateNode | undefined = node.initial?.target[0];
  if (initial) json.initial = initial.key;
  if (node.tags.length) json.tags = [...node.tags];
  const entry = actionNames(node.entry);
  if (entry.length) json.entry = entry;
  const exit = actionNames(node.exit);
  if (exit.length) json.exit = exit;
  const on = [...node.transitions.keys()].filter(isUserEvent).map((type) => [type, listed(node, type)!] as const);
  if (on.length) json.on = Object.fromEntries(on);
  if (node.after.length) {
    json.after = {};
    for (const after of node.after) (json.after[String(after.delay)] ??= []).push(transitionJson(after));
  }
  if (node.always?.length) json.always = node.always.map(transitionJson);
  if (node.invoke.length) {
    json.invoke = node.invoke.map((invoke) => {
      const onDone = listed(node, `${DONE_ACTOR}${invoke.id}`);
      const onError = listed(node, `${ERROR_ACTOR}${invoke.id}`);
      return { id: invoke.id, src: String(invoke.src), ...(onDone && { onDone }), ...(onError && { onError }) };
    });
  }
  const onDone = listed(node, `xstate.done.state.${node.id}`);
  if (onDone) json.onDone = onDone;
  const children = Object.entries(node.states as Record<string, AnyStateNode>);
  if (children.length) json.states = Object.fromEntries(children.map(([key, child]) => [key, stateJson(child)]));
  return json;
}

export function toMachineJson(machine: AnyStateMachine): StateJson {
  return { id: machine.id, ...stateJson(machine.root) };
}
