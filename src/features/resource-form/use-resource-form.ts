import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { isDirty, resourceFormMachine } from '../../../machines/resource-form.machine';
import type { FieldValues, VersionedRow } from '../../api/resource';
import { brokenRules, listAddressOf, refusalOf, type AreaDef, type RuleContext } from '../../areas/area';
import type { AreaSection } from '../../areas';
import { showErrorToast, showToast } from '../../app/toasts/toast-bus';
import { TOAST_MS, catalogueToast, requestErrorToast, successToast, type ChangeKind, type ToastSpec } from '../../app/toasts/toast-for-error';
import { useUnsavedChanges } from '../../app/unsaved/unsaved-guard';
import { showDeletedToast } from '../../app/undo/offer-undo';
import { changesOf, formValues, missingRequired, newValues, wireValues } from './resource-form-values';
import { uploadChosenFiles } from './upload-chosen-files';

export type ResourceFormStatus = 'loading' | 'notFound' | 'loadFailed' | 'editing' | 'saving' | 'conflict' | 'confirmingDelete' | 'deleting' | 'done';

export interface ResourceFormView {
  status: ResourceFormStatus;
  values: FieldValues;
  /** The server's reason per refused field (a 400 naming it). */
  fieldErrors: Readonly<Record<string, string>>;
  /** Required fields left empty after a save was tried. */
  missing: readonly string[];
  /** The area's rules the values break after a save was tried: the rule's key by field. */
  broken: Readonly<Record<string, string>>;
  dirty: boolean;
  /** The record as last read or saved (null while creating). */
  record: VersionedRow | null;
  /** A panel beside the form changed the record on the server (with If-Match): its new version goes with the next save. */
  adoptVersion(version: number): void;
  busy: boolean;
  change(name: string, value: unknown): void;
  submit(): void;
  retry(): void;
  requestDelete(): void;
  confirmDelete(): void;
  cancelDelete(): void;
  reloadTheirs(): void;
  overwriteWithMine(): void;
  cancelConflict(): void;
}

/**
 * A failure's toast: a catalogue text when the server's words match one, else the area's own words for
 * the refusal, else "{name} could not be …" (spec 01 §8).
 */
function failureToast(message: string | null, kind: ChangeKind, noun: string, ownWords: (message: string) => string | null): ToastSpec {
  const own = message ? ownWords(message) : null;
  return (message ? catalogueToast(message) : null) ?? (own ? { variant: 'danger', duration: TOAST_MS.mapped, text: own } : requestErrorToast(kind, noun));
}

/** What a save or delete did, for whatever else shows these rows. */
export interface RecordChange {
  kind: ChangeKind;
  /** The record's id (the new one's after a create). */
  id: number | null;
}

interface Options {
  area: AreaDef<any>;
  section: AreaSection;
  listPath: string;
  /** null creates. */
  id: number | null;
  /** The section's current arrangement or container (a new row's owner). */
  ownerId: number | null;
  ruleContext?: RuleContext;
  /** After a save or delete: what else shows these rows reads them again (the arrangement or container selection). */
  onChanged?: (change: RecordChange) => void;
}

/**
 * One record of a kit area through the generic resourceForm machine, screen-local: loads it, tracks
 * what changed (the unsaved-changes guard), saves with its version, offers the conflict choice on a
 * 412, deletes through the dialog; success toasts name the thing for 4 s and go back to the list
 * (spec 02 §2), or on to the new record's edit screen where the area says so.
 */
/** Without the arrangements (the gallery), a rule knows no arrangement's type. */
const NO_CONTEXT: RuleContext = { arrangementTypeOf: () => null };

export function useResourceForm({ area, section, listPath, id, ownerId, ruleContext = NO_CONTEXT, onChanged }: Options): ResourceFormView {
  const { t } = useTranslation('areas');
  const [, navigate] = useLocation();
  const noun = t(`${area.key}.noun`);
  const [tried, setTried] = useState(false);
  // Where to go once saved or deleted: navigating inside the machine's action would reach the
  // unsaved-changes guard before it learns the form is clean, and it would ask "leave or stay".
  const [leaveTo, setLeaveTo] = useState<string | null>(null);
  /** What the last call asked, so a failure's toast says "could not be added / changed / deleted". */
  const attempt = useRef<ChangeKind>(id === null ? 'created' : 'updated');
  /**
   * The newest version a panel's own change answered (attachments); versions only grow, so a save sends the larger
   * of it and the one the form read. A foreign change since still meets its 412: the panel sent If-Match too.
   */
  const panelVersion = useRef(0);
  const newest = (version: number) => Math.max(version, panelVersion.current);
  /**
   * The record as saved, then the files chosen in the form uploaded with its id and the area's own after-save step
   * (spec 02 §4: attachments, an account's products). Neither undoes the save: a refused file or a failed step is toasted.
   */
  const thenUpload = useCallback(async <Saved extends VersionedRow>(saved: Saved, values: FieldValues, signal: AbortSignal): Promise<Saved> => {
    for (const file of await uploadChosenFiles(area, saved.id, values, signal)) {
      showToast({ variant: 'danger', duration: TOAST_MS.mapped, key: 'error.attachmentNotUploaded', values: { name: file.name } });
    }
    if (!area.afterSave) return saved;
    try {
      return (await area.afterSave(saved, values, signal)) as Saved;
    } catch (error) {
      if (signal.aborted) throw error;
      showErrorToast(error);
      return saved;
    }
  }, [area]);
  const machine = useMemo(() => resourceFormMachine.provide({
    actors: {
      loadRecord: fromPromise(({ input, signal }: { input: { id: number }; signal: AbortSignal }) => area.api.get(input.id, { signal })
        // The whole record (the panel beside the form reads more of it); a save sends only the declared fields.
        .then((record) => ({ ...record, ...formValues(area, record) }))),
      createRecord: fromPromise(({ input, signal }: { input: { values: FieldValues }; signal: AbortSignal }) =>
        area.api.create(wireValues(area, section, input.values, 'create'), { signal }).then((saved) => thenUpload(saved, input.values, signal))),
      updateRecord: fromPromise(({ input, signal }: { input: { id: number; version: number; values: FieldValues }; signal: AbortSignal }) =>
        area.api.update(input.id, newest(input.version), wireValues(area, section, input.values, 'update'), { signal }).then((saved) => thenUpload(saved, input.values, signal))),
      deleteRecord: fromPromise(({ input, signal }: { input: { id: number; version: number }; signal: AbortSignal }) =>
        area.api.remove(input.id, newest(input.version), { signal })),
    },
    actions: {
      notifySaved: ({ context }) => {
        const kind = id === null ? 'created' : 'updated';
        showToast(successToast(kind, noun));
        const saved = context.record;
        onChanged?.({ kind, id: saved?.id ?? id });
        setLeaveTo(kind === 'created' && area.afterCreate !== 'list' && saved ? `${listPath}/${area.afterCreate}?id=${saved.id}` : listAddressOf(area, section, listPath, context.values));
      },
      notifyDeleted: ({ context }) => {
        // With "Undo" for a few seconds where the server keeps the record's history (issue 39 point 3).
        if (id !== null) void showDeletedToast({ kind: area.key, id, noun, onRestored: () => onChanged?.({ kind: 'updated', id }) });
        onChanged?.({ kind: 'deleted', id });
        setLeaveTo(listAddressOf(area, section, listPath, context.values));
      },
    },
  }), [area, section, listPath, id, noun, onChanged, thenUpload]);
  const actor = useActorRef(machine, { input: { id, initialValues: newValues(area, section, ownerId) } });

  const status = useSelector(actor, (s): ResourceFormStatus => {
    if (s.status === 'done') return 'done';
    for (const name of ['loading', 'notFound', 'loadFailed', 'saving', 'conflict', 'confirmingDelete', 'deleting'] as const) if (s.matches(name)) return name;
    return 'editing';
  });
  const values = useSelector(actor, (s) => s.context.values);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const dirty = useSelector(actor, (s) => s.status !== 'done' && isDirty(s.context));
  const record = useSelector(actor, (s) => s.context.record);
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.error ?? '' : null));
  const busy = status === 'saving' || status === 'deleting' || status === 'loading';
  useUnsavedChanges(dirty);
  // After the guard's effect above has marked the form clean.
  useEffect(() => {
    if (leaveTo !== null) navigate(leaveTo);
  }, [leaveTo, navigate]);

  useEffect(() => {
    if (failure === null) return;
    const ownWords = (message: string) => {
      const refusal = refusalOf(area, message);
      return refusal ? t(`${area.key}.refusals.${refusal.key}`, refusal.values) : null;
    };
    showToast(failureToast(failure || null, attempt.current, noun, ownWords));
  }, [failure, noun, area, t]);

  const missing = tried ? missingRequired(area, section, values) : [];
  const broken = tried ? brokenRules(area, values, ruleContext) : {};
  return {
    status, values, fieldErrors, missing, broken, dirty, record, busy,
    adoptVersion: useCallback((version: number) => {
      panelVersion.current = Math.max(panelVersion.current, version);
    }, []),
    change: useCallback((name: string, value: unknown) => {
      for (const [field, next] of changesOf(area, actor.getSnapshot().context.values, name, value)) actor.send({ type: 'field.change', name: field, value: next });
    }, [actor, area]),
    submit: useCallback(() => {
      setTried(true);
      // What is missing shows under its field; nothing goes to the server.
      const current = actor.getSnapshot().context.values;
      if (missingRequired(area, section, current).length > 0 || Object.keys(brokenRules(area, current, ruleContext)).length > 0) return;
      attempt.current = id === null ? 'created' : 'updated';
      actor.send({ type: 'form.submit' });
    }, [actor, area, section, id, ruleContext]),
    retry: useCallback(() => actor.send({ type: 'form.retry' }), [actor]),
    requestDelete: useCallback(() => actor.send({ type: 'delete.request' }), [actor]),
    confirmDelete: useCallback(() => {
      attempt.current = 'deleted';
      actor.send({ type: 'delete.confirm' });
    }, [actor]),
    cancelDelete: useCallback(() => actor.send({ type: 'delete.cancel' }), [actor]),
    reloadTheirs: useCallback(() => actor.send({ type: 'conflict.reload' }), [actor]),
    overwriteWithMine: useCallback(() => actor.send({ type: 'conflict.overwrite' }), [actor]),
    cancelConflict: useCallback(() => actor.send({ type: 'conflict.cancel' }), [actor]),
  };
}
