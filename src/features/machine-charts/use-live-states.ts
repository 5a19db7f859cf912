import { useSyncExternalStore } from 'react';
import type { StateValue } from 'xstate';
import { appActorsVersion, liveSnapshot, subscribeToAppActors } from './live-inspection';

export interface LiveState {
  value: StateValue;
  status: 'active' | 'done' | 'error';
  tags: string[];
}

/** The current state of each named machine's running app-wide actor; null where none runs. */
export function useLiveStates(machineIds: readonly string[]): Readonly<Record<string, LiveState | null>> {
  useSyncExternalStore(subscribeToAppActors, appActorsVersion);
  return Object.fromEntries(
    machineIds.map((id) => {
      const snapshot = liveSnapshot(id);
      return [id, snapshot ? { value: snapshot.value, status: snapshot.status, tags: [...snapshot.tags] } : null];
    }),
  ) as Record<string, LiveState | null>;
}
