import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { arrangementSelectionMachine } from '../../machines/arrangement-selection.machine';
import { clientSwitchMachine } from '../../machines/client-switch.machine';
import { containerSelectionMachine } from '../../machines/container-selection.machine';
import { shellMachine } from '../../machines/shell.machine';
import type { CarArrangement } from '../../contract/types/core';
import type { MobilityContainer } from '../../contract/types/mobility';
import { currentShellOwner, forgetStoredShell, storeShell } from '../features/shell/stored-shell';
import { paths } from './paths';

/**
 * App-wide actors of the signed-in shell. They live in the main layout's chunk (not actors.ts,
 * which the login route loads), and their Providers sit inside the main layout.
 */
/**
 * The main layout's data (client setting, licences, languages, user), loaded when a main-layout page opens;
 * what it reads is kept for this session's next page load (src/features/shell/stored-shell.ts).
 */
export const appShellMachine = shellMachine.provide({
  actions: { rememberShellData: (_, data) => data && storeShell(data, currentShellOwner()) },
});
export const ShellActorContext = createActorContext(appShellMachine);
export const ArrangementSelectionContext = createActorContext(arrangementSelectionMachine);
export const ContainerSelectionContext = createActorContext(containerSelectionMachine);

/** Spec 01 §4: after a switch the app reloads at / so every actor and cache starts in the new client. */
export const appClientSwitchMachine = clientSwitchMachine.provide({
  actions: {
    reloadAtRoot: () => {
      // The stored shell is the old client's: the new one loads from the server.
      forgetStoredShell();
      location.assign(paths.dashboard);
    },
  },
});
export const ClientSwitchContext = createActorContext(appClientSwitchMachine);

/** Without the mobility licence or role the container call is refused (403): the list is simply empty. */
export const noContainerSelection = containerSelectionMachine.provide({
  actors: { loadContainers: fromPromise<MobilityContainer[]>(async () => []) },
});

/** A role without the arrangement menu (fleetmanagement) has no arrangements to choose from. */
export const noArrangementSelection = arrangementSelectionMachine.provide({
  actors: { loadArrangements: fromPromise<CarArrangement[]>(async () => []) },
});
