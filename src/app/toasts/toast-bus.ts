import { toastForError, type ToastSpec } from './toast-for-error';

export interface Toast extends ToastSpec {
  id: number;
}

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener(toasts);
}

/** Shows a toast for its duration; returns its id. Rendered by <Toaster> in the main layout. */
export function showToast(spec: ToastSpec): number {
  const toast = { ...spec, id: nextId++ };
  publish([...toasts, toast]);
  setTimeout(() => dismissToast(toast.id), spec.duration);
  return toast.id;
}

/** The error catalogue's toast for `error` (spec 01 §8). */
export function showErrorToast(error: unknown): number {
  return showToast(toastForError(error));
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}
