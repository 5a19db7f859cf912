import { createElement, lazy, useState, type ComponentProps, type ComponentType } from 'react';
import { importWithReload } from './chunk-reload';

/**
 * React.lazy that survives a deploy (chunk-reload.ts): the first failure reloads the page; a second
 * failure within the guard shows the error boundary.
 *
 * It can also be loaded before React asks (`preload`, a cold deep link: src/app/preload-route.ts), and a
 * component whose chunk is already in renders at once. React.lazy alone would still suspend on its first
 * render, and React 19 holds back the reveal after a fallback by 300 ms (its fallback throttle): a
 * preloaded screen would then paint that much later than its data allows.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWithReload<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, namespaces: readonly string[] = []) {
  let loaded: T | null = null;
  let loading: Promise<{ default: T }> | null = null;
  // One load shared by the preload and the render. A failed preload is left to the render, where the reload guard acts.
  const loadOnce = () => (loading ??= load().then((module) => {
    loaded = module.default;
    return module;
  }));
  const Lazy = lazy(() => importWithReload(loadOnce));
  function Preloadable(props: ComponentProps<T>) {
    // Decided once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : createElement(Lazy, props);
  }
  return Object.assign(Preloadable, {
    preload: (): void => void loadOnce().catch(() => undefined),
    /** The i18n namespaces the component shows, loaded with its chunk instead of after it. */
    namespaces,
  });
}

export type PreloadableComponent = ReturnType<typeof lazyWithReload>;
