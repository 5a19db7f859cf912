import { ofetch, FetchError, type FetchOptions } from 'ofetch';
import type { TokenResponse } from '../../contract/types/core';
import { sessionStore, type SessionStore, type StoredSession } from './session-store';
import { systemClock, type Clock } from '../lib/clock';

export const API_BASE = '/api-admin';
/** The analyzer's prefix (spec 01 §7): same token and envelope, another path. */
export const OMR_API_BASE = '/api-omr';
export const TOKEN_PATH = '/api-admin-auth/oauth/token';
const REFRESH_LOCK = 'leasedesk-token-refresh';

export interface HttpClientDeps {
  store: SessionStore;
  clock: Clock;
  /** Replaced in tests; the browser's fetch otherwise. */
  fetch?: typeof globalThis.fetch;
  /** Web Locks, so two tabs never spend the same refresh token; absent outside browsers. */
  locks?: Pick<LockManager, 'request'>;
}

export type RequestOptions = Omit<FetchOptions<'json'>, 'baseURL' | 'retry'> & {
  /** Which API the path is under (default /api-admin). */
  apiBase?: typeof API_BASE | typeof OMR_API_BASE;
};

/**
 * What the client reports about each call (start, then end once, after any refresh and replay),
 * so the shell can drive the loading bar and show the last failure without touching fetch.
 */
export type HttpActivity =
  | { type: 'start'; id: number; method: string; path: string }
  | { type: 'end'; id: number; method: string; path: string; ok: boolean; status: number | null; aborted: boolean };

/** How long an early answer waits for the call that wants it (a cold page's first render comes well within this). */
export const PREFETCH_FRESH_MS = 10_000;

/** The address a GET asks for, as one string: its API, path and query in a fixed order. */
export function requestKey(path: string, { apiBase = API_BASE, query }: Pick<RequestOptions, 'apiBase' | 'query'> = {}): string {
  const params = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => [name, String(value)])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  const search = new URLSearchParams(params).toString();
  return `${apiBase}${path}${search ? `?${search}` : ''}`;
}

function statusOf(error: unknown): number | null {
  return error instanceof FetchError ? (error.status ?? null) : null;
}

function isAuthRejection(error: unknown): boolean {
  return error instanceof FetchError && (error.status === 401 || error.status === 403);
}

/**
 * The one HTTP client: bearer header, last-activity stamp, and on a 401/403 ONE token refresh shared
 * by every request that failed meanwhile, after which each is replayed once with the new token.
 * Nothing is retried otherwise (retry: 0), so a POST/PUT/DELETE never runs twice by accident.
 */
export function createHttpClient({ store, clock, fetch, locks = globalThis.navigator?.locks }: HttpClientDeps) {
  const base = ofetch.create({ retry: 0 }, fetch ? { fetch } : undefined);
  let onSessionLost: () => void = () => {};
  let refreshFlight: Promise<StoredSession> | null = null;
  let renewal: Promise<StoredSession> | null = null;
  const observers = new Set<(activity: HttpActivity) => void>();
  let nextId = 1;
  const report = (activity: HttpActivity) => observers.forEach((observer) => observer(activity));

  /**
   * Exchanges the refresh token for a new pair; concurrent callers in this tab share one request.
   * Tabs share the stored session, and the server treats a reused refresh token as theft and ends
   * the whole family, so tabs take turns through a Web Lock and a tab that finds the token already
   * renewed by another one uses that instead of refreshing again.
   */
  function refreshSession(): Promise<StoredSession> {
    refreshFlight ??= (async () => {
      const before = store.read();
      if (!before) throw new Error('No session to refresh');
      const exchange = async (): Promise<StoredSession> => {
        const current = store.read();
        if (!current) throw new Error('Signed out while waiting to refresh');
        if (current.refreshToken !== before.refreshToken) return current;
        const body = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: current.refreshToken });
        const token = await base<TokenResponse>(TOKEN_PATH, { method: 'POST', body });
        return store.write(token, clock.now(), { renewal: true });
      };
      return locks ? locks.request(REFRESH_LOCK, exchange) : exchange();
    })().finally(() => {
      refreshFlight = null;
    });
    return refreshFlight;
  }

  /** A refresh caused by rejected requests; its failure is reported exactly once per attempt. */
  function renew(): Promise<StoredSession> {
    renewal ??= refreshSession()
      .catch((error: unknown) => {
        store.clear();
        store.markTokenFailed();
        onSessionLost();
        throw error;
      })
      .finally(() => {
        renewal = null;
      });
    return renewal;
  }

  function send<T>(path: string, { apiBase = API_BASE, ...options }: RequestOptions, accessToken: string | undefined): Promise<T> {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    return base<T>(path, { ...options, baseURL: apiBase, headers });
  }

  async function authorizedRequest<T>(path: string, options: RequestOptions): Promise<T> {
    const session = store.read();
    store.stampActivity(clock.now());
    try {
      return await send<T>(path, options, session?.accessToken);
    } catch (error) {
      if (!session || !isAuthRejection(error)) throw error;
      const current = store.read();
      // Another request may have refreshed already while this one was in flight.
      const renewed = current && current.accessToken !== session.accessToken ? current : await renew();
      return send<T>(path, options, renewed.accessToken);
    }
  }

  /** GETs started before anyone asked (a cold page's first list, issue 21 point 2), by requestKey. */
  const early = new Map<string, { at: number; answer: Promise<unknown> }>();

  /**
   * The early answer to this GET, once: only the same address, asked within PREFETCH_FRESH_MS. If the early
   * call failed, the caller's own request goes out as if there had been none.
   */
  function adoptEarly<T>(path: string, options: RequestOptions): Promise<T> | null {
    if ((options.method ?? 'GET').toUpperCase() !== 'GET' || options.body !== undefined) return null;
    const key = requestKey(path, options);
    const found = early.get(key);
    if (!found) return null;
    early.delete(key);
    if (clock.now() - found.at > PREFETCH_FRESH_MS) return null;
    return (found.answer as Promise<T>).catch(() => request<T>(path, options, { adopt: false }));
  }

  async function request<T>(path: string, options: RequestOptions = {}, { adopt = true } = {}): Promise<T> {
    const adopted = adopt ? adoptEarly<T>(path, options) : null;
    if (adopted) return adopted;
    const id = nextId++;
    const method = (options.method ?? 'GET').toUpperCase();
    report({ type: 'start', id, method, path });
    try {
      const result = await authorizedRequest<T>(path, options);
      report({ type: 'end', id, method, path, ok: true, status: 200, aborted: false });
      return result;
    } catch (error) {
      const aborted = options.signal?.aborted === true;
      report({ type: 'end', id, method, path, ok: false, status: statusOf(error), aborted });
      throw error;
    }
  }

  /**
   * Starts a GET now, for the first call asking the same address (built by the same function) to take over;
   * see adoptEarly. A second prefetch of an address still waiting does nothing.
   */
  function prefetch(path: string, options: Pick<RequestOptions, 'apiBase' | 'query'> = {}): void {
    const key = requestKey(path, options);
    const waiting = early.get(key);
    if (waiting && clock.now() - waiting.at <= PREFETCH_FRESH_MS) return;
    const answer = request(path, options, { adopt: false });
    answer.catch(() => undefined);
    early.set(key, { at: clock.now(), answer });
  }

  return {
    request: <T>(path: string, options?: RequestOptions) => request<T>(path, options),
    prefetch,
    refreshSession,
    /** For the auth endpoints, which live outside /api-admin and carry no stored token. */
    raw: base,
    setSessionLostHandler(handler: () => void): void {
      onSessionLost = handler;
    },
    /** Calls `observer` for every request's start and end; returns the unsubscribe function. */
    observe(observer: (activity: HttpActivity) => void): () => void {
      observers.add(observer);
      return () => observers.delete(observer);
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

const browserClient = createHttpClient({ store: sessionStore, clock: systemClock });

/** The app's one client. */
export const http = browserClient.request;
export const prefetchGet = browserClient.prefetch;
export const refreshSession = browserClient.refreshSession;
export const rawFetch = browserClient.raw;
export const observeHttp = browserClient.observe;

/** Tells the client what to do when a refresh fails (the app sends the session a logout). */
export function configureHttp({ onSessionLost }: { onSessionLost: () => void }): void {
  browserClient.setSessionLostHandler(onSessionLost);
}
