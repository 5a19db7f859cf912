import { assign, fromPromise, setup } from 'xstate';
import type { CalculatorFuel } from '../src/api/calculator-setting';
import type { CalculatorSetting } from '../contract/types/core';
import { httpStatus, serverMessage } from '../src/api/errors';
import { isDirty } from './resource-form.machine';

/**
 * One arrangement's calculator setting (issue 14 point 2, spec 02 §7): active online for drivers and,
 * per fuel, the durations and yearly kilometres with the initial pair. Edit only: the arrangement always
 * has one to show (the server answers defaults without a version when it has none of its own, and a save
 * then creates it). The initial pairs are checked by the server before anything is saved. The app
 * provides the actors (the defaults refuse) and the notifications; isDirty drives the unsaved-changes guard.
 */

export type CalculatorFuelChoice = { durations: number[]; kilometres: number[]; initialDurationMonths: number | null; initialKmPerYear: number | null };
/** What the form shows and a save sends (a type, not an interface, so isDirty compares it as plain values). */
export type CalculatorForm = { isActiveOnlineForDrivers: boolean; fuels: Record<CalculatorFuel, CalculatorFuelChoice> };
/** A read or a save: the server's row (its version, the date of the last run) and the form's values of it. */
export type LoadedSetting = { setting: CalculatorSetting; values: CalculatorForm };
/** Per fuel the server's reason for refusing its initial pair; a fuel not named passed. */
export type PairProblems = Partial<Record<CalculatorFuel, string>>;

export interface CalculatorSettingContext {
  arrangementId: number;
  /** As last read or saved; null before the first read. No version: the arrangement has no setting of its own. */
  setting: CalculatorSetting | null;
  values: CalculatorForm;
  savedValues: CalculatorForm;
  pairProblems: PairProblems;
  error: string | null;
  conflictOn: 'save' | 'delete' | null;
}

export type CalculatorSettingEvent =
  | { type: 'values.change'; values: CalculatorForm }
  | { type: 'form.submit' } | { type: 'form.reset' } | { type: 'form.retry' }
  | { type: 'conflict.reload' } | { type: 'conflict.overwrite' } | { type: 'conflict.cancel' }
  | { type: 'delete.request' } | { type: 'delete.confirm' } | { type: 'delete.cancel' };

export interface SavedNotice {
  created: boolean;
  /** Active online for drivers changed: the app reloads the arrangements so the sidebar dot and banners follow. */
  activeChanged: boolean;
}

const EMPTY_CHOICE: CalculatorFuelChoice = { durations: [], kilometres: [], initialDurationMonths: null, initialKmPerYear: null };
const EMPTY: CalculatorForm = { isActiveOnlineForDrivers: false, fuels: { d: EMPTY_CHOICE, e: EMPTY_CHOICE, l: EMPTY_CHOICE } };

const notProvided = (name: string) => () => Promise.reject(new Error(`${name} not provided`));
const failure = ({ event }: { event: { error: unknown } }) => event.error;
const loaded = ({ event }: { event: { output: LoadedSetting } }) => event.output;
type Ctx = { context: CalculatorSettingContext };
const ids = ({ context }: Ctx) => ({ arrangementId: context.arrangementId });
const withVersion = ({ context }: Ctx) => ({ arrangementId: context.arrangementId, version: context.setting?.version ?? 0 });
const toEditing = '#calculatorSetting.editing';
const toFailed = { target: '#calculatorSetting.failed', actions: { type: 'recordError', params: failure } } as const;
const toConflict = (on: 'save' | 'delete') =>
  ({ guard: { type: 'isConflict', params: failure }, target: '#calculatorSetting.conflict', actions: { type: 'rememberConflict', params: on } }) as const;
const saved = {
  target: toEditing,
  actions: [
    { type: 'notifySaved', params: ({ context, event }: Ctx & { event: { output: LoadedSetting } }): SavedNotice => ({
      created: context.setting?.version === undefined,
      activeChanged: context.savedValues.isActiveOnlineForDrivers !== event.output.values.isActiveOnlineForDrivers,
    }) },
    { type: 'adoptSetting', params: loaded },
  ],
} as const;
/** What the form answers while it can be edited (editing, and after a failure). */
const formEvents = {
  'form.submit': { target: '#calculatorSetting.checking' },
  'form.reset': { target: toEditing, actions: 'resetValues' },
  'delete.request': { guard: 'hasOwnSetting', target: '#calculatorSetting.confirmingDelete' },
} as const;

export const calculatorSettingMachine = setup({
  types: {
    context: {} as CalculatorSettingContext,
    input: {} as { arrangementId: number },
    events: {} as CalculatorSettingEvent,
  },
  actors: {
    loadSetting: fromPromise<LoadedSetting, { arrangementId: number }>(notProvided('loadSetting')),
    checkPairs: fromPromise<PairProblems, { values: CalculatorForm }>(notProvided('checkPairs')),
    createSetting: fromPromise<LoadedSetting, { arrangementId: number; values: CalculatorForm }>(notProvided('createSetting')),
    updateSetting: fromPromise<LoadedSetting, { arrangementId: number; version: number; values: CalculatorForm }>(notProvided('updateSetting')),
    deleteSetting: fromPromise<void, { arrangementId: number; version: number }>(notProvided('deleteSetting')),
  },
  guards: {
    hasOwnSetting: ({ context }) => context.setting?.version !== undefined,
    /** A delete stopped by a 412 whose fresh read still shows a setting of its own (else there is nothing left to delete). */
    isDeleteConflictOnSetting: ({ context }, { setting }: LoadedSetting) => context.conflictOn === 'delete' && setting.version !== undefined,
    isConflict: (_, error: unknown) => httpStatus(error) === 412,
    isEveryPairValid: (_, problems: PairProblems) => Object.keys(problems).length === 0,
    isDeleteConflict: ({ context }) => context.conflictOn === 'delete',
    hasPairProblems: ({ context }) => Object.keys(context.pairProblems).length > 0,
    hasNoPairProblems: ({ context }) => Object.keys(context.pairProblems).length === 0,
  },
  actions: {
    /** Theirs as read or as saved: both the form's and the saved values. */
    adoptSetting: assign((_, { setting, values }: LoadedSetting) => ({ setting, values, savedValues: values, pairProblems: {} })),
    /** A fresh read before overwriting: its version and what it holds as saved; my values stay. */
    adoptVersion: assign((_, { setting, values }: LoadedSetting) => ({ setting, savedValues: values })),
    changeValues: assign((_, values: CalculatorForm) => ({ values, pairProblems: {} })),
    resetValues: assign(({ context }) => ({ values: context.savedValues, pairProblems: {} })),
    storePairProblems: assign({ pairProblems: (_, problems: PairProblems) => problems }),
    clearPairProblems: assign({ pairProblems: {} }),
    recordError: assign({ error: (_, error: unknown) => serverMessage(error) }),
    clearError: assign({ error: null }),
    rememberConflict: assign({ conflictOn: (_, on: 'save' | 'delete') => on }),
    /** Provided by the app: the success toast, and the arrangements reloaded when active for drivers changed. */
    notifySaved: (_, _notice: SavedNotice) => {},
    /** Provided by the app: the deleted toast and the arrangements reloaded (the arrangement is now inactive). */
    notifyDeleted: () => {},
  },
}).createMachine({
  id: 'calculatorSetting',
  description:
    "An arrangement's calculator setting: read it, edit, have the server check each fuel's initial pair, then create it " +
    '(no setting of its own yet) or update it with its version; a 412 asks whether to take theirs or overwrite; delete after confirming.',
  context: ({ input }) => ({
    arrangementId: input.arrangementId, setting: null, values: EMPTY, savedValues: EMPTY, pairProblems: {}, error: null, conflictOn: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: { src: 'loadSetting', input: ids, onDone: { target: 'editing', actions: { type: 'adoptSetting', params: loaded } }, onError: { target: 'loadFailed', actions: { type: 'recordError', params: failure } } },
    },
    loadFailed: { description: 'The setting could not be read: a message and a retry.', exit: 'clearError', on: { 'form.retry': { target: 'loading' } } },
    editing: {
      description: 'The form. Dirty while the values differ from those last read or saved (isDirty).',
      initial: 'ready',
      on: { 'values.change': { actions: { type: 'changeValues', params: ({ event }) => event.values } }, ...formEvents },
      states: {
        ready: { always: { guard: 'hasPairProblems', target: 'refused' } },
        refused: {
          description: "The server refused a fuel's initial pair: its reason shows under that fuel's pair; nothing was saved.",
          always: { guard: 'hasNoPairProblems', target: 'ready' },
        },
      },
    },
    checking: {
      description: "POST /checkinitialdurationkm for every fuel with choices: all valid saves, else the reasons show and nothing is saved.",
      tags: ['busy'],
      entry: 'clearPairProblems',
      invoke: {
        src: 'checkPairs',
        input: ({ context }) => ({ values: context.values }),
        onDone: [
          { guard: { type: 'isEveryPairValid', params: ({ event }) => event.output }, target: 'saving' },
          { target: 'editing', actions: { type: 'storePairProblems', params: ({ event }) => event.output } },
        ],
        onError: toFailed,
      },
    },
    failed: {
      description: "A check, save or delete failed: the server's message shows; the values stay, edit on or submit again.",
      exit: 'clearError',
      on: { 'values.change': { target: 'editing', actions: { type: 'changeValues', params: ({ event }) => event.values } }, ...formEvents },
    },
    saving: {
      description: 'POST when the arrangement has no setting of its own, else PUT with If-Match: the version last read.',
      tags: ['busy'],
      initial: 'choosing',
      states: {
        choosing: { always: [{ guard: 'hasOwnSetting', target: 'updating' }, { target: 'creating' }] },
        creating: {
          invoke: { src: 'createSetting', input: ({ context }) => ({ ...ids({ context }), values: context.values }), onDone: saved, onError: toFailed },
        },
        updating: {
          invoke: {
            src: 'updateSetting',
            input: ({ context }) => ({ ...withVersion({ context }), values: context.values }),
            onDone: saved,
            onError: [toConflict('save'), toFailed],
          },
        },
      },
    },
    conflict: {
      description: 'Someone else changed the setting since it was read (412). Take theirs, overwrite with mine, or cancel and keep mine (still stale).',
      tags: ['dialog'],
      initial: 'asking',
      states: {
        asking: { on: { 'conflict.reload': { target: 'reloading' }, 'conflict.overwrite': { target: 'refreshing' }, 'conflict.cancel': { target: toEditing } } },
        reloading: {
          tags: ['busy'],
          invoke: { src: 'loadSetting', input: ids, onDone: { target: toEditing, actions: { type: 'adoptSetting', params: loaded } }, onError: toFailed },
        },
        refreshing: {
          description: 'Reads the current version, then repeats what the 412 stopped with it; a setting deleted meanwhile is created again.',
          tags: ['busy'],
          invoke: {
            src: 'loadSetting',
            input: ids,
            onDone: [
              { guard: { type: 'isDeleteConflictOnSetting', params: loaded }, target: '#calculatorSetting.deleting', actions: { type: 'adoptVersion', params: loaded } },
              { guard: 'isDeleteConflict', target: toEditing, actions: { type: 'adoptSetting', params: loaded } },
              { target: '#calculatorSetting.saving', actions: { type: 'adoptVersion', params: loaded } },
            ],
            onError: toFailed,
          },
        },
      },
    },
    confirmingDelete: {
      description: 'Deleting the setting (not the arrangement): the dialog asks to confirm (its toast then offers Undo for a few seconds).',
      tags: ['dialog'],
      on: { 'delete.confirm': { target: 'deleting' }, 'delete.cancel': { target: 'editing' } },
    },
    deleting: {
      description: 'DELETE with If-Match; then the arrangement is read again (inactive for drivers, no setting of its own).',
      tags: ['busy'],
      invoke: { src: 'deleteSetting', input: withVersion, onDone: { target: 'loading', actions: 'notifyDeleted' }, onError: [toConflict('delete'), toFailed] },
    },
  },
});

export { isDirty };
