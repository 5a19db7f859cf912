import type { clientSwitchMachine } from '../client-switch.machine';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { ensure, type MachineModel } from './machine-model';
import { accountSample, serverRefusal } from './samples';

export const clientSwitchModel: MachineModel<typeof clientSwitchMachine> = {
  actors: {
    switchClient: [{ output: accountSample(2) }, { error: serverRefusal(403, 'You may not switch to this client.') }],
    toggleSubsupervisor: [
      { output: { ...accountSample(1), role: { name: 'subsupervisor' }, isSwitchedToSubsupervisor: true } },
      { error: serverRefusal(403, 'Only a master may act as sub-supervisor.') },
    ],
  },
  events: {
    'client.switch': [
      { type: 'client.switch', clientId: 2 },
      { type: 'client.switch', clientId: 0 },
    ],
  },
  appActions: ['reloadAtRoot'],
  scenarios: [{ name: 'master in client 1', input: (world) => ({ storage: world.storage }) }],
  invariants(snapshot) {
    const { context } = snapshot;
    ensure(snapshot.hasTag('busy') === (snapshot.matches('switching') || snapshot.matches('togglingSubsupervisor')), 'busy exactly while switching');
    ensure(!snapshot.hasTag('busy') || !snapshot.can({ type: 'subsupervisor.toggle' }), 'one switch at a time');
    ensure(context.error === null || snapshot.matches('failed'), "the server's message only after a refused switch");
    ensure((context.user !== null) === (snapshot.status === 'done'), 'the new user exists exactly once switched');
    ensure((context.storage?.getItem(STORAGE_KEYS.user) !== null) === (snapshot.status === 'done'), 'the user is stored exactly once switched');
    ensure(!snapshot.can({ type: 'client.switch', clientId: 0 }), 'an invalid client id is never sent');
  },
};
