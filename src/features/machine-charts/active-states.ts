import type { StateValue } from 'xstate';

/**
 * The ids of the states a snapshot is in (`auth.signedOut`, `auth.signedOut.idle`), as the chart
 * names its nodes: machines/export/to-smcat.ts draws each state under its id, a compound state as
 * the cluster `cluster_<id>`. The root itself is left out (it is always active).
 */
export function activeStateIds(machineId: string, value: StateValue): string[] {
  if (typeof value === 'string') return [`${machineId}.${value}`];
  return Object.entries(value).flatMap(([key, child]) => {
    const id = `${machineId}.${key}`;
    return child === undefined ? [id] : [id, ...activeStateIds(id, child as StateValue)];
  });
}

/** A state value as people read it: `signedOut.idle`; parallel regions joined with " + ". */
export function stateText(value: StateValue): string {
  if (typeof value === 'string') return value;
  const parts = Object.entries(value).map(([key, child]) => {
    const inner = child === undefined ? '' : stateText(child as StateValue);
    return inner ? `${key}.${inner}` : key;
  });
  return parts.length > 1 ? parts.join(' + ') : (parts[0] ?? '');
}
