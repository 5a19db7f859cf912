import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/http-errors';

/**
 * Optimistic concurrency (issue 13, "no lost updates"). A row's version is its ETag, a quoted decimal
 * ("3"); PUT and DELETE with an If-Match naming another version get 412, the current version in the
 * ETag header, and nothing written. The check runs inside the write's transaction with the row locked
 * (FOR UPDATE), so two racing saves of version 3 cannot both pass. Without If-Match the write proceeds:
 * external callers of the original contract send none (the app always does).
 */

export const STALE_REASON = 'This record was changed by someone else in the meantime.';

export const etagOf = (version: number): string => `"${version}"`;

/** Sets the ETag header of a single-row answer. */
export function sendVersion(reply: FastifyReply, version: number): void {
  void reply.header('ETag', etagOf(version));
}

/** What If-Match asks for: undefined without the header, '*' for any, else the listed versions (a malformed tag matches nothing). */
export type IfMatch = '*' | number[] | undefined;

export function ifMatchOf(request: FastifyRequest): IfMatch {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const text = Array.isArray(header) ? header.join(',') : header;
  if (text.trim() === '*') return '*';
  return text.split(',').map((tag) => /^\s*"([1-9][0-9]{0,9})"\s*$/.exec(tag)?.[1]).filter((v) => v !== undefined).map(Number);
}

/** 412 unless If-Match is absent, '*' or names `current` (call with the row locked). */
export function checkVersion(expected: IfMatch, current: number): void {
  if (expected === undefined || expected === '*' || expected.includes(current)) return;
  throw new HttpError(412, STALE_REASON, {}, { ETag: etagOf(current) });
}
