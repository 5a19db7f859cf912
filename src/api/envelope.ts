import type { Envelope } from '../../contract/types/core';

export interface CallOptions {
  signal?: AbortSignal;
}

/** Most calls read `results[0]`; an empty successful answer is a contract breach, not a value. */
export function firstResult<T>(envelope: Envelope<T>, what: string): T {
  const first = envelope.results?.[0];
  if (first === undefined) throw new Error(`Empty answer for ${what}`);
  return first;
}

export function allResults<T>(envelope: Envelope<T>): T[] {
  return Array.isArray(envelope.results) ? envelope.results : [];
}
