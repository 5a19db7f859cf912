import type { CalculatorForm, CalculatorFuelChoice, LoadedSetting, calculatorSettingMachine } from '../calculator-setting.machine';
import { ensure, type MachineModel } from './machine-model';
import { networkFailure, serverRefusal } from './samples';

const STALE = 'This record was changed by someone else in the meantime.';
const NO_CHOICE: CalculatorFuelChoice = { durations: [], kilometres: [], initialDurationMonths: null, initialKmPerYear: null };
const diesel: CalculatorFuelChoice = { durations: [36, 48], kilometres: [20000, 30000], initialDurationMonths: 48, initialKmPerYear: 30000 };
const form = (active: boolean, d = diesel): CalculatorForm => ({ isActiveOnlineForDrivers: active, fuels: { d, e: NO_CHOICE, l: NO_CHOICE } });
const wire = { fuelCode: 'd' as const, durations: [36, 48], kilometres: [20000, 30000], initialDurationMonths: 48, initialKmPerYear: 30000 };
/** Arrangement 7's own setting as read (version 3), and as someone else saved it (version 4). */
const own: LoadedSetting = { setting: { carArrangementId: 7, version: 3, isActiveOnlineForDrivers: true, dateLastRun: null, durationKm: [wire] }, values: form(true) };
const theirs: LoadedSetting = { setting: { ...own.setting, version: 4, isActiveOnlineForDrivers: false }, values: form(false) };
/** No setting of its own: no version, nothing ticked, inactive. */
const none: LoadedSetting = { setting: { carArrangementId: 7, isActiveOnlineForDrivers: false, dateLastRun: null, durationKm: [] }, values: form(false, NO_CHOICE) };
const DURATION_REFUSED = 'body.initialDurationMonths must be one of the chosen durations';

export const calculatorSettingModel: MachineModel<typeof calculatorSettingMachine> = {
  actors: {
    loadSetting: [{ output: own }, { output: none }, { error: networkFailure }],
    checkPairs: [{ output: {} }, { output: { d: DURATION_REFUSED } }, { error: networkFailure }],
    createSetting: [{ output: { ...own, setting: { ...own.setting, version: 1 } } }, { error: serverRefusal(409, 'This arrangement already has a calculator setting; change it with PUT.') }],
    updateSetting: [{ output: { ...own, setting: { ...own.setting, version: 5 }, values: form(false) } }, { error: serverRefusal(412, STALE) }, { error: networkFailure }],
    deleteSetting: [{ output: undefined }, { error: serverRefusal(412, STALE) }, { error: serverRefusal(404, 'The calculator setting of car arrangement 7 was not found.') }],
  },
  events: {
    'values.change': [{ type: 'values.change', values: form(false) }],
  },
  appActions: ['notifySaved', 'notifyDeleted'],
  scenarios: [{ name: 'arrangement 7', input: () => ({ arrangementId: 7 }) }],
  invariants(snapshot) {
    const { context } = snapshot;
    const calling = ['loading', 'checking', 'saving', 'deleting', { conflict: 'reloading' }, { conflict: 'refreshing' }] as const;
    const busy = calling.some((state) => snapshot.matches(state));
    ensure(snapshot.hasTag('busy') === busy, 'busy exactly while a call is on its way (read, check, save, delete, a conflict read)');
    ensure(snapshot.hasTag('dialog') === (snapshot.matches('conflict') || snapshot.matches('confirmingDelete')),
      'a dialog exactly while the conflict choice or the delete confirmation is open');
    if (busy) {
      const choices = [{ type: 'values.change', values: form(true) }, { type: 'form.submit' }, { type: 'delete.request' }, { type: 'delete.confirm' }] as const;
      ensure(!choices.some((event) => snapshot.can(event)), 'nothing is accepted while a call is on its way');
    }
    if (snapshot.matches('saving')) {
      ensure(Object.keys(context.pairProblems).length === 0, 'nothing is saved while an initial pair is refused');
    }
    for (const reason of Object.values(context.pairProblems)) ensure(reason === DURATION_REFUSED, "a fuel's problem is only ever the check's reason");
    if (snapshot.matches('editing')) {
      ensure(snapshot.matches({ editing: 'refused' }) === Object.keys(context.pairProblems).length > 0, 'refused exactly while a pair is refused');
    }
    if (snapshot.matches({ saving: 'updating' }) || snapshot.matches('deleting') || snapshot.matches('confirmingDelete')) {
      ensure(context.setting?.version !== undefined, 'update and delete only for a setting of its own, with its version');
    }
    if (snapshot.matches({ saving: 'creating' })) ensure(context.setting?.version === undefined, 'create only when the arrangement has no setting of its own');
    ensure(context.error === null || snapshot.matches('failed') || snapshot.matches('loadFailed'), 'a server message only after a failure');
  },
};
