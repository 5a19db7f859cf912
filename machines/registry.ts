import type { AnyStateMachine } from 'xstate';
import { authMachine } from './auth.machine';
import { sessionMachine } from './session.machine';
import { shellMachine } from './shell.machine';
import { clientBrandingMachine } from './client-branding.machine';
import { clientSwitchMachine } from './client-switch.machine';
import { arrangementSelectionMachine } from './arrangement-selection.machine';
import { containerSelectionMachine } from './container-selection.machine';
import { containerCreationMachine } from './container-creation.machine';
import { orderApprovalMachine } from './order-approval.machine';
import { resourceListMachine } from './resource-list.machine';
import { resourceFormMachine } from './resource-form.machine';
import { calculatorSettingMachine } from './calculator-setting.machine';
import { grantAccessMachine } from './grant-access.machine';
import { bulkRunMachine } from './bulk-run.machine';
import { analyzerMachine } from './analyzer.machine';
import { dashboardMachine } from './dashboard.machine';
import { undoDeleteMachine } from './undo-delete.machine';
import { recordHistoryMachine } from './record-history.machine';
import type { MachineModel } from './model/machine-model';
import { authModel } from './model/auth.model';
import { sessionModel } from './model/session.model';
import { shellModel } from './model/shell.model';
import { clientBrandingModel } from './model/client-branding.model';
import { clientSwitchModel } from './model/client-switch.model';
import { arrangementSelectionModel } from './model/arrangement-selection.model';
import { containerSelectionModel } from './model/container-selection.model';
import { containerCreationModel } from './model/container-creation.model';
import { orderApprovalModel } from './model/order-approval.model';
import { resourceListModel } from './model/resource-list.model';
import { resourceFormModel } from './model/resource-form.model';
import { calculatorSettingModel } from './model/calculator-setting.model';
import { grantAccessModel } from './model/grant-access.model';
import { bulkRunModel } from './model/bulk-run.model';
import { analyzerModel } from './model/analyzer.model';
import { dashboardModel } from './model/dashboard.model';
import { undoDeleteModel } from './model/undo-delete.model';
import { recordHistoryModel } from './model/record-history.model';

export interface RegistryEntry<TMachine extends AnyStateMachine = AnyStateMachine> {
  machine: TMachine;
  /** One line for analysts: the index page and the in-app machines page show it. */
  description: string;
  /** How model-based tests drive it: stub actor outcomes, event samples, scenarios, invariants. */
  model: MachineModel<TMachine>;
}

/** Keeps each entry's model typed against its own machine. */
function entry<TMachine extends AnyStateMachine>(machine: TMachine, description: string, model: MachineModel<TMachine>): RegistryEntry {
  return { machine, description, model: model as unknown as MachineModel };
}

/** Every machine of the app; exports, charts and model-based tests iterate this list. */
export const machineRegistry: readonly RegistryEntry[] = [
  entry(authMachine, 'Sign-in: stored session, credentials, hand-over token, sign-out.', authModel),
  entry(sessionMachine, 'Session expiry: silent refresh, idle prompt with countdown, logout.', sessionModel),
  entry(shellMachine, 'Main layout data: client setting, licences, languages, user.', shellModel),
  entry(clientBrandingMachine, 'Login page branding for the client named in the URL.', clientBrandingModel),
  entry(clientSwitchMachine, 'Master switches client: server switch, store the returned user, reload at /.', clientSwitchModel),
  entry(arrangementSelectionMachine, 'Current car arrangement: only one → chosen, else remembered, else the user picks.', arrangementSelectionModel),
  entry(containerSelectionMachine, 'Current mobility container: as arrangements, plus forget after delete and adopt after create.', containerSelectionModel),
  entry(containerCreationMachine, 'New mobility container: create, upload logo and favicon when given (a failed upload keeps it), make it current, go to /mobility.', containerCreationModel),
  entry(orderApprovalMachine, 'Approve an order, or reject it with a reason; "Cannot delete file" still counts as done.', orderApprovalModel),
  entry(resourceListMachine, 'Any list area: one page by page, search and filters; a new query cancels the one on its way.', resourceListModel),
  entry(resourceFormMachine, 'Any record form: load, edit, save with its version; field refusals, the 412 choice, delete after confirming.', resourceFormModel),
  entry(grantAccessMachine, 'An invited account sets its password from the mailed link: key checked, password twice, signed in; a spent or expired link says so.', grantAccessModel),
  entry(analyzerMachine, "Problem analysis: arrangement, driver, category and a version (or historical type id) → why the server does not offer that car; a failure clears the result.", analyzerModel),
  entry(calculatorSettingMachine, "An arrangement's calculator setting: initial pairs checked by the server, then created or updated with its version; the 412 choice; delete.", calculatorSettingModel),
  entry(bulkRunMachine, "The client's bulk calculation: status, start after the bulk dialog's terms, progress polled from the server, then the summary and price workbooks; a failure shows the bulk problem text.", bulkRunModel),
  entry(dashboardMachine, "The home page's figures of what needs attention: read on arrival, on focus or request, and every few seconds while a bulk run is going.", dashboardModel),
  entry(undoDeleteMachine, "A delete's toast offers Undo for a few seconds: taking it restores the record, unless a rule of the server refuses (its reason shown).", undoDeleteModel),
  entry(recordHistoryMachine, "A record's history in its edit screen: the newest page when opened, older pages on request; a record out of reach says it is not available.", recordHistoryModel),
];
