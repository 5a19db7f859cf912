import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  calculatorSettingMachine, isDirty, type CalculatorForm, type LoadedSetting, type PairProblems,
} from '../../../machines/calculator-setting.machine';
import {
  checkInitialDurationKm, createCalculatorSetting, deleteCalculatorSetting, fetchCalculatorSetting, updateCalculatorSetting,
  type CalculatorFuel,
} from '../../api/calculator-setting';
import type { CalculatorSetting } from '../../../contract/types/core';
import { showToast } from '../../app/toasts/toast-bus';
import { catalogueToast, requestErrorToast, successToast, type ChangeKind } from '../../app/toasts/toast-for-error';
import { useUnsavedChanges } from '../../app/unsaved/unsaved-guard';
import { showDeletedToast } from '../../app/undo/offer-undo';
import type { ResourceFormView } from '../resource-form/use-resource-form';
import { formOf, fuelsToSend, localProblems, pairProblemsOf, wireBody, type LocalProblem } from './calculator-values';

export type CalculatorSettingStatus = 'loading' | 'loadFailed' | 'editing' | 'checking' | 'saving' | 'conflict' | 'confirmingDelete' | 'deleting';

/** The dialog and retry commands are the kit form's, so both screens answer the same dialogs the same way. */
type SharedCommands = Pick<ResourceFormView, 'retry' | 'requestDelete' | 'confirmDelete' | 'cancelDelete' | 'reloadTheirs' | 'overwriteWithMine' | 'cancelConflict'>;

export interface CalculatorSettingView extends SharedCommands {
  status: CalculatorSettingStatus;
  values: CalculatorForm;
  /** As last read or saved: its date of the last run, and whether it has a version (a setting of its own). */
  setting: CalculatorSetting | null;
  /** What an offered fuel lacks, once a save was tried. */
  localProblems: Partial<Record<CalculatorFuel, LocalProblem>>;
  /** The server's reason per fuel whose initial pair it refused. */
  pairProblems: PairProblems;
  dirty: boolean;
  busy: boolean;
  change(next: (values: CalculatorForm) => CalculatorForm): void;
  submit(): void;
}

const loadedOf = (setting: CalculatorSetting): LoadedSetting => ({ setting, values: formOf(setting) });

/**
 * An arrangement's calculator setting through the calculatorSetting machine, screen-local:
 * success toasts name it (4 s), a failure says it in the catalogue's words or as "could not be …",
 * and a save that switches active online for drivers (or a delete, or its undo) reloads the arrangements so
 * the sidebar dot and the banners follow at once.
 */
export function useCalculatorSetting(arrangementId: number, reloadArrangements: () => void): CalculatorSettingView {
  const { t } = useTranslation('calculatorSetting');
  const noun = t('noun');
  const reload = useRef(reloadArrangements);
  reload.current = reloadArrangements;
  const [tried, setTried] = useState(false);
  /** What the last call asked, so a failure's toast says "could not be changed / deleted". */
  const attempt = useRef<ChangeKind>('updated');
  const machine = useMemo(() => calculatorSettingMachine.provide({
    actors: {
      loadSetting: fromPromise(async ({ input, signal }: { input: { arrangementId: number }; signal: AbortSignal }) =>
        loadedOf(await fetchCalculatorSetting(input.arrangementId, { signal }))),
      checkPairs: fromPromise(async ({ input, signal }: { input: { values: CalculatorForm }; signal: AbortSignal }) =>
        pairProblemsOf(await Promise.all(fuelsToSend(input.values).map(async (fuel) =>
          [fuel.fuelCode, await checkInitialDurationKm(fuel, { signal })] as const)))),
      createSetting: fromPromise(async ({ input, signal }: { input: { arrangementId: number; values: CalculatorForm }; signal: AbortSignal }) =>
        loadedOf(await createCalculatorSetting(wireBody(input.arrangementId, input.values), { signal }))),
      updateSetting: fromPromise(async ({ input, signal }: { input: { arrangementId: number; version: number; values: CalculatorForm }; signal: AbortSignal }) =>
        loadedOf(await updateCalculatorSetting(wireBody(input.arrangementId, input.values), input.version, { signal }))),
      deleteSetting: fromPromise(({ input, signal }: { input: { arrangementId: number; version: number }; signal: AbortSignal }) =>
        deleteCalculatorSetting(input.arrangementId, input.version, { signal })),
    },
    actions: {
      notifySaved: (_, notice) => {
        showToast(successToast(notice.created ? 'created' : 'updated', noun));
        if (notice.activeChanged) reload.current();
      },
      notifyDeleted: () => {
        // "… deleted" with Undo for UNDO_SECONDS (issue 39): a setting is kept under its arrangement's id. Once it is
        // back, the arrangements are read again (the sidebar dot) and the screen reads the setting anew.
        void showDeletedToast({ kind: 'calculatorSetting', id: arrangementId, noun, onRestored: () => reload.current() });
        reload.current();
      },
    },
  }), [noun, arrangementId]);
  const actor = useActorRef(machine, { input: { arrangementId } });

  const status = useSelector(actor, (s): CalculatorSettingStatus => {
    for (const name of ['loading', 'loadFailed', 'checking', 'saving', 'conflict', 'confirmingDelete', 'deleting'] as const) if (s.matches(name)) return name;
    return 'editing';
  });
  const values = useSelector(actor, (s) => s.context.values);
  const setting = useSelector(actor, (s) => s.context.setting);
  const pairProblems = useSelector(actor, (s) => s.context.pairProblems);
  const dirty = useSelector(actor, (s) => !s.matches('loading') && isDirty(s.context));
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.error ?? '' : null));
  useUnsavedChanges(dirty);

  useEffect(() => {
    if (failure === null) return;
    showToast((failure ? catalogueToast(failure) : null) ?? requestErrorToast(attempt.current, noun));
  }, [failure, noun]);

  const send = useCallback((type: 'form.retry' | 'delete.request' | 'delete.cancel' | 'conflict.reload' | 'conflict.overwrite' | 'conflict.cancel') =>
    actor.send({ type }), [actor]);
  return {
    status, values, setting, pairProblems, dirty,
    localProblems: tried ? localProblems(values) : {},
    busy: ['loading', 'checking', 'saving', 'deleting'].includes(status),
    change: useCallback((next) => actor.send({ type: 'values.change', values: next(actor.getSnapshot().context.values) }), [actor]),
    submit: useCallback(() => {
      setTried(true);
      // What a fuel lacks shows under it; nothing goes to the server.
      if (Object.keys(localProblems(actor.getSnapshot().context.values)).length > 0) return;
      attempt.current = actor.getSnapshot().context.setting?.version === undefined ? 'created' : 'updated';
      actor.send({ type: 'form.submit' });
    }, [actor]),
    retry: useCallback(() => send('form.retry'), [send]),
    requestDelete: useCallback(() => send('delete.request'), [send]),
    confirmDelete: useCallback(() => {
      attempt.current = 'deleted';
      actor.send({ type: 'delete.confirm' });
    }, [actor]),
    cancelDelete: useCallback(() => send('delete.cancel'), [send]),
    reloadTheirs: useCallback(() => send('conflict.reload'), [send]),
    overwriteWithMine: useCallback(() => send('conflict.overwrite'), [send]),
    cancelConflict: useCallback(() => send('conflict.cancel'), [send]),
  };
}
