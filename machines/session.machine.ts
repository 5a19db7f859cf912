import { assign, fromPromise, setup } from 'xstate';
import { refreshSession } from '../src/api/client';
import { sessionStore, type SessionStore } from '../src/api/session-store';
import { systemClock, type Clock } from '../src/lib/clock';

/** Spec section 9: check every 5 s; refresh window 5 min before expiry; activity window 30 min. */
export const SESSION_RULES = {
  checkIntervalMs: 5_000,
  refreshWindowMs: 5 * 60_000,
  activityWindowMs: 30 * 60_000,
  countdownTickMs: 1_000,
} as const;

export interface SessionInput {
  clock?: Clock;
  store?: Pick<SessionStore, 'read' | 'readLastActivity' | 'stampActivity'>;
}

interface SessionContext {
  clock: Clock;
  store: Pick<SessionStore, 'read' | 'readLastActivity' | 'stampActivity'>;
  /** Seconds left before the session ends, shown as mm:ss while prompting. */
  remainingSeconds: number;
  tokenFailed: boolean;
}

export type SessionEvent =
  | { type: 'session.continue' }
  | { type: 'session.logout' }
  /** The HTTP client's refresh after a 401/403 failed. */
  | { type: 'token.rejected' };

export interface SessionOutput {
  tokenFailed: boolean;
}

function msUntilExpiry({ clock, store }: SessionContext): number {
  const session = store.read();
  return session ? session.expiresAt - clock.now() : -1;
}

function wasRecentlyActive({ clock, store }: SessionContext): boolean {
  const last = store.readLastActivity();
  return last !== null && clock.now() - last <= SESSION_RULES.activityWindowMs;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    input: {} as SessionInput,
    events: {} as SessionEvent,
    output: {} as SessionOutput,
  },
  actors: {
    refreshToken: fromPromise<void>(async () => {
      await refreshSession();
    }),
  },
  guards: {
    isActiveAndExpiryNear: ({ context }) =>
      wasRecentlyActive(context) && msUntilExpiry(context) <= SESSION_RULES.refreshWindowMs,
    isExpired: ({ context }) => msUntilExpiry(context) <= 0,
    isExpiryNear: ({ context }) => msUntilExpiry(context) <= SESSION_RULES.refreshWindowMs,
  },
  actions: {
    updateRemaining: assign({
      remainingSeconds: ({ context }) => Math.max(0, Math.ceil(msUntilExpiry(context) / 1000)),
    }),
    stampActivity: ({ context }) => context.store.stampActivity(context.clock.now()),
    markTokenFailed: assign({ tokenFailed: true }),
  },
  delays: {
    checkInterval: SESSION_RULES.checkIntervalMs,
    countdownTick: SESSION_RULES.countdownTickMs,
  },
}).createMachine({
  id: 'session',
  description: 'Keeps a signed-in session alive, asks an idle user before it ends, and ends it when it must.',
  context: ({ input }) => ({
    clock: input.clock ?? systemClock,
    store: input.store ?? sessionStore,
    remainingSeconds: 0,
    tokenFailed: false,
  }),
  initial: 'watching',
  on: {
    'token.rejected': { target: '.loggedOut', actions: 'markTokenFailed' },
  },
  states: {
    watching: {
      description: 'Waits for the next 5-second check.',
      after: { checkInterval: { target: 'checking' } },
    },
    checking: {
      description: 'Active users near expiry are refreshed silently; idle ones are asked; expired ones leave.',
      always: [
        { guard: 'isActiveAndExpiryNear', target: 'refreshing' },
        { guard: 'isExpired', target: 'loggedOut' },
        { guard: 'isExpiryNear', target: 'prompting' },
        { target: 'watching' },
      ],
    },
    refreshing: {
      invoke: {
        src: 'refreshToken',
        onDone: { target: 'watching' },
        onError: { target: 'loggedOut', actions: 'markTokenFailed' },
      },
    },
    prompting: {
      description: 'The session-expiry modal counts down in mm:ss; at zero the user is signed out.',
      tags: ['prompt'],
      entry: 'updateRemaining',
      always: { guard: 'isExpired', target: 'loggedOut' },
      after: { countdownTick: { target: 'prompting', reenter: true } },
      on: {
        'session.continue': { target: 'refreshing', actions: 'stampActivity' },
        'session.logout': { target: 'loggedOut' },
      },
    },
    loggedOut: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ tokenFailed: context.tokenFailed }),
});
