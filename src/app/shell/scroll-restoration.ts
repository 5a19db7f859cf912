import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'wouter';

/** Scroll positions per address of this tab; back and forward restore them, new pages start at the top. */
const positions = new Map<string, number>();
let poppedState = false;

function here(): string {
  return location.pathname + location.search;
}

/**
 * Spec 01 §2: "Scroll position is restored on navigation". The browser's own restoration cannot
 * work for an app that renders after a lazy chunk arrives, so positions are kept here instead.
 */
export function useScrollRestoration(): void {
  const [path] = useLocation();

  useEffect(() => {
    if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
    const remember = () => positions.set(here(), window.scrollY);
    const onPop = () => {
      poppedState = true;
    };
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(remember);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('popstate', onPop);
    };
  }, []);

  useLayoutEffect(() => {
    const target = poppedState ? (positions.get(here()) ?? 0) : 0;
    poppedState = false;
    // The page may still be loading its chunk: try again once it had a chance to grow.
    window.scrollTo(0, target);
    if (target > 0) {
      const timer = window.setTimeout(() => window.scrollTo(0, target), 150);
      return () => window.clearTimeout(timer);
    }
  }, [path]);
}
