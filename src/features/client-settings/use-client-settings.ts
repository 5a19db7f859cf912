import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { isDirty, resourceFormMachine } from '../../../machines/resource-form.machine';
import { fetchOwnClientSetting, replaceClientImage, updateClientSetting, type VersionedClientSetting } from '../../api/clientsetting';
import type { ImageKind } from '../../api/image-upload';
import type { FieldValues } from '../../api/resource';
import { ShellActorContext } from '../../app/shell-actors';
import { showToast } from '../../app/toasts/toast-bus';
import { catalogueToast, requestErrorToast, successToast } from '../../app/toasts/toast-for-error';
import { useUnsavedChanges } from '../../app/unsaved/unsaved-guard';
import { languageTicked, missingFields, settingBody, settingRecord } from './client-settings-values';

export type ClientSettingsStatus = 'loading' | 'loadFailed' | 'editing' | 'saving' | 'conflict' | 'done';

export interface ClientSettingsView {
  status: ClientSettingsStatus;
  /** The setting as last read, saved or changed by an image call (logo, favicon, name). */
  setting: VersionedClientSetting | null;
  values: FieldValues;
  /** The server's reason per refused field (a 400 naming it; `languages` for the languages). */
  fieldErrors: Readonly<Record<string, string>>;
  /** Required fields left empty after a save was tried. */
  missing: readonly string[];
  busy: boolean;
  change(name: string, value: unknown): void;
  tickLanguage(id: number, ticked: boolean): void;
  /** The logo or favicon call (no file removes it); the open app takes the answer at once. */
  replaceImage(which: ImageKind, file: File | null): Promise<void>;
  submit(): void;
  retry(): void;
  reloadTheirs(): void;
  overwriteWithMine(): void;
  cancelConflict(): void;
}

/**
 * The client's settings (/administration/settings) through the kit's resourceForm machine, screen-local: load,
 * edit, save with If-Match, the 412 choice, the unsaved-changes guard. Whatever is stored — a save, a logo, a
 * favicon — goes to the shell actor at once, so the open app re-themes without a reload (colours, font, logo in
 * the sidebar, favicon, display name). `onSaved` lets the screen start a fresh form on what was stored.
 */
export function useClientSettings(noun: string, onSaved: () => void): ClientSettingsView {
  const shell = ShellActorContext.useActorRef();
  const [setting, setSetting] = useState<VersionedClientSetting | null>(null);
  const [tried, setTried] = useState(false);
  /** An image call raises the version too (it is part of the setting): a save sends the newest one it knows. */
  const imageVersion = useRef(0);
  const adopt = useCallback((next: VersionedClientSetting) => {
    setSetting(next);
    shell.send({ type: 'clientSetting.replace', setting: next });
  }, [shell]);
  const machine = useMemo(() => resourceFormMachine.provide({
    actors: {
      loadRecord: fromPromise(async ({ signal }) => {
        // Also after a 412's "load theirs": the open app shows what is stored.
        const loaded = await fetchOwnClientSetting({ signal });
        adopt(loaded);
        return settingRecord(loaded);
      }),
      updateRecord: fromPromise(async ({ input, signal }: { input: { id: number; version: number; values: FieldValues }; signal: AbortSignal }) => {
        const saved = await updateClientSetting(settingBody(input.values), { version: Math.max(input.version, imageVersion.current), signal });
        adopt(saved);
        return settingRecord(saved);
      }),
    },
    actions: {
      notifySaved: () => showToast(successToast('saved')),
    },
  }), [adopt]);
  const actor = useActorRef(machine, { input: { id: 0, initialValues: {} } });

  const status = useSelector(actor, (s): ClientSettingsStatus => {
    if (s.status === 'done') return 'done';
    for (const name of ['loading', 'loadFailed', 'saving', 'conflict'] as const) if (s.matches(name)) return name;
    // A failed read of an id that always exists (the own client) is a load failure like any other.
    return s.matches('notFound') ? 'loadFailed' : 'editing';
  });
  const values = useSelector(actor, (s) => s.context.values);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const dirty = useSelector(actor, (s) => s.status !== 'done' && isDirty(s.context));
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.error ?? '' : null));
  useUnsavedChanges(dirty);

  useEffect(() => {
    if (status === 'done') onSaved();
    // Once, when the save is done.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status]);
  useEffect(() => {
    if (failure !== null) showToast((failure ? catalogueToast(failure) : null) ?? requestErrorToast('updated', noun));
  }, [failure, noun]);

  const change = useCallback((name: string, value: unknown) => actor.send({ type: 'field.change', name, value }), [actor]);
  return {
    status, setting, values, fieldErrors, busy: status === 'saving' || status === 'loading',
    missing: tried ? missingFields(values) : [],
    change,
    tickLanguage: useCallback((id: number, ticked: boolean) => {
      for (const [name, value] of languageTicked(actor.getSnapshot().context.values, id, ticked)) change(name, value);
    }, [actor, change]),
    replaceImage: useCallback(async (which: ImageKind, file: File | null) => {
      const next = await replaceClientImage(which, actor.getSnapshot().context.record?.id ?? 0, file);
      imageVersion.current = Math.max(imageVersion.current, next.version);
      adopt(next);
    }, [actor, adopt]),
    submit: useCallback(() => {
      setTried(true);
      if (missingFields(actor.getSnapshot().context.values).length > 0) return;
      actor.send({ type: 'form.submit' });
    }, [actor]),
    retry: useCallback(() => actor.send({ type: 'form.retry' }), [actor]),
    reloadTheirs: useCallback(() => actor.send({ type: 'conflict.reload' }), [actor]),
    overwriteWithMine: useCallback(() => actor.send({ type: 'conflict.overwrite' }), [actor]),
    cancelConflict: useCallback(() => actor.send({ type: 'conflict.cancel' }), [actor]),
  };
}
