import { assign, fromPromise, setup } from 'xstate';
import type { FieldValues, VersionedRow } from '../src/api/resource';
import { httpStatus, serverMessage } from '../src/api/errors';
import { fieldReasonOf } from '../src/api/field-errors';

/** Any resource-kit area's record (issue 13). The app provides the four actors per area and the two
 * notifications; the defaults refuse, so nothing is ever asked of a wrong address. */

/** A row as read or saved: id, version and its fields. */
export type ResourceRecord = VersionedRow & FieldValues;

export interface ResourceFormInput {
  /** null creates a new record. */
  id: number | null;
  /** A new record's values (when editing, the loaded record's fields are used). */
  initialValues: FieldValues;
}

export interface ResourceFormContext {
  id: number | null;
  /** What the form shows and a save sends. */
  values: FieldValues;
  /** The values as last read or saved: `values` differ from them exactly when the form is dirty. */
  savedValues: FieldValues;
  /** The record as last read or saved; its version goes with update and delete. null while creating. */
  record: ResourceRecord | null;
  /** The server's reason per refused field (a 400 naming `body.<field>`). */
  fieldErrors: Record<string, string>;
  /** The server's message for a failure; null when it gave none (the UI shows a generic text). */
  error: string | null;
  /** What a 412 interrupted, so "overwrite" repeats it with the fresh version. */
  conflictOn: 'save' | 'delete' | null;
}

export type ResourceFormEvent =
  | { type: 'field.change'; name: string; value: unknown }
  | { type: 'form.submit' } | { type: 'form.reset' } | { type: 'form.retry' }
  | { type: 'conflict.reload' } | { type: 'conflict.overwrite' } | { type: 'conflict.cancel' }
  | { type: 'delete.request' } | { type: 'delete.confirm' } | { type: 'delete.cancel' };

export type ResourceFormOutput = { kind: 'created' | 'updated' | 'deleted'; record: ResourceRecord };

/** Structural equality of form values (strings, numbers, booleans, null, arrays, plain objects). */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => key in right && sameValue(left[key], right[key]));
}

/** The unsaved-changes guard: the values differ from those last read or saved. */
export function isDirty(context: Pick<ResourceFormContext, 'values' | 'savedValues'>): boolean {
  return !sameValue(context.values, context.savedValues);
}

/** A record's editable fields: everything but its id and version. */
const fieldsOf = ({ id: _id, version: _version, ...fields }: ResourceRecord): FieldValues => fields;

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

const failure = ({ event }: { event: { error: unknown } }) => event.error;
const answer = ({ event }: { event: { output: ResourceRecord } }) => event.output;
const savedOutput = ({ context }: { context: ResourceFormContext }): ResourceFormOutput =>
  ({ kind: context.id === null ? 'created' : 'updated', record: context.record! });
const deletedOutput = ({ context }: { context: ResourceFormContext }): ResourceFormOutput => ({ kind: 'deleted', record: context.record! });
const toEditing = '#resourceForm.editing';
const toFailed = { target: '#resourceForm.failed', actions: { type: 'recordError', params: failure } } as const;
const toConflict = (conflictOn: 'save' | 'delete') =>
  ({ guard: { type: 'isConflict', params: failure }, target: '#resourceForm.conflict', actions: { type: 'rememberConflict', params: conflictOn } }) as const;
const saved = { target: '#resourceForm.saved', actions: [{ type: 'storeRecord', params: answer }, { type: 'notifySaved', params: savedOutput }] } as const;
const fieldRefusal = { guard: { type: 'isFieldRefusal', params: failure }, target: toEditing, actions: { type: 'storeFieldError', params: failure } } as const;
const recordId = ({ context }: { context: ResourceFormContext }) => ({ id: context.id! });
const recordVersion = ({ context }: { context: ResourceFormContext }) => ({ id: context.id!, version: context.record!.version });
/** What the form answers while it can be edited (editing, and after a failure). */
const formEvents = {
  'form.submit': { target: '#resourceForm.saving' },
  'form.reset': { target: toEditing, actions: 'resetValues' },
  'delete.request': { guard: 'isExisting', target: '#resourceForm.confirmingDelete' },
} as const;

export const resourceFormMachine = setup({
  types: {
    context: {} as ResourceFormContext,
    input: {} as ResourceFormInput,
    events: {} as ResourceFormEvent,
    output: {} as ResourceFormOutput,
  },
  actors: {
    loadRecord: fromPromise<ResourceRecord, { id: number }>(notProvided('loadRecord')),
    createRecord: fromPromise<ResourceRecord, { values: FieldValues }>(notProvided('createRecord')),
    updateRecord: fromPromise<ResourceRecord, { id: number; version: number; values: FieldValues }>(notProvided('updateRecord')),
    deleteRecord: fromPromise<void, { id: number; version: number }>(notProvided('deleteRecord')),
  },
  guards: {
    isNew: ({ context }) => context.id === null,
    isExisting: ({ context }) => context.id !== null,
    isNotFound: (_, error: unknown) => httpStatus(error) === 404,
    isConflict: (_, error: unknown) => httpStatus(error) === 412,
    isFieldRefusal: (_, error: unknown) => httpStatus(error) === 400 && fieldReasonOf(error).field !== null,
    isDeleteConflict: ({ context }) => context.conflictOn === 'delete',
    hasFieldErrors: ({ context }) => Object.keys(context.fieldErrors).length > 0,
    hasNoFieldErrors: ({ context }) => Object.keys(context.fieldErrors).length === 0,
  },
  actions: {
    /** Read theirs: the record, and its fields as both the form's and the saved values. */
    adoptRecord: assign((_, record: ResourceRecord) => ({ record, values: fieldsOf(record), savedValues: fieldsOf(record), fieldErrors: {} })),
    /** A fresh read before overwriting: its version (and what it holds as saved); my values stay. */
    adoptVersion: assign((_, record: ResourceRecord) => ({ record, savedValues: fieldsOf(record) })),
    storeRecord: assign({ record: (_, record: ResourceRecord) => record }),
    changeField: assign(({ context }, { name, value }: { name: string; value: unknown }) => {
      const { [name]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, [name]: value }, fieldErrors };
    }),
    resetValues: assign(({ context }) => ({ values: context.savedValues, fieldErrors: {} })),
    storeFieldError: assign(({ context }, error: unknown) =>
      ({ fieldErrors: { ...context.fieldErrors, [fieldReasonOf(error).field ?? '']: fieldReasonOf(error).reason ?? '' } })),
    clearFieldErrors: assign({ fieldErrors: {} }),
    recordError: assign({ error: (_, error: unknown) => serverMessage(error) }),
    clearError: assign({ error: null }),
    rememberConflict: assign({ conflictOn: (_, conflictOn: 'save' | 'delete') => conflictOn }),
    /** Provided by the app: the success toast and the way on (list, or the new record's edit screen). */
    notifySaved: (_, _output: ResourceFormOutput) => {},
    /** Provided by the app: the deleted toast and the way back to the list. */
    notifyDeleted: (_, _output: ResourceFormOutput) => {},
  },
}).createMachine({
  id: 'resourceForm',
  description:
    'Create or edit one record of a list area: load it, edit, save with its version; a 400 naming a field shows under it; ' +
    'a 412 asks whether to take theirs or overwrite with mine; delete after a confirmation.',
  context: ({ input }) => ({
    id: input.id, values: input.initialValues, savedValues: input.initialValues, record: null, fieldErrors: {}, error: null, conflictOn: null,
  }),
  output: ({ event }) => (event as unknown as { output: ResourceFormOutput }).output,
  initial: 'opening',
  states: {
    opening: {
      description: 'Passed through at once: an id loads the record, none starts a new one with the initial values.',
      always: [{ guard: 'isNew', target: 'editing' }, { target: 'loading' }],
    },
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadRecord',
        input: recordId,
        onDone: { target: 'editing', actions: { type: 'adoptRecord', params: answer } },
        onError: [
          { guard: { type: 'isNotFound', params: failure }, target: 'notFound' },
          { target: 'loadFailed', actions: { type: 'recordError', params: failure } },
        ],
      },
    },
    notFound: { description: 'The record is gone or out of reach (404): nothing to edit under this id; the screen offers the way back.' },
    loadFailed: {
      description: "The record could not be read: the server's message (or a generic text) and a retry.",
      exit: 'clearError',
      on: { 'form.retry': { target: 'loading' } },
    },
    editing: {
      description: 'The form. Dirty while the values differ from those last read or saved (isDirty).',
      initial: 'ready',
      on: { 'field.change': { actions: { type: 'changeField', params: ({ event }) => event } }, ...formEvents },
      states: {
        ready: { always: { guard: 'hasFieldErrors', target: 'invalid' } },
        invalid: {
          description: "The server refused a field (400 naming it): its reason shows under it until that field changes.",
          always: { guard: 'hasNoFieldErrors', target: 'ready' },
        },
      },
    },
    failed: {
      description: "A save or delete failed without naming a field: the server's message shows; the values stay, edit on or submit again.",
      exit: 'clearError',
      on: { 'field.change': { target: 'editing', actions: { type: 'changeField', params: ({ event }) => event } }, ...formEvents },
    },
    saving: {
      description: 'Create (POST) or update (PUT with If-Match: the version last read); nothing else is accepted meanwhile.',
      tags: ['busy'],
      entry: 'clearFieldErrors',
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'isNew', target: 'creating' }, { target: 'updating' }] },
        creating: {
          invoke: { src: 'createRecord', input: ({ context }) => ({ values: context.values }), onDone: saved, onError: [fieldRefusal, toFailed] },
        },
        updating: {
          invoke: {
            src: 'updateRecord',
            input: ({ context }) => ({ ...recordVersion({ context }), values: context.values }),
            onDone: saved,
            onError: [fieldRefusal, toConflict('save'), toFailed],
          },
        },
      },
    },
    conflict: {
      description: 'Someone else changed the record since it was read (412). Take theirs, overwrite with mine, or cancel and keep mine (still stale).',
      tags: ['dialog'],
      initial: 'asking',
      states: {
        asking: {
          on: { 'conflict.reload': { target: 'reloading' }, 'conflict.overwrite': { target: 'refreshing' }, 'conflict.cancel': { target: toEditing } },
        },
        reloading: {
          description: 'Reads theirs: their values replace mine, as both the values and the saved ones.',
          tags: ['busy'],
          invoke: {
            src: 'loadRecord',
            input: recordId,
            onDone: { target: toEditing, actions: { type: 'adoptRecord', params: answer } },
            onError: toFailed,
          },
        },
        refreshing: {
          description: 'Reads the current version, then repeats what the 412 stopped (save my values, or delete) with it: theirs is overwritten knowingly.',
          tags: ['busy'],
          invoke: {
            src: 'loadRecord',
            input: recordId,
            onDone: [
              { guard: 'isDeleteConflict', target: '#resourceForm.deleting', actions: { type: 'adoptVersion', params: answer } },
              { target: '#resourceForm.saving.updating', actions: { type: 'adoptVersion', params: answer } },
            ],
            onError: toFailed,
          },
        },
      },
    },
    confirmingDelete: {
      description: 'Deleting cannot be undone: the dialog asks to confirm.',
      tags: ['dialog'],
      on: { 'delete.confirm': { target: 'deleting' }, 'delete.cancel': { target: 'editing' } },
    },
    deleting: {
      description: 'DELETE with If-Match: the version last read.',
      tags: ['busy'],
      invoke: {
        src: 'deleteRecord',
        input: recordVersion,
        onDone: { target: 'deleted', actions: { type: 'notifyDeleted', params: deletedOutput } },
        onError: [toConflict('delete'), toFailed],
      },
    },
    saved: { type: 'final', output: savedOutput, description: 'Saved; the app shows the toast and moves on.' },
    deleted: { type: 'final', output: deletedOutput, description: 'Deleted; the app shows the toast and goes back to the list.' },
  },
});
