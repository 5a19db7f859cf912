import type { sessionMachine } from '../session.machine';
import { ensure, type MachineModel, type Scenario } from './machine-model';
import { tokenAnswer } from './samples';
import type { World } from './world';

const MINUTE = 60_000;

/** A session whose token ends in `expiresInSeconds`, last used `idleMinutes` ago. */
function session(name: string, expiresInSeconds: number, idleMinutes: number, horizonMs: number): Scenario {
  return {
    name,
    horizonMs,
    input: (world: World) => {
      world.store.write(tokenAnswer(expiresInSeconds), world.clock.now());
      world.store.stampActivity(world.clock.now() - idleMinutes * MINUTE);
      return { clock: world.clock, store: world.store };
    },
  };
}

export const sessionModel: MachineModel<typeof sessionMachine> = {
  actors: { refreshToken: [{ output: undefined }, { error: new Error('refresh token revoked') }] },
  scenarios: [
    session('active user, expiry an hour away', 3600, 0, 10_000),
    session('active user, expiry within 5 minutes', 240, 1, 10_000),
    session('idle user, expiry 7 s away', 7, 31, 7_000),
    session('idle user, expired before the first check', 3, 45, 5_000),
  ],
  invariants(snapshot) {
    ensure(snapshot.hasTag('prompt') === snapshot.matches('prompting'), 'the expiry prompt shows exactly while prompting');
    ensure(snapshot.can({ type: 'session.continue' }) === snapshot.matches('prompting'), 'continue only from the prompt');
    ensure(snapshot.context.remainingSeconds >= 0, 'the countdown never goes below zero');
    if (snapshot.status === 'done') ensure(snapshot.output?.tokenFailed === snapshot.context.tokenFailed, 'the output reports a failed token');
  },
};
