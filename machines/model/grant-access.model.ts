import type { grantAccessMachine } from '../grant-access.machine';
import { INACTIVE_ACCOUNT, VERIFICATION_FAILED } from '../../src/api/auth-messages';
import { ensure, type MachineModel } from './machine-model';
import { networkFailure, serverRefusal, tokenAnswer } from './samples';

const good = 'Welkom-2026-thuis';

export const grantAccessModel: MachineModel<typeof grantAccessMachine> = {
  actors: {
    checkKey: [
      { output: { emailAddress: 'nieuw@demo.leasedesk.test', clientName: 'demo' } },
      { error: serverRefusal(400, VERIFICATION_FAILED) },
      { error: serverRefusal(403, INACTIVE_ACCOUNT) },
      { error: networkFailure },
    ],
    setPassword: [
      { output: tokenAnswer(3600) },
      { error: serverRefusal(400, VERIFICATION_FAILED) },
      { error: serverRefusal(403, INACTIVE_ACCOUNT) },
      { error: networkFailure },
    ],
  },
  events: {
    'password.submit': [
      { type: 'password.submit', password: good, repeat: good },
      { type: 'password.submit', password: 'kort', repeat: 'kort' },
      { type: 'password.submit', password: good, repeat: `${good}!` },
      { type: 'password.submit', password: 'x'.repeat(201), repeat: 'x'.repeat(201) },
    ],
  },
  appActions: ['signIn'],
  scenarios: [
    { name: 'a link with a key', input: () => ({ key: 'k3y-from-the-mail' }) },
    { name: 'a link without a key', input: () => ({ key: '' }) },
  ],
  invariants(snapshot) {
    const { context } = snapshot;
    const busy = snapshot.matches('checking') || snapshot.matches('submitting');
    ensure(snapshot.hasTag('busy') === busy, 'busy exactly while the server is asked');
    ensure(context.invitation !== null || !(snapshot.matches('editing') || snapshot.matches('submitting') || snapshot.matches('granted')),
      'the form only for a key the server accepted');
    ensure(context.problem === null || snapshot.matches('editing'), 'a password problem only on the form');
    ensure(context.error === null || snapshot.matches('editing') || snapshot.matches('refused'), "the server's words only on the form or for a refused account");
    ensure(!(context.problem !== null && context.error !== null), "a password problem and the server's refusal never show together");
    ensure(context.key !== '' || snapshot.matches('invalid'), 'a link without a key is invalid at once');
  },
};
