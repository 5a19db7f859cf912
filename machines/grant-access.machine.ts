import { assign, fromPromise, setup } from 'xstate';
import type { TokenResponse } from '../contract/types/core';
import type { InvitationCheck } from '../contract/types/accounts';
import { PASSWORD_LENGTH, checkInvitation, grantAccess } from '../src/api/invitation';
import { httpStatus, serverMessage } from '../src/api/errors';
import { VERIFICATION_FAILED } from '../src/api/auth-messages';

export interface GrantAccessInput {
  /** `?key=` of the invitation link; empty when the link has none. */
  key: string;
}

/** What is wrong with the typed passwords before anything is sent. */
export type PasswordProblem = 'tooShort' | 'tooLong' | 'mismatch';

export interface GrantAccessContext {
  key: string;
  /** Whose invitation it is, once the server accepted the key. */
  invitation: InvitationCheck | null;
  problem: PasswordProblem | null;
  /** The server's words for a refused password (an inactive account, the policy); null when it gave none. */
  error: string | null;
}

export type GrantAccessEvent =
  | { type: 'password.submit'; password: string; repeat: string }
  | { type: 'check.retry' };

const failure = ({ event }: { event: { error: unknown } }) => event.error;

function problemOf(password: string, repeat: string): PasswordProblem | null {
  if (password.length < PASSWORD_LENGTH.min) return 'tooShort';
  if (password.length > PASSWORD_LENGTH.max) return 'tooLong';
  return password === repeat ? null : 'mismatch';
}

export const grantAccessMachine = setup({
  types: {
    context: {} as GrantAccessContext,
    input: {} as GrantAccessInput,
    events: {} as GrantAccessEvent,
  },
  actors: {
    checkKey: fromPromise<InvitationCheck, { key: string }>(({ input, signal }) => checkInvitation(input.key, { signal })),
    setPassword: fromPromise<TokenResponse, { key: string; password: string }>(({ input, signal }) => grantAccess(input.key, input.password, { signal })),
  },
  guards: {
    hasKey: ({ context }) => context.key.trim() !== '',
    /** A 400 to the check: the key is spent, expired or unknown. */
    isKeyRefused: (_, error: unknown) => httpStatus(error) === 400,
    /** A 403 to the check: the key is good but the account may not sign in (inactive). */
    isAccountRefused: (_, error: unknown) => httpStatus(error) === 403,
    /** The key was spent or ran out between the check and the submit. */
    isVerificationRefusal: (_, error: unknown) => serverMessage(error) === VERIFICATION_FAILED,
    isPasswordRefused: (_, event: { password: string; repeat: string }) => problemOf(event.password, event.repeat) !== null,
  },
  actions: {
    storeInvitation: assign({ invitation: (_, invitation: InvitationCheck) => invitation }),
    recordProblem: assign({ problem: (_, event: { password: string; repeat: string }) => problemOf(event.password, event.repeat), error: null }),
    clearProblems: assign({ problem: null, error: null }),
    recordError: assign({ error: (_, error: unknown) => serverMessage(error) }),
    /** Provided by the app: the auth actor takes the token as a sign-in's (stores it, starts the session). */
    signIn: (_, _token: TokenResponse) => {},
  },
}).createMachine({
  id: 'grantAccess',
  description: 'An invited account opens its link: the key is checked, a password is chosen twice, the server sets it and answers a token that signs the account in.',
  context: ({ input }) => ({ key: input.key, invitation: null, problem: null, error: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasKey', target: 'checking' }, { target: 'invalid' }],
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkKey',
        input: ({ context }) => ({ key: context.key }),
        onDone: { target: 'editing', actions: { type: 'storeInvitation', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isKeyRefused', params: failure }, target: 'invalid' },
          { guard: { type: 'isAccountRefused', params: failure }, target: 'refused', actions: { type: 'recordError', params: failure } },
          { target: 'checkFailed' },
        ],
      },
    },
    checkFailed: {
      description: 'No answer (network): the key may still be good, so the screen offers another try.',
      on: { 'check.retry': 'checking' },
    },
    editing: {
      description: 'The form: password and its repeat; a problem or the server refusal shows until the next submit.',
      on: {
        'password.submit': [
          { guard: { type: 'isPasswordRefused', params: ({ event }) => event }, actions: { type: 'recordProblem', params: ({ event }) => event } },
          { target: 'submitting', actions: 'clearProblems' },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'setPassword',
        input: ({ context, event }) => ({ key: context.key, password: event.type === 'password.submit' ? event.password : '' }),
        onDone: { target: 'granted', actions: { type: 'signIn', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'isVerificationRefusal', params: failure }, target: 'invalid' },
          { target: 'editing', actions: { type: 'recordError', params: failure } },
        ],
      },
    },
    granted: {
      description: 'Signed in; the app goes to /.',
      type: 'final',
    },
    refused: {
      description: "The account may not sign in (inactive): the server's words, and nothing else to do here.",
      type: 'final',
    },
    invalid: {
      description: 'The link is spent, expired or unknown: the verification text, and nothing else to do here.',
      type: 'final',
    },
  },
});
