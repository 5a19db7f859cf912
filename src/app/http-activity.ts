import { observeHttp, type HttpActivity } from '../api/client';

/** Request activity of the one HTTP client, for the loading bar and the master's error details. */
export type { HttpActivity };

export interface FailedRequest {
  method: string;
  url: string;
  status: number | null;
  at: string;
}

let lastFailure: FailedRequest | null = null;

observeHttp((activity) => {
  if (activity.type === 'end' && !activity.ok && !activity.aborted) {
    lastFailure = { method: activity.method, url: activity.path, status: activity.status, at: new Date().toISOString() };
  }
});

export function subscribeHttpActivity(listener: (activity: HttpActivity) => void): () => void {
  return observeHttp(listener);
}

/** The last API request that failed (back-end details on the master's error page). */
export function lastFailedRequest(): FailedRequest | null {
  return lastFailure;
}
