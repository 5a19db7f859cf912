import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { toDirectedGraph, type DirectedGraphNode } from 'xstate/graph';
import { actionNames, eventTypeLabel, guardName } from '../model/anatomy';

/**
 * A machine as state-machine-cat text: nested states, initial and final markers, every edge
 * labelled `event [guard] / actions` with delays and invocations in words. Pure, so the in-app
 * machines page can draw the same chart in the browser as `npm run machines` does in Node.
 */

/** smcat quotes names and labels; a quote or a line break inside would end them early. */
function quoted(text: string): string {
  return `"${text.replace(/["\\]/g, "'").replace(/\s+/g, ' ')}"`;
}

/** Transition labels are unquoted up to `;` in smcat, so the few characters that end one go. */
function labelText(text: string): string {
  return text.replace(/[;{}"]/g, ' ').replace(/\s+/g, ' ').trim();
}

function transitionLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const guard = guardName(transition);
  const actions = actionNames(transition.actions);
  const parts = [
    eventTypeLabel(machine, transition.eventType),
    guard ? `[${guard}]` : '',
    // A re-entering self-transition runs exit and entry again (the countdown tick); say so.
    transition.reenter ? '(re-enter)' : '',
    actions.length ? `/ ${actions.join(', ')}` : '',
  ];
  return labelText(parts.filter(Boolean).join(' '));
}

/** Lines under a state's name: what runs while in it and its tags. */
function activities(node: AnyStateNode): string[] {
  const lines = [
    ...actionNames(node.entry).map((name) => `entry/ ${name}`),
    ...actionNames(node.exit).map((name) => `exit/ ${name}`),
    ...node.invoke.map((invoke) => `invoke/ ${String(invoke.src)}`),
  ];
  if (node.tags.length) lines.push(`tags: ${node.tags.join(', ')}`);
  return lines.map(labelText);
}

function declaration(graph: DirectedGraphNode, indent: string): string {
  const node = graph.stateNode;
  const acts = activities(node);
  const head = `${indent}${quoted(node.id)} [label=${quoted(node.key)}]${acts.length ? `: ${acts.join('\n' + indent + '  ')}` : ''}`;
  return graph.children.length ? `${head} {\n${level(graph, indent + '  ')}\n${indent}}` : head;
}

/** The states of one level, with its initial pseudo-state and a final pseudo-state per final state. */
function level(graph: DirectedGraphNode, indent: string): string {
  const node = graph.stateNode;
  const pseudo: string[] = [];
  if (node.initial?.target.length) pseudo.push(`${indent}${quoted(`${node.id}.initial`)} [type=initial]`);
  for (const child of graph.children) {
    if (child.stateNode.type === 'final') pseudo.push(`${indent}${quoted(`${child.stateNode.id}.final`)} [type=final]`);
  }
  return [...pseudo, ...graph.children.map((child) => declaration(child, indent))].join(',\n') + ';';
}

function edges(machine: AnyStateMachine, graph: DirectedGraphNode): string[] {
  const node = graph.stateNode;
  const lines: string[] = [];
  for (const initial of node.initial?.target ?? []) lines.push(`${quoted(`${node.id}.initial`)} => ${quoted(initial.id)};`);
  if (node.type === 'final') lines.push(`${quoted(node.id)} => ${quoted(`${node.id}.final`)};`);
  // One edge per target in the graph, so a transition may appear twice; eventless ones are left
  // out of it, yet analysts need them most (they decide).
  const transitions = new Set([...graph.edges.map((edge) => edge.transition), ...(node.always ?? [])]);
  for (const transition of transitions) {
    const label = transitionLabel(machine, transition);
    const targets: readonly AnyStateNode[] = transition.target?.length ? transition.target : [node];
    const internal = transition.target?.length ? '' : ' [type=internal]';
    for (const target of targets) lines.push(`${quoted(node.id)} => ${quoted(target.id)}${internal}: ${label};`);
  }
  return lines.concat(graph.children.flatMap((child) => edges(machine, child)));
}

export function toSmcat(machine: AnyStateMachine): string {
  const graph = toDirectedGraph(machine);
  return `${declaration(graph, '')};\n\n${edges(machine, graph).join('\n')}\n`;
}
