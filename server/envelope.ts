import type { Envelope } from '../src/api/types';

/** Every /api-admin answer is an Envelope; these build the two shapes. */
export function ok<T>(results: T[]): Envelope<T> {
  return { results, successful: true, errors: [] };
}

export function failure(reason: string, extra: Record<string, unknown> = {}): Envelope<never> & Record<string, unknown> {
  return { ...extra, results: [], successful: false, errors: [reason] };
}
