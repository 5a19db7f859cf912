import { Suspense, useEffect, useState } from 'react';
import { lazyWithReload } from '../lazy';

/** The palette and what feeds it: a chunk of its own, fetched on the first Ctrl+K, never by the login route. */
const CommandPalette = lazyWithReload(() => import('./command-palette'), ['palette']);

/** Ctrl+K, or ⌘K on macOS (either works anywhere: a Mac keyboard on another system, and the other way round). */
export const isPaletteShortcut = (event: KeyboardEvent): boolean =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

/**
 * Always present in the signed-in shell (shell-frame.tsx): one keydown listener, nothing else until the first
 * Ctrl+K, which loads the palette (issue 39 point 4). It takes the key before the browser (which would focus its
 * own search bar) and before any field, so it works wherever focus is.
 */
export function PaletteShortcut() {
  const [state, setState] = useState<'unloaded' | 'open' | 'closed'>('unloaded');

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event) || event.defaultPrevented) return;
      event.preventDefault();
      setState('open');
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);

  if (state === 'unloaded') return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette open={state === 'open'} onClose={() => setState('closed')} />
    </Suspense>
  );
}
