import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { isDirty, resourceFormMachine } from '../../../machines/resource-form.machine';
import type { FieldValues } from '../../api/resource';
import { showToast } from '../../app/toasts/toast-bus';
import { catalogueToast, requestErrorToast } from '../../app/toasts/toast-for-error';
import { useUnsavedChanges } from '../../app/unsaved/unsaved-guard';

export type SettingsFormStatus = 'loading' | 'notFound' | 'loadFailed' | 'editing' | 'saving' | 'conflict' | 'done';

export interface SettingsFormView {
  status: SettingsFormStatus;
  values: FieldValues;
  /** The server's reason per refused field (a 400 naming it). */
  fieldErrors: Readonly<Record<string, string>>;
  busy: boolean;
  /** A save was tried: the screen's own checks show their problems from then on. */
  tried: boolean;
  change(name: string, value: unknown): void;
  submit(): void;
  retry(): void;
  reloadTheirs(): void;
  overwriteWithMine(): void;
  cancelConflict(): void;
}

interface Options {
  /** The record's id (the machine's input). */
  id: number;
  /** The machine with the screen's load and update actors and its notifySaved. */
  machine: typeof resourceFormMachine;
  /** Names the thing in "{name} could not be changed". */
  noun: string;
  /** Problems the screen finds before sending; a save with any is not sent. */
  hasProblems(values: FieldValues): boolean;
  /** Once the save is done: the screen starts a fresh form on what was stored. */
  onSaved(): void;
}

/**
 * A one-record settings screen (an arrangement's settings, the client's settings) on the kit's resourceForm machine,
 * screen-local: its state as the screen reads it, the unsaved-changes guard, the failure toast (the catalogue's words
 * or "{name} could not be changed"), the screen's own checks before a save, and the 412 choice.
 */
export function useSettingsForm({ id, machine, noun, hasProblems, onSaved }: Options): SettingsFormView {
  const actor = useActorRef(machine, { input: { id, initialValues: {} } });
  const [tried, setTried] = useState(false);
  const status = useSelector(actor, (s): SettingsFormStatus => {
    if (s.status === 'done') return 'done';
    for (const name of ['loading', 'notFound', 'loadFailed', 'saving', 'conflict'] as const) if (s.matches(name)) return name;
    return 'editing';
  });
  const values = useSelector(actor, (s) => s.context.values);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const dirty = useSelector(actor, (s) => s.status !== 'done' && isDirty(s.context));
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.error ?? '' : null));
  useUnsavedChanges(dirty);

  // The latest callbacks, so the effect below runs once, when the save is done.
  const latest = useRef({ onSaved, hasProblems });
  latest.current = { onSaved, hasProblems };
  useEffect(() => {
    if (status === 'done') latest.current.onSaved();
  }, [status]);
  useEffect(() => {
    if (failure !== null) showToast((failure ? catalogueToast(failure) : null) ?? requestErrorToast('updated', noun));
  }, [failure, noun]);

  const send = useCallback((type: 'form.retry' | 'conflict.reload' | 'conflict.overwrite' | 'conflict.cancel') => actor.send({ type }), [actor]);
  return {
    status, values, fieldErrors, tried, busy: status === 'saving' || status === 'loading',
    ...useMemo(() => ({
      change: (name: string, value: unknown) => actor.send({ type: 'field.change', name, value }),
      submit: () => {
        setTried(true);
        if (!latest.current.hasProblems(actor.getSnapshot().context.values)) actor.send({ type: 'form.submit' });
      },
      retry: () => send('form.retry'),
      reloadTheirs: () => send('conflict.reload'),
      overwriteWithMine: () => send('conflict.overwrite'),
      cancelConflict: () => send('conflict.cancel'),
    }), [actor, send]),
  };
}
