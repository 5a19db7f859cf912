import { createActor, type Actor } from 'xstate';
import type { authMachine } from '../../machines/auth.machine';
import { grantAccessMachine } from '../../machines/grant-access.machine';
import { inspectAppActor } from '../features/machine-charts/live-inspection';
import { GRANT_ACCESS_STATUSES, grantAccessForm, type GrantAccessStatus } from './grant-access-view';
import type { IslandPage } from './island-pages';
import { DASHBOARD } from './signin-page';

/**
 * /auth/grant_access on the grantAccess machine. The token the server answers goes to the island's auth
 * actor (`token.adopt`), which stores it as after any sign-in; then the app opens on /. A session already
 * stored in this browser does not skip the invitation: only the granted password opens the app.
 */
export function grantAccessPage(auth: Actor<typeof authMachine>, loginAddress: string): IslandPage {
  const machine = grantAccessMachine.provide({
    actions: { signIn: (_, token) => auth.send({ type: 'token.adopt', token }) },
  });
  const key = new URLSearchParams(location.search).get('key') ?? '';
  const grant = createActor(machine, { input: { key }, inspect: inspectAppActor });
  const commands = {
    submit: (password: string, repeat: string) => grant.send({ type: 'password.submit', password, repeat }),
    retry: () => grant.send({ type: 'check.retry' }),
  };
  const status = (): GrantAccessStatus => GRANT_ACCESS_STATUSES.find((name) => grant.getSnapshot().matches(name)) ?? 'checking';
  grant.start();
  return {
    body() {
      const { invitation, problem, error } = grant.getSnapshot().context;
      return grantAccessForm({ status: status(), invitation, problem, error, loginAddress }, commands);
    },
    formField: () => (status() === 'editing' ? 'input[name="password"]' : null),
    appTarget: () => (status() === 'granted' && auth.getSnapshot().matches('signedIn') ? DASHBOARD : null),
    subscribe: (changed) => void grant.subscribe(changed),
    stop: () => grant.stop(),
  };
}
