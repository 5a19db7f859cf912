import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Secrets the server must use but never show — the e-mail settings' SMTP passwords (issue 17 point 1) — are
 * stored sealed with AES-256-GCM under a key the server is configured with: MAIL_SECRET_KEY (32 bytes, base64),
 * else a key generated once into the data folder (`mail-secret.key`, readable by the owner only) for the demo.
 * A sealed value that was altered, or sealed under another key, does not open (GCM checks it).
 *
 * A secret may be bound to where it was given (an SMTP password to its transport, host, port and user name):
 * sealed with `boundTo`, those values are GCM's additional data, so it opens only with the very same values.
 * A row whose host was changed outside the rules still cannot hand the password to the new host.
 */
export interface SecretBox {
  seal(plain: string, boundTo?: readonly unknown[]): string;
  open(sealed: string, boundTo?: readonly unknown[]): string;
}

/** v1: sealed alone; v2: sealed bound to values (never opened without them, nor v1 where a binding is asked). */
const UNBOUND = 'v1';
const BOUND = 'v2';
const KEY_BYTES = 32;

/** The values a secret is bound to, as one unambiguous text (null and absent alike). */
const bindingOf = (values: readonly unknown[]) => Buffer.from(JSON.stringify(values.map((value) => value ?? null)), 'utf8');

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`The secret key must be ${KEY_BYTES} bytes, got ${key.length}`);
  return {
    seal(plain, boundTo) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      if (boundTo) cipher.setAAD(bindingOf(boundTo));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${boundTo ? BOUND : UNBOUND}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
    },
    open(sealed, boundTo) {
      const [version, body] = sealed.split(':');
      if (version !== (boundTo ? BOUND : UNBOUND) || !body) throw new Error('The stored secret is not in a known format');
      const bytes = Buffer.from(body, 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      if (boundTo) decipher.setAAD(bindingOf(boundTo));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/** The configured key, else the data folder's generated one (created on first use); in-memory databases get a key per process. */
export function loadSecretKey(configured: string | undefined, dataDir: string): Buffer {
  if (configured) {
    const key = Buffer.from(configured, 'base64');
    if (key.length !== KEY_BYTES) throw new Error(`MAIL_SECRET_KEY must be ${KEY_BYTES} bytes in base64, got ${key.length} bytes`);
    return key;
  }
  if (dataDir.startsWith('memory://')) return randomBytes(KEY_BYTES);
  const file = join(dataDir, 'mail-secret.key');
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(KEY_BYTES).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another server process on the same folder wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  chmodSync(file, 0o600);
  return loadSecretKey(readFileSync(file, 'utf8').trim(), '');
}
