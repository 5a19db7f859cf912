import { useEffect, useId } from 'react';
import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';

/**
 * The unsaved-changes route guard (spec 01 §2), one mechanism for every screen: a screen reports
 * `useUnsavedChanges(dirty)`; while anything is dirty, in-app navigation (links, navigate, back and
 * forward) first asks "leave or stay" (the dialog in the main layout) and closing or reloading the
 * tab gets the browser's own warning. Kept tiny: the router in the entry chunk uses it.
 */
type Pending = { resolve: (leave: boolean) => void } | null;
type Listener = (pending: boolean) => void;

const dirty = new Set<string>();
const listeners = new Set<Listener>();
let pending: Pending = null;
let knownUrl = typeof location === 'undefined' ? '/' : location.pathname + location.search + location.hash;

function notify(): void {
  for (const listener of listeners) listener(pending !== null);
}

export function hasUnsavedChanges(): boolean {
  return dirty.size > 0;
}

/** Asks the user (once, even when asked again meanwhile); resolves true to leave. */
export function confirmLeave(): Promise<boolean> {
  if (!hasUnsavedChanges()) return Promise.resolve(true);
  return new Promise((resolve) => {
    pending?.resolve(false);
    pending = { resolve };
    notify();
  });
}

/** The dialog's answer. Leaving forgets every unsaved change. */
export function answerLeave(leave: boolean): void {
  const current = pending;
  pending = null;
  if (leave) dirty.clear();
  current?.resolve(leave);
  notify();
}

export function subscribeLeaveRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function isLeaveRequested(): boolean {
  return pending !== null;
}

type NavigateOptions = { replace?: boolean; state?: unknown };

export function guardedNavigate(to: string | URL, options?: NavigateOptions): void {
  if (!hasUnsavedChanges()) return browserNavigate(to, options);
  void confirmLeave().then((leave) => leave && browserNavigate(to, options));
}

/** wouter's browser location with the guard in front of navigation (Router hook). */
export function useGuardedLocation(): [string, typeof guardedNavigate] {
  const [path] = useBrowserLocation();
  return [path, guardedNavigate];
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  if (!hasUnsavedChanges()) return;
  event.preventDefault();
  event.returnValue = '';
}

if (typeof window !== 'undefined') {
  const remember = () => (knownUrl = location.pathname + location.search + location.hash);
  // wouter dispatches these on every push/replace; the guard must know where the user is.
  window.addEventListener('pushState', remember);
  window.addEventListener('replaceState', remember);
  // Registered before wouter's own listener, so a blocked back/forward never reaches the router.
  window.addEventListener('popstate', () => {
    if (!hasUnsavedChanges()) return remember();
    const target = location.pathname + location.search + location.hash;
    history.pushState(history.state, '', knownUrl);
    void confirmLeave().then((leave) => leave && browserNavigate(target));
  });
  window.addEventListener('beforeunload', onBeforeUnload);
}

/** Marks `source` (a form, a dialog) as holding unsaved changes or not; for code outside React. */
export function setUnsaved(source: string, isDirty: boolean): void {
  if (isDirty) dirty.add(source);
  else dirty.delete(source);
}

/** A screen with a form: true while it holds changes that are not saved. */
export function useUnsavedChanges(isDirty: boolean): void {
  const id = useId();
  useEffect(() => {
    setUnsaved(id, isDirty);
    return () => setUnsaved(id, false);
  }, [id, isDirty]);
}
