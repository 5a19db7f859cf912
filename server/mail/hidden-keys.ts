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
 * A URL as a log line may show it: any `key` query value replaced (the app's /auth/grant_access?…&key= page is
 * requested with the key in its address).
 */
export const withoutKeys = (url: string): string => url.replace(/([?&]key=)[^&#]*/gi, '$1[hidden]');
