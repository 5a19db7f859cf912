import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { isDirty, resourceFormMachine } from '../../../machines/resource-form.machine';
import { fetchArrangementSettings, updateArrangementSettings, type ArrangementSettings } from '../../api/arrangement-setting';
import type { FieldValues } from '../../api/resource';
import { showToast } from '../../app/toasts/toast-bus';
import { catalogueToast, requestErrorToast, successToast } from '../../app/toasts/toast-for-error';
import { useUnsavedChanges } from '../../app/unsaved/unsaved-guard';
import { settingsBody, settingsProblems, settingsRecord, type SettingName, type SettingProblem } from './settings-values';

export type SettingsStatus = 'loading' | 'notFound' | 'loadFailed' | 'editing' | 'saving' | 'conflict' | 'done';

export interface ArrangementSettingsView {
  status: SettingsStatus;
  /** The settings as last read or saved (logo, durations, the arrangement's name). */
  settings: ArrangementSettings | null;
  values: FieldValues;
  /** The server's reason per refused field (a 400 naming it). */
  fieldErrors: Readonly<Record<string, string>>;
  /** Rules between fields broken after a save was tried. */
  problems: Partial<Record<SettingName, SettingProblem>>;
  busy: boolean;
  change(name: string, value: unknown): void;
  /** The logo is its own call: the record it answers replaces the shown one, the form's values stay. */
  adoptLogo(settings: ArrangementSettings): void;
  submit(): void;
  retry(): void;
  reloadTheirs(): void;
  overwriteWithMine(): void;
  cancelConflict(): void;
}

/**
 * One arrangement's settings through the kit's resourceForm machine (load, edit, save with If-Match, the
 * 412 choice), screen-local. `onSaved` gets the saved settings: the screen reloads the arrangement list
 * when active-for-drivers changed and starts a fresh form on what was stored.
 */
export function useArrangementSettings(arrangementId: number, onSaved: (saved: ArrangementSettings) => void): ArrangementSettingsView {
  const { t } = useTranslation('arrangementSettings');
  const [settings, setSettings] = useState<ArrangementSettings | null>(null);
  const [tried, setTried] = useState(false);
  const noun = t('noun');
  const machine = useMemo(() => resourceFormMachine.provide({
    actors: {
      loadRecord: fromPromise(async ({ signal }) => {
        const loaded = await fetchArrangementSettings(arrangementId, { signal });
        setSettings(loaded);
        return settingsRecord(loaded);
      }),
      updateRecord: fromPromise(async ({ input, signal }: { input: { id: number; version: number; values: FieldValues }; signal: AbortSignal }) => {
        const saved = await updateArrangementSettings(settingsBody(arrangementId, input.values), input.version || undefined, { signal });
        setSettings(saved);
        return settingsRecord(saved);
      }),
    },
    actions: {
      notifySaved: () => showToast(successToast('updated', noun)),
    },
  }), [arrangementId, noun]);
  const actor = useActorRef(machine, { input: { id: arrangementId, initialValues: {} } });

  const status = useSelector(actor, (s): SettingsStatus => {
    if (s.status === 'done') return 'done';
    for (const name of ['loading', 'notFound', 'loadFailed', 'saving', 'conflict'] as const) if (s.matches(name)) return name;
    return 'editing';
  });
  const values = useSelector(actor, (s) => s.context.values);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const dirty = useSelector(actor, (s) => s.status !== 'done' && isDirty(s.context));
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.error ?? '' : null));
  useUnsavedChanges(dirty);

  useEffect(() => {
    if (status === 'done' && settings) onSaved(settings);
    // Once, when the save is done.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);
  useEffect(() => {
    if (failure !== null) showToast((failure ? catalogueToast(failure) : null) ?? requestErrorToast('updated', noun));
  }, [failure, noun]);

  return {
    status, settings, values, fieldErrors, busy: status === 'saving' || status === 'loading',
    problems: tried ? settingsProblems(values) : {},
    change: useCallback((name: string, value: unknown) => actor.send({ type: 'field.change', name, value }), [actor]),
    adoptLogo: useCallback((next: ArrangementSettings) => setSettings(next), []),
    submit: useCallback(() => {
      setTried(true);
      if (Object.keys(settingsProblems(actor.getSnapshot().context.values)).length > 0) return;
      actor.send({ type: 'form.submit' });
    }, [actor]),
    retry: useCallback(() => actor.send({ type: 'form.retry' }), [actor]),
    reloadTheirs: useCallback(() => actor.send({ type: 'conflict.reload' }), [actor]),
    overwriteWithMine: useCallback(() => actor.send({ type: 'conflict.overwrite' }), [actor]),
    cancelConflict: useCallback(() => actor.send({ type: 'conflict.cancel' }), [actor]),
  };
}
