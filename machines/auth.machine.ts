import { assign, fromPromise, setup } from 'xstate';
import type { LoginRequest, TokenResponse } from '../contract/types/core';
import { login, loginRefresh, logout } from '../src/api/auth';
import { serverMessage } from '../src/api/errors';
import { hasLiveSession, sessionStore, type SessionStore } from '../src/api/session-store';
import { systemClock, type Clock } from '../src/lib/clock';
import { sessionMachine, type SessionOutput } from './session.machine';

export interface AuthInput {
  clock?: Clock;
  store?: SessionStore;
  /** `?token=` from the URL: a hand-over from another application that triggers a login refresh. */
  queryToken?: string | null;
}

interface AuthContext {
  clock: Clock;
  store: SessionStore;
  queryToken: string | null;
  /** The server's message for a refused sign-in; null when it gave none (network trouble). */
  error: string | null;
  tokenFailed: boolean;
}

export type AuthEvent =
  | ({ type: 'credentials.submit' } & LoginRequest)
  /** A token another way of signing in answered (an invitation's password set at /auth/grant_access): kept as a sign-in's. */
  | { type: 'token.adopt'; token: TokenResponse }
  | { type: 'auth.logout' };

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    input: {} as AuthInput,
    events: {} as AuthEvent,
  },
  actors: {
    login: fromPromise<TokenResponse, LoginRequest>(({ input, signal }) => login(input, { signal })),
    loginRefresh: fromPromise<TokenResponse, { token: string }>(({ input, signal }) => loginRefresh(input.token, { signal })),
    session: sessionMachine,
  },
  guards: {
    hasQueryToken: ({ context }) => Boolean(context.queryToken),
    hasValidStoredToken: ({ context }) => hasLiveSession(context.store, context.clock.now()),
    didTokenFail: (_, output: SessionOutput) => output.tokenFailed,
  },
  actions: {
    storeToken: ({ context }, token: TokenResponse) => {
      context.store.write(token, context.clock.now());
      context.store.stampActivity(context.clock.now());
    },
    forgetQueryToken: assign({ queryToken: null }),
    recordError: assign({ error: (_, error: unknown) => serverMessage(error) }),
    clearError: assign({ error: null, tokenFailed: false }),
    markTokenFailed: assign(({ context }) => {
      context.store.markTokenFailed();
      return { tokenFailed: true };
    }),
    revokeSession: ({ context }) => void logout(context.store.read()?.accessToken),
    clearSession: ({ context }) => context.store.clear(),
    /** Provided by the app: go to /auth with the client name. */
    redirectToLogin: () => {},
  },
}).createMachine({
  id: 'auth',
  description: 'Who is signed in: restores a stored session, signs in with credentials or a hand-over token, signs out.',
  context: ({ input }) => {
    const store = input.store ?? sessionStore;
    return {
      clock: input.clock ?? systemClock,
      store,
      queryToken: input.queryToken ?? null,
      error: null,
      tokenFailed: store.isTokenFailed(),
    };
  },
  initial: 'checking',
  states: {
    checking: {
      description: 'A hand-over token wins; else a stored token that has not expired restores the session.',
      always: [
        { guard: 'hasQueryToken', target: 'loginRefreshing' },
        { guard: 'hasValidStoredToken', target: 'signedIn' },
        { target: 'signedOut', actions: 'clearSession' },
      ],
    },
    loginRefreshing: {
      invoke: {
        src: 'loginRefresh',
        input: ({ context }) => ({ token: context.queryToken ?? '' }),
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'storeToken', params: ({ event }) => event.output }, 'forgetQueryToken'],
        },
        onError: { target: 'signedOut', actions: ['forgetQueryToken', 'clearSession', 'markTokenFailed'] },
      },
    },
    signedOut: {
      initial: 'idle',
      on: {
        'credentials.submit': { target: '.submitting', actions: 'clearError' },
        'token.adopt': { target: 'signedIn', actions: ['clearError', { type: 'storeToken', params: ({ event }) => event.token }] },
      },
      states: {
        idle: {},
        submitting: {
          invoke: {
            src: 'login',
            input: ({ event }) =>
              event.type === 'credentials.submit' ? { username: event.username, password: event.password, client: event.client } : { username: '', password: '' },
            onDone: { target: '#auth.signedIn', actions: { type: 'storeToken', params: ({ event }) => event.output } },
            onError: { target: 'rejected', actions: { type: 'recordError', params: ({ event }: { event: { error: unknown } }) => event.error } },
          },
        },
        rejected: {
          description: 'The form shows the server message (or a generic one) until the next attempt.',
        },
      },
    },
    signedIn: {
      invoke: {
        id: 'session',
        src: 'session',
        input: ({ context }) => ({ clock: context.clock, store: context.store }),
        onDone: [
          {
            guard: { type: 'didTokenFail', params: ({ event }: { event: { output: SessionOutput } }) => event.output },
            target: 'signedOut',
            actions: ['clearSession', 'markTokenFailed', 'redirectToLogin'],
          },
          { target: 'signedOut', actions: ['revokeSession', 'clearSession', 'redirectToLogin'] },
        ],
      },
      on: {
        'auth.logout': { target: 'signedOut', actions: ['revokeSession', 'clearSession', 'redirectToLogin'] },
        'token.adopt': {
          description: 'Someone else signs in in this browser (an invitation opened while signed in): the old session ends, the new one starts.',
          target: 'signedIn',
          reenter: true,
          actions: ['revokeSession', { type: 'storeToken', params: ({ event }) => event.token }],
        },
      },
    },
  },
});
