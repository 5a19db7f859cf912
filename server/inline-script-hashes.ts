import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The CSP sources ('sha256-…') of the inline scripts in the built index.html: the painted shell's script is written
 * into the page (rollup.config.mjs) so it needs no request before the shell can show (issue 21 point 2), and the
 * policy allows exactly that script and no other inline one. Read again when the file changes (`npm run dev` rebuilds
 * it under a running server); none while the app is not built.
 */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

let cached: { file: string; mtimeMs: number; sources: readonly string[] } | null = null;

export function inlineScriptSources(html: string): string[] {
  return Array.from(html.matchAll(INLINE_SCRIPT), ([, body]) => `'sha256-${createHash('sha256').update(body ?? '').digest('base64')}'`);
}

export function indexScriptSources(staticDir: string): readonly string[] {
  const file = resolve(staticDir, 'index.html');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) cached = { file, mtimeMs, sources: inlineScriptSources(readFileSync(file, 'utf8')) };
  return cached.sources;
}
