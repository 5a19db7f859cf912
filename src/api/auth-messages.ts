/**
 * The sign-in server's fixed words (spec 01 §8) the app shows in the user's language: the server answers them in
 * English, exactly as the spec writes them, and the screens show them by these keys (namespace-qualified: the
 * verification text lives with the invitation screen's texts, out of the login route's bundle).
 */

/** A sign-in, or a password set from an invitation, of an account that is not active. */
export const INACTIVE_ACCOUNT = 'This account is inactive and therefore has no access to the online environment(s).';

/** An invitation link whose key is spent, expired or unknown. */
export const VERIFICATION_FAILED = 'The verification process could not be validated. Please try again by requesting a new email.';

const KEYS: Readonly<Record<string, string>> = {
  [INACTIVE_ACCOUNT]: 'auth:inactiveAccount',
  [VERIFICATION_FAILED]: 'invitation:verificationFailed',
};

/** The key of a server message the app words itself, or null (then the server's own words are shown). */
export function authMessageKey(message: string | null): string | null {
  return message === null ? null : (KEYS[message] ?? null);
}
