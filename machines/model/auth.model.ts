import type { authMachine } from '../auth.machine';
import { ensure, type MachineModel } from './machine-model';
import { networkFailure, serverRefusal, tokenAnswer } from './samples';

export const authModel: MachineModel<typeof authMachine> = {
  actors: {
    login: [
      { output: tokenAnswer(3600) },
      { error: serverRefusal(400, 'The user name or password is incorrect.') },
      { error: networkFailure },
    ],
    loginRefresh: [{ output: tokenAnswer(3600) }, { error: serverRefusal(401, 'The token is no longer valid.') }],
    // The session watcher has its own model; here only how it ends matters.
    session: [{ output: { tokenFailed: false } }, { output: { tokenFailed: true } }],
  },
  events: {
    'credentials.submit': [{ type: 'credentials.submit', username: 'supervisor@demo.leasedesk.test', password: 'Leasedesk-demo-2026' }],
    'token.adopt': [{ type: 'token.adopt', token: tokenAnswer(1800) }],
  },
  appActions: ['revokeSession', 'redirectToLogin'],
  scenarios: [
    { name: 'nothing stored', input: (world) => ({ clock: world.clock, store: world.store }) },
    {
      name: 'a stored session that has not expired',
      input: (world) => {
        world.store.write(tokenAnswer(600), world.clock.now());
        return { clock: world.clock, store: world.store };
      },
    },
    { name: 'a hand-over token in the URL', input: (world) => ({ clock: world.clock, store: world.store, queryToken: 'handover-token' }) },
  ],
  invariants(snapshot) {
    const { context } = snapshot;
    const signedIn = snapshot.matches('signedIn');
    ensure(signedIn === (context.store.read() !== null), 'a session is stored exactly while signed in');
    ensure(signedIn === (snapshot.children.session !== undefined), 'the session watcher runs exactly while signed in');
    ensure(!signedIn || !snapshot.can({ type: 'credentials.submit', username: 'x', password: 'y' }), 'no second sign-in while signed in');
    ensure(context.error === null || snapshot.matches({ signedOut: 'rejected' }), 'a refusal message only on the refused form');
    ensure(context.queryToken === null || snapshot.matches('loginRefreshing'), 'the hand-over token is used once');
  },
};
