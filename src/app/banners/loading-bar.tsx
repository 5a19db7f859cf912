import { useEffect, useState } from 'react';
import { subscribeHttpActivity } from '../http-activity';

/** Spec 01 §4 and §9: throttle 200 ms, duration 5 s, hide delay 500 ms. */
export const LOADING_BAR = { throttleMs: 200, durationMs: 5_000, hideDelayMs: 500 } as const;

type BarState = 'hidden' | 'running' | 'done' | 'failed';

/**
 * The page loading bar: appears only when requests take longer than the throttle, creeps towards
 * the end over the duration, fills on the last answer (red when one failed) and fades after the
 * hide delay.
 */
export function LoadingBar() {
  const [state, setState] = useState<BarState>('hidden');

  useEffect(() => {
    const inFlight = new Set<number>();
    let failed = false;
    let showTimer = 0;
    let hideTimer = 0;
    let visible = false;

    const finish = () => {
      window.clearTimeout(showTimer);
      if (!visible) {
        failed = false;
        return;
      }
      setState(failed ? 'failed' : 'done');
      hideTimer = window.setTimeout(() => {
        visible = false;
        failed = false;
        setState('hidden');
      }, LOADING_BAR.hideDelayMs);
    };

    const unsubscribe = subscribeHttpActivity((event) => {
      if (event.type === 'start') {
        if (inFlight.size === 0 && !visible) {
          window.clearTimeout(showTimer);
          showTimer = window.setTimeout(() => {
            if (inFlight.size === 0) return;
            visible = true;
            setState('running');
          }, LOADING_BAR.throttleMs);
        } else if (visible) {
          window.clearTimeout(hideTimer);
          setState('running');
        }
        inFlight.add(event.id);
        return;
      }
      inFlight.delete(event.id);
      if (!event.ok && !event.aborted) failed = true;
      if (inFlight.size === 0) finish();
    });
    return () => {
      unsubscribe();
      window.clearTimeout(showTimer);
      window.clearTimeout(hideTimer);
    };
  }, []);

  return (
    <div
      className={`loading-bar loading-bar--${state}`}
      style={{ transitionDuration: state === 'running' ? `${LOADING_BAR.durationMs}ms` : undefined }}
      aria-hidden="true"
    />
  );
}
