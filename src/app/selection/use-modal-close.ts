import { useEffect, useRef } from 'react';

/** A ref for <ld-modal> that calls `onClose` when the user dismisses it (×, Escape, overlay). */
export function useModalClose<T extends HTMLElement>(onClose: () => void) {
  const ref = useRef<T>(null);
  const latest = useRef(onClose);
  latest.current = onClose;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const handle = (event: Event) => {
      if (event.target === element) latest.current();
    };
    element.addEventListener('ld-close', handle);
    return () => element.removeEventListener('ld-close', handle);
  }, []);
  return ref;
}
