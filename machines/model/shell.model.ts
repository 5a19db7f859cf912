import type { ShellData, shellMachine } from '../shell.machine';
import { ensure, type MachineModel } from './machine-model';
import { accountSample, clientSettingSample, networkFailure, serverRefusal } from './samples';

const shellData: ShellData = {
  clientSetting: clientSettingSample,
  licenses: {
    isMobilityModuleEnabled: true,
    isDriverLicenseCheckEnabled: false,
    hasLeaseWise: false,
    isOrderModuleEnabled: true,
    isOrderModuleWithoutLeasingCompany: false,
  },
  languages: clientSettingSample.languages,
  user: accountSample(1),
  preferences: { theme: 'light', width: 'fluid' },
};

export const shellModel: MachineModel<typeof shellMachine> = {
  // No answer (offline) and a refusal: a re-read of stored data keeps it for the first, shows the error page for the second.
  actors: { loadShellData: [{ output: shellData }, { error: networkFailure }, { error: serverRefusal(500, 'An error occurred.') }] },
  events: {
    'clientSetting.replace': [{ type: 'clientSetting.replace', setting: { ...clientSettingSample, primaryColor: '#aa0000', displayName: 'Renamed' } }],
  },
  appActions: ['rememberShellData'],
  scenarios: [
    { name: 'signed in', input: () => ({}) },
    // A reload of the same session: the last visit's data is shown while it is read again.
    { name: 'returning', input: () => ({ stored: { ...shellData, user: accountSample(2) } }) },
  ],
  invariants(snapshot) {
    ensure(snapshot.hasTag('busy') === snapshot.matches('loading'), 'busy exactly while loading');
    // A reload keeps the old data on screen; only a ready layout must have it.
    if (snapshot.matches('ready')) ensure(snapshot.context.data !== null, 'a ready layout has its data');
  },
};
