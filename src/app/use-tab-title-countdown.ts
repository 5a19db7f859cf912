import { useEffect, useRef, useState } from 'react';

function isAway(): boolean {
  return document.hidden || !document.hasFocus();
}

/** True while the tab is hidden or the window has lost focus. */
function useAway(): boolean {
  const [away, setAway] = useState(isAway);
  useEffect(() => {
    const update = () => setAway(isAway());
    const blur = () => setAway(true);
    document.addEventListener('visibilitychange', update);
    window.addEventListener('focus', update);
    window.addEventListener('blur', blur);
    return () => {
      document.removeEventListener('visibilitychange', update);
      window.removeEventListener('focus', update);
      window.removeEventListener('blur', blur);
    };
  }, []);
  return away;
}

/**
 * Spec section 4: while the expiry prompt is open and the tab is unfocused, the tab title shows
 * the countdown, so a user in another tab notices; the original title comes back afterwards.
 */
export function useTabTitleCountdown(active: boolean, title: (original: string) => string): void {
  const away = useAway();
  const original = useRef<string | null>(null);
  const wanted = active && away ? title(original.current ?? document.title) : null;

  useEffect(() => {
    if (wanted !== null) {
      original.current ??= document.title;
      document.title = wanted;
    } else if (original.current !== null) {
      document.title = original.current;
      original.current = null;
    }
  }, [wanted]);

  useEffect(
    () => () => {
      if (original.current !== null) document.title = original.current;
    },
    [],
  );
}
