import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';
import { redactSecrets } from '../../lib/redact-secrets';

/**
 * Loaded only for `?inspect`: the Stately inspector opens its own window and receives every event
 * of the app-wide actors. Everything it is sent passes one filter first (it is another site):
 * secrets out — from contexts, events and the inputs and outputs of promise actors alike — and
 * plain JSON, which is all postMessage can carry.
 */
export function startStatelyInspector(): (event: InspectionEvent) => void {
  const inspector = createBrowserInspector({
    autoStart: true,
    serialize: (event) => JSON.parse(JSON.stringify(redactSecrets(event))),
  });
  return (event) => inspector.inspect.next?.(event);
}
