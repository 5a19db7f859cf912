// The thread a bulk run's parts are priced in (bulk-run-thread.ts), with a TypeScript loader of its own as the pricing
// pool's threads have (pricing-worker.mjs says why). Niced as they are: the API's thread goes first.
import { register } from 'tsx/esm/api';
import { niceThisThread } from '../nice-thread.mjs';

niceThisThread(10);

const api = register({ namespace: 'bulk-run-thread' });
await api.import('./bulk-run-in-thread.ts', import.meta.url);
