import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { resourceFormMachine } from '../../../machines/resource-form.machine';
import { fetchArrangementSettings, updateArrangementSettings } from '../../api/arrangement-setting';
import { type ArrangementSettings } from '../../../contract/types/arrangement-settings';
import type { FieldValues } from '../../api/resource';
import { showToast } from '../../app/toasts/toast-bus';
import { successToast } from '../../app/toasts/toast-for-error';
import { useSettingsForm, type SettingsFormStatus, type SettingsFormView } from '../resource-form/use-settings-form';
import { settingsBody, settingsProblems, settingsRecord, type SettingName, type SettingProblem } from './settings-values';

export type SettingsStatus = SettingsFormStatus;

export interface ArrangementSettingsView extends Omit<SettingsFormView, 'tried'> {
  /** The settings as last read or saved (logo, durations, the arrangement's name). */
  settings: ArrangementSettings | null;
  /** Rules between fields broken after a save was tried. */
  problems: Partial<Record<SettingName, SettingProblem>>;
  /** The logo is its own call: the record it answers replaces the shown one, the form's values stay. */
  adoptLogo(settings: ArrangementSettings): void;
}

const hasProblems = (values: FieldValues) => Object.keys(settingsProblems(values)).length > 0;

/**
 * One arrangement's settings through the kit's resourceForm machine (load, edit, save with If-Match, the
 * 412 choice), screen-local. `onSaved` gets the saved settings: the screen reloads the arrangement list
 * when active-for-drivers changed and starts a fresh form on what was stored.
 */
export function useArrangementSettings(arrangementId: number, onSaved: (saved: ArrangementSettings) => void): ArrangementSettingsView {
  const { t } = useTranslation('arrangementSettings');
  const [settings, setSettings] = useState<ArrangementSettings | null>(null);
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
  const { tried, ...form } = useSettingsForm({
    id: arrangementId, machine, noun, hasProblems,
    onSaved: () => {
      if (settings) onSaved(settings);
    },
  });

  return {
    ...form, settings,
    problems: tried ? settingsProblems(form.values) : {},
    adoptLogo: useCallback((next: ArrangementSettings) => setSettings(next), []),
  };
}
