import { authMachine } from './auth.machine';
import { sessionMachine } from './session.machine';
import { shellMachine } from './shell.machine';
import { clientBrandingMachine } from './client-branding.machine';
import { clientSwitchMachine } from './client-switch.machine';
import { arrangementSelectionMachine } from './arrangement-selection.machine';
import { containerSelectionMachine } from './container-selection.machine';
import { orderApprovalMachine } from './order-approval.machine';

/** Every machine of the app with a line for analysts; tests and exports iterate this list. */
export const machineRegistry = [
  { machine: authMachine, description: 'Sign-in: stored session, credentials, hand-over token, sign-out.' },
  { machine: sessionMachine, description: 'Session expiry: silent refresh, idle prompt with countdown, logout.' },
  { machine: shellMachine, description: 'Main layout data: client setting, licences, languages, user.' },
  { machine: clientBrandingMachine, description: 'Login page branding for the client named in the URL.' },
  { machine: clientSwitchMachine, description: 'Master switches client: server switch, store the returned user, reload at /.' },
  { machine: arrangementSelectionMachine, description: 'Current car arrangement: only one → chosen, else remembered, else the user picks.' },
  { machine: containerSelectionMachine, description: 'Current mobility container: as arrangements, plus forget after delete and adopt after create.' },
  { machine: orderApprovalMachine, description: 'Approve an order, or reject it with a reason; "Cannot delete file" still counts as done.' },
] as const;
