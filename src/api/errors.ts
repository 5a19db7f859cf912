import { FetchError } from 'ofetch';

interface ErrorBody {
  errors?: unknown;
  error_description?: unknown;
}

/** The server's own words for a failure: first entry of `errors` (spec section 8), else null. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof FetchError)) return null;
  const data = error.data as ErrorBody | undefined;
  if (Array.isArray(data?.errors) && typeof data.errors[0] === 'string') return data.errors[0];
  if (typeof data?.error_description === 'string') return data.error_description;
  return null;
}

export function httpStatus(error: unknown): number | null {
  return error instanceof FetchError ? (error.status ?? null) : null;
}
