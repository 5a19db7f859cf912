import { lazy, type ComponentType } from 'react';
import { importWithReload } from './chunk-reload';

/**
 * React.lazy that survives a deploy (chunk-reload.ts): the first failure reloads the page; a second
 * failure within the guard shows the error boundary.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithReload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, namespaces: readonly string[] = []) {
  return Object.assign(lazy(() => importWithReload(load)), {
    /**
     * Starts loading the chunk before React asks for it (a cold deep link, src/app/preload-route.ts). A failure
     * is left to the render: lazy's own load of the same chunk then fails too, and the reload guard acts.
     */
    preload: (): void => void load().catch(() => undefined),
    /** The i18n namespaces the component shows, loaded with its chunk instead of after it. */
    namespaces,
  });
}

export type PreloadableComponent = ReturnType<typeof lazyWithReload>;
