import type { AnyActorLogic, AnyStateMachine } from 'xstate';
import type { MachineModel } from './machine-model';

/** The real machine with stub actors and no-op app actions: the same wiring for exploring and running. */
export function drivenMachine(machine: AnyStateMachine, model: MachineModel, actors: Record<string, AnyActorLogic>): AnyStateMachine {
  const noop = () => {};
  const actions = Object.fromEntries((model.appActions ?? []).map((name) => [name, noop]));
  return machine.provide({ actors, actions } as Parameters<AnyStateMachine['provide']>[0]);
}
