import { lazy, type ComponentType } from 'react';
import { importWithReload } from './chunk-reload';

/**
 * React.lazy that survives a deploy (chunk-reload.ts): the first failure reloads the page; a second
 * failure within the guard shows the error boundary.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithReload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => importWithReload(load));
}
