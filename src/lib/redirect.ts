/**
 * Redirect targets after sign-in come from the URL, so they are attacker-controlled.
 * Only a same-origin path made of a small set of characters is accepted (spec section 5);
 * everything else (protocol-relative, backslash tricks, schemes, encoded slashes) is refused.
 */
const SAFE_PATH = /^\/(?![/\\])[A-Za-z0-9\-._~/?=&%+,]*$/;
const ENCODED_SLASH = /%(2f|5c)/i;
const MAX_LENGTH = 2048;

export function safeRedirectTarget(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!SAFE_PATH.test(raw)) return null;
  // An encoded slash or backslash could turn into `//host` once another layer decodes it.
  if (ENCODED_SLASH.test(raw)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.startsWith('//') || decoded.includes('\\')) return null;
  return raw;
}
