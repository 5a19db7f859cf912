import type { Envelope } from '../contract/types/core';

/** Every /api-admin answer is an Envelope; these build the two shapes. */
/** `results` may be a remembered (frozen, readonly) answer: an envelope is only serialised, never changed. */
export function ok<T>(results: readonly T[]): Envelope<T> {
  return { results: results as T[], successful: true, errors: [] };
}

export function failure(reason: string, extra: Record<string, unknown> = {}): Envelope<never> & Record<string, unknown> {
  return { ...extra, results: [], successful: false, errors: [reason] };
}
