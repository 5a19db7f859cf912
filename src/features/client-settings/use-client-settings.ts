import { useCallback, useMemo, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { resourceFormMachine } from '../../../machines/resource-form.machine';
import { fetchOwnClientSetting, replaceClientImage, updateClientSetting, type VersionedClientSetting } from '../../api/clientsetting';
import type { ImageKind } from '../../api/image-upload';
import type { FieldValues } from '../../api/resource';
import { ShellActorContext } from '../../app/shell-actors';
import { showToast } from '../../app/toasts/toast-bus';
import { successToast } from '../../app/toasts/toast-for-error';
import { useSettingsForm, type SettingsFormView } from '../resource-form/use-settings-form';
import { languageTicked, missingFields, settingBody, settingRecord } from './client-settings-values';

export interface ClientSettingsView extends Omit<SettingsFormView, 'tried'> {
  /** The setting as last read, saved or changed by an image call (logo, favicon, name). */
  setting: VersionedClientSetting | null;
  /** Required fields left empty after a save was tried (`languages` when none is ticked). */
  missing: readonly string[];
  tickLanguage(id: number, ticked: boolean): void;
  /** The logo or favicon call (no file removes it); the open app takes the answer at once. */
  replaceImage(which: ImageKind, file: File | null): Promise<void>;
}

const hasProblems = (values: FieldValues) => missingFields(values).length > 0;

/**
 * The client's settings (/administration/settings) through the kit's resourceForm machine (useSettingsForm: load,
 * edit, save with If-Match, the 412 choice, the unsaved-changes guard). Whatever is stored — a save, a logo, a
 * favicon, theirs after a 412 — goes to the shell actor at once, so the open app re-themes without a reload
 * (colours, font, logo in the sidebar, favicon, display name). `onSaved` lets the screen start a fresh form.
 */
export function useClientSettings(noun: string, onSaved: () => void): ClientSettingsView {
  const shell = ShellActorContext.useActorRef();
  const [setting, setSetting] = useState<VersionedClientSetting | null>(null);
  /** An image call raises the version too (the files are part of the setting): a save sends the newest one known. */
  const imageVersion = useRef(0);
  const adopt = useCallback((next: VersionedClientSetting) => {
    setSetting(next);
    shell.send({ type: 'clientSetting.replace', setting: next });
  }, [shell]);
  const machine = useMemo(() => resourceFormMachine.provide({
    actors: {
      loadRecord: fromPromise(async ({ signal }) => {
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
  // The own client's setting has no id to ask for: the machine's is a placeholder the load ignores.
  const { tried, ...form } = useSettingsForm({ id: 0, machine, noun, hasProblems, onSaved });

  return {
    ...form, setting,
    missing: tried ? missingFields(form.values) : [],
    tickLanguage: useCallback((id: number, ticked: boolean) => {
      for (const [name, value] of languageTicked(form.values, id, ticked)) form.change(name, value);
    }, [form]),
    replaceImage: useCallback(async (which: ImageKind, file: File | null) => {
      const next = await replaceClientImage(which, setting?.id ?? 0, file);
      imageVersion.current = Math.max(imageVersion.current, next.version);
      adopt(next);
    }, [setting, adopt]),
  };
}
