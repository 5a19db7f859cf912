/**
 * Single-use keys in mail (issue 35 point 1): an invitation link's key may only reach the recipient. The mail is
 * rendered and logged with the key's place shown as `key=[hidden]` (readable, and left alone by escaping and by
 * the rich-text allow-list); the real key travels sealed in the mail row (mail_logs.sealed_key) and only the
 * delivery worker puts it back, in memory, for the one mail it sends. A link copied from the log is just refused.
 */
export const HIDDEN_KEY_PARAM = 'key=[hidden]';

/** The text or HTML to send: every hidden key's place filled with `key`. */
export const revealKey = (text: string, key: string): string => text.split(HIDDEN_KEY_PARAM).join(`key=${encodeURIComponent(key)}`);

/**
 * A URL as a log line may show it: every secret query value replaced — an invitation's `key` (the app's
 * /auth/grant_access?…&key= page) and a handed-over `token` (spec 01 §2: /auth?token= signs in by login refresh),
 * with the OAuth names a caller might use (`access_token`, `refresh_token`, `code`).
 */
export const withoutKeys = (url: string): string =>
  url.replace(/([?&](?:key|token|access_token|refresh_token|code)=)[^&#]*/gi, '$1[hidden]');
