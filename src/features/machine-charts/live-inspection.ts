import type { ActorRefLike, AnyMachineSnapshot, InspectionEvent } from 'xstate';

/**
 * One `inspect` hook for every app-wide actor (auth with its session child, shell, client switch,
 * the two selections). Two listeners share it: the machines page (/tools/machines), which reads the
 * current state of each machine, and `?inspect`, which relays every event to the Stately inspector.
 * Small on purpose: it sits in the login route's bundle; the inspector itself loads lazily.
 */

/** The newest actor of each machine id; its snapshot is read live, so a stopped one reads as stopped. */
const actors = new Map<string, ActorRefLike>();
const listeners = new Set<() => void>();
let version = 0;

/** Events kept while the inspector loads, so it also sees the actors created before it came. */
export const INSPECTOR_BUFFER_LIMIT = 500;
type Relay = { state: 'off' } | { state: 'loading'; buffer: InspectionEvent[] } | { state: 'on'; forward: (event: InspectionEvent) => void };
let relay: Relay = { state: 'off' };

function machineIdOf(actorRef: ActorRefLike): string | null {
  const logic = (actorRef as { logic?: { id?: unknown; root?: unknown } }).logic;
  return logic && logic.root && typeof logic.id === 'string' ? logic.id : null;
}

function passOn(event: InspectionEvent): void {
  if (relay.state === 'loading') {
    relay.buffer.push(event);
    if (relay.buffer.length > INSPECTOR_BUFFER_LIMIT) relay.buffer.shift();
  } else if (relay.state === 'on') {
    try {
      relay.forward(event);
    } catch {
      // The inspector is a guest: whatever goes wrong in it, the actor's transition goes on.
    }
  }
}

/** The `inspect` option of every app-wide actor. */
export function inspectAppActor(event: InspectionEvent): void {
  if (event.type === '@xstate.actor') {
    const id = machineIdOf(event.actorRef);
    if (id) actors.set(id, event.actorRef);
  }
  if (event.type === '@xstate.actor' || event.type === '@xstate.snapshot') {
    version++;
    listeners.forEach((listener) => listener());
  }
  passOn(event);
}

/** The running actor's snapshot of a machine, or null when none runs (not started yet, or stopped). */
export function liveSnapshot(machineId: string): AnyMachineSnapshot | null {
  const snapshot = actors.get(machineId)?.getSnapshot() as AnyMachineSnapshot | undefined;
  return snapshot && snapshot.status !== 'stopped' ? snapshot : null;
}

/** For `useSyncExternalStore`: a number that changes whenever any app-wide actor changes. */
export function subscribeToAppActors(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const appActorsVersion = (): number => version;

/**
 * `?inspect`: connects the Stately inspector when it can. The app never waits for it: events are
 * buffered while it loads and dropped, with one warning, when it cannot load or start.
 */
export async function connectInspector(
  load: () => Promise<(event: InspectionEvent) => void> = () => import('./stately-inspector').then(({ startStatelyInspector }) => startStatelyInspector()),
): Promise<boolean> {
  if (relay.state !== 'off') return relay.state === 'on';
  const buffer: InspectionEvent[] = [];
  relay = { state: 'loading', buffer };
  try {
    const forward = await load();
    relay = { state: 'on', forward };
    buffer.forEach(passOn);
    return true;
  } catch (error) {
    relay = { state: 'off' };
    console.warn('The Stately inspector could not start; the app runs without it.', error);
    return false;
  }
}

/** Whether the address asks for the inspector (`?inspect`, with or without a value). */
export function wantsInspector(search: string): boolean {
  return new URLSearchParams(search).has('inspect');
}
