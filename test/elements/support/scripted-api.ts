/**
 * A scripted /api-admin for tests that draw the app's own components: every call under /api-admin/ is recorded and
 * answered by the current script; anything else (the locale files) goes to the test server. Install it before the
 * app's HTTP client is loaded (import the component dynamically afterwards): ofetch takes the global fetch when its
 * module is read.
 */
export interface ScriptedCall {
  url: URL;
  /** The JSON body sent, or null. */
  body: unknown;
}

export type Script = (url: URL, body: unknown) => { status: number; body: unknown };

export function scriptApi() {
  const asked: ScriptedCall[] = [];
  let script: Script = () => ({ status: 500, body: {} });
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    if (!url.pathname.startsWith('/api-admin/')) return realFetch(input, init);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
    asked.push({ url, body });
    const reply = script(url, body);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  };
  return {
    asked,
    answer(next: Script): void {
      script = next;
    },
  };
}
