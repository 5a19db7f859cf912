import type { FastifyInstance } from 'fastify';
import { badRequest } from './http-errors';

/**
 * Hostile JSON is refused before it reaches a route: prototype keys, NUL characters, nesting deeper
 * than a real payload needs, and numbers JavaScript cannot hold exactly. Form bodies and query strings
 * get the key and NUL checks in a hook. Each refusal is a 400 naming the reason.
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

function checkKey(key: string): void {
  if (FORBIDDEN_KEYS.has(key)) throw badRequest(`The property name "${key}" is not allowed.`);
  if (key.includes('\u0000')) throw badRequest('Property names must not contain NUL characters.');
}

export function parseSafeJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (jsonDepth(text) > MAX_JSON_DEPTH) throw badRequest(`The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels.`);
  try {
    return JSON.parse(text, function reviver(key, value: unknown) {
      checkKey(key);
      if (typeof value === 'string' && value.includes('\u0000')) throw badRequest('Text must not contain NUL characters.');
      if (typeof value === 'number' && (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER)) {
        throw badRequest('A number in the body is outside the safe range.');
      }
      return value;
    });
  } catch (error) {
    if (error instanceof SyntaxError) throw badRequest('The body is not valid JSON.');
    throw error;
  }
}

/** Walks parsed form bodies and query strings (already bounded by the body limit). */
function checkPlain(value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw badRequest('Text must not contain NUL characters.');
  } else if (Array.isArray(value)) {
    for (const item of value) checkPlain(item, depth + 1);
  } else if (value && typeof value === 'object' && depth < MAX_JSON_DEPTH) {
    for (const key of Object.keys(value)) {
      checkKey(key);
      checkPlain((value as Record<string, unknown>)[key], depth + 1);
    }
  }
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
    checkPlain(request.query);
    if (!request.headers['content-type']?.includes('json')) checkPlain(request.body);
  });
}
