import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-errors';

/**
 * Hostile JSON is refused before it reaches a route: prototype keys, NUL characters, text that is not
 * well-formed Unicode (a lone surrogate PostgreSQL would store as something else), nesting deeper than a
 * real payload needs, and numbers JavaScript cannot hold exactly. Form bodies and query strings get the
 * same walk in a hook. Each refusal is a 400 naming the field, like a schema's ("body.name must …").
 */
export const MAX_JSON_DEPTH = 32;

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Bracket depth outside strings, measured before JSON.parse so huge nestings cost one linear scan. */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 /* { */ || ch === 91 /* [ */) max = Math.max(max, ++depth);
    else if (ch === 125 /* } */ || ch === 93 /* ] */) depth--;
  }
  return max;
}

// In a u-flag pattern paired surrogates read as one code point, so \p{Cs} matches only lone ones.
const LONE_SURROGATE = /\p{Cs}/u;

function checkText(text: string, path: string): void {
  if (text.includes('\u0000')) throw badRequest(`${path} must not contain NUL characters`);
  if (LONE_SURROGATE.test(text)) throw badRequest(`${path} must be well-formed Unicode text`);
}

/** Walks a parsed body or query (bounded in depth by MAX_JSON_DEPTH before parsing, or by the parser). */
function checkValue(value: unknown, path: string, depth = 0): void {
  if (typeof value === 'string') checkText(value, path);
  else if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) throw badRequest(`${path} is outside the safe number range`);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => checkValue(item, `${path}.${i}`, depth + 1));
  } else if (value && typeof value === 'object' && depth < MAX_JSON_DEPTH) {
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) throw badRequest(`${path}.${key} is not allowed`);
      checkText(key, `${path} property name`);
      checkValue((value as Record<string, unknown>)[key], `${path}.${key}`, depth + 1);
    }
  }
}

export function parseSafeJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw badRequest(`The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
  let value: unknown;
  try {
    // JSON.parse makes "__proto__" an own property, never the prototype, so the walk below sees it.
    value = JSON.parse(text);
  } catch {
    throw badRequest('The body is not valid JSON.');
  }
  checkValue(value, 'body');
  return value;
}

export function registerInputGuards(app: FastifyInstance): void {
  // Only JSON and form bodies are accepted; anything else (text/plain included) is a 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseSafeJson(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.addHook('preValidation', async (request) => {
    checkValue(request.query, 'querystring');
    if (!request.headers['content-type']?.includes('json')) checkValue(request.body, 'body');
  });
}
