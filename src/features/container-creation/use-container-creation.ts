import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { containerCreationMachine } from '../../../machines/container-creation.machine';
import type { ContainerImage } from '../../api/mobilitycontainer';
import type { FieldValues } from '../../api/resource';
import { paths } from '../../app/paths';
import { showToast } from '../../app/toasts/toast-bus';
import { TOAST_MS, successNotice, successToast } from '../../app/toasts/toast-for-error';
import { useUnsavedChanges } from '../../app/unsaved/unsaved-guard';
import { useContainerSelection } from '../container-selection/use-container-selection';

export interface ContainerCreationView {
  values: FieldValues;
  files: Record<ContainerImage, File | null>;
  fieldErrors: Readonly<Record<string, string>>;
  /** The server's message for a refused create; '' when it gave none (the screen says so generically); null otherwise. */
  error: string | null;
  busy: boolean;
  change(name: string, value: unknown): void;
  /** False when the file is refused (type or size): it is not taken. */
  choose(which: ContainerImage, file: File | null): boolean;
  submit(): void;
  cancel(): void;
}

/**
 * The creation flow (machines/container-creation.machine.ts) on the create screen: the toasts for the container
 * and each image, the new container made current through the container selection, then /mobility; cancel goes
 * back to the container list. Navigation waits until the unsaved-changes guard knows the form is done with.
 */
export function useContainerCreation({ initialValues, listPath, noun }: { initialValues: FieldValues; listPath: string; noun: string }): ContainerCreationView {
  const { t } = useTranslation('mobility');
  const [, navigate] = useLocation();
  const selection = useContainerSelection();
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  const { created } = selection;
  const machine = useMemo(() => containerCreationMachine.provide({
    actions: {
      notifyCreated: () => showToast(successToast('created', noun)),
      notifyUploaded: (_, which) => showToast(successNotice(which === 'logo' ? 'logoAdded' : 'faviconAdded')),
      notifyUploadFailed: (_, which) => showToast({ variant: 'danger', duration: TOAST_MS.mapped, text: t(`create.uploadFailed.${which}`) }),
      makeCurrent: (_, id) => created(id),
      goToMobility: () => setLeaveTo(paths.mobility),
      goBack: () => setLeaveTo(listPath),
    },
  }), [created, listPath, noun, t]);
  const actor = useActorRef(machine, { input: { initialValues } });
  const values = useSelector(actor, (s) => s.context.values);
  const logo = useSelector(actor, (s) => s.context.logo);
  const favicon = useSelector(actor, (s) => s.context.favicon);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => (s.matches('editing') ? s.context.error : null));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const finished = useSelector(actor, (s) => s.status === 'done');
  const dirty = !finished && (logo !== null || favicon !== null || Object.entries(values).some(([name, value]) => value !== initialValues[name]));
  useUnsavedChanges(dirty);
  useEffect(() => {
    if (leaveTo !== null) navigate(leaveTo);
  }, [leaveTo, navigate]);

  return {
    values, files: { logo, favicon }, fieldErrors, busy, error,
    change: useCallback((name: string, value: unknown) => actor.send({ type: 'field.change', name, value }), [actor]),
    choose: useCallback((which: ContainerImage, file: File | null) => {
      const event = { type: 'file.choose', which, file } as const;
      if (!actor.getSnapshot().can(event)) return false;
      actor.send(event);
      return true;
    }, [actor]),
    submit: useCallback(() => actor.send({ type: 'form.submit' }), [actor]),
    cancel: useCallback(() => actor.send({ type: 'form.cancel' }), [actor]),
  };
}
