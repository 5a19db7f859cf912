import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../src/features/car-list/use-car-list';

/** Spec 02 §8: car lists the server answers with errors say that lease price maintenance is needed; other failures are the generic error. */
function fetchError(status: number, data: unknown): FetchError {
  const error = new FetchError(`[POST] "/car/extended/new": ${status}`);
  Object.assign(error, { status, data });
  return error;
}

describe('car list failures', () => {
  it('are lease price maintenance when the server answered with errors', () => {
    expect(failureOf(fetchError(409, { results: [], successful: false, errors: ['The arrangement cannot be priced'] }))).toBe('maintenance');
    expect(failureOf(fetchError(500, { results: [], successful: false, errors: ['An internal error occurred'] }))).toBe('maintenance');
  });

  it('are the generic error when no answer with errors came (offline, a proxy page, a thrown error)', () => {
    expect(failureOf(fetchError(502, '<html>Bad gateway</html>'))).toBe('generic');
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('generic');
  });
});
