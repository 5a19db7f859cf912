import { assign, fromPromise, setup } from 'xstate';
import type { FieldValues } from '../src/api/resource';
import { httpStatus, serverMessage } from '../src/api/errors';
import { fieldReasonOf } from '../src/api/field-errors';
import {
  isAcceptableImage, mobilityContainerApi, replaceContainerImage, type ContainerImage, type MobilityContainerRow,
} from '../src/api/mobilitycontainer';

/**
 * Creating a mobility container (spec 01 §4, 02 §4): create → upload the logo and the favicon when given →
 * make it the current container → /mobility.
 *
 * A machine of its own rather than states of containerSelection: the selection is an app-wide actor that
 * lives as long as the signed-in shell and should hold no form values, chosen files or upload progress of one
 * screen; this flow lives on the create screen and ends there. The two meet in one event: `makeCurrent`
 * (provided by the app) sends containerSelection its `container.created`, which reads the list again with
 * the new container chosen. A failed upload does not undo the container: the flow says which file failed
 * (`notifyUploadFailed`) and still makes it current; the file can be added on the container's edit screen.
 */

export interface ContainerCreationInput {
  /** The form's values at the start (display name, active). */
  initialValues: FieldValues;
}

export interface ContainerCreationContext {
  values: FieldValues;
  logo: File | null;
  favicon: File | null;
  /** The container once created (and as the last upload answered it). */
  container: MobilityContainerRow | null;
  /** The server's reason per refused field (a 400 naming `body.<field>`). */
  fieldErrors: Record<string, string>;
  /** The server's message for a refused create ('' when it gave none: the UI shows a generic text); null otherwise. */
  error: string | null;
  /** The images that could not be stored; the container exists without them. */
  failedUploads: ContainerImage[];
}

export type ContainerCreationEvent =
  | { type: 'field.change'; name: string; value: unknown }
  /** A chosen image, or null to leave it out again. */
  | { type: 'file.choose'; which: ContainerImage; file: File | null }
  | { type: 'form.submit' }
  | { type: 'form.cancel' };

export interface ContainerCreationOutput {
  container: MobilityContainerRow | null;
  failedUploads: ContainerImage[];
}

const failure = ({ event }: { event: { error: unknown } }) => event.error;
const created = ({ event }: { event: { output: MobilityContainerRow } }) => event.output;
const upload = (which: ContainerImage) => ({ context }: { context: ContainerCreationContext }) =>
  ({ which, id: context.container!.id, file: context[which]! });
/** Where the flow goes once the logo is done with (uploaded, failed or not given). */
const afterLogo = [{ guard: 'hasFavicon', target: 'uploadingFavicon' }, { target: 'makingCurrent' }] as const;

export const containerCreationMachine = setup({
  types: {
    context: {} as ContainerCreationContext,
    input: {} as ContainerCreationInput,
    events: {} as ContainerCreationEvent,
    output: {} as ContainerCreationOutput,
  },
  actors: {
    createContainer: fromPromise<MobilityContainerRow, { values: FieldValues }>(({ input, signal }) => mobilityContainerApi.create(input.values, { signal })),
    uploadImage: fromPromise<MobilityContainerRow, { which: ContainerImage; id: number; file: File }>(({ input, signal }) =>
      replaceContainerImage(input.which, input.id, input.file, { signal }) as Promise<MobilityContainerRow>),
  },
  guards: {
    hasLogo: ({ context }) => context.logo !== null,
    hasFavicon: ({ context }) => context.favicon !== null,
    isAcceptableFile: (_, { which, file }: { which: ContainerImage; file: File | null }) => file === null || isAcceptableImage(which, file),
    isFieldRefusal: (_, error: unknown) => httpStatus(error) === 400 && fieldReasonOf(error).field !== null,
  },
  actions: {
    changeField: assign(({ context }, { name, value }: { name: string; value: unknown }) => {
      const { [name]: _cleared, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, [name]: value }, fieldErrors };
    }),
    chooseFile: assign((_, { which, file }: { which: ContainerImage; file: File | null }) => ({ [which]: file })),
    clearErrors: assign({ error: null, fieldErrors: {} }),
    storeContainer: assign({ container: (_, container: MobilityContainerRow) => container }),
    storeFieldError: assign(({ context }, error: unknown) =>
      ({ fieldErrors: { ...context.fieldErrors, [fieldReasonOf(error).field ?? '']: fieldReasonOf(error).reason ?? '' } })),
    /** '' when the server gave no words (no answer at all): the UI says it generically. */
    recordError: assign({ error: (_, error: unknown) => serverMessage(error) ?? '' }),
    recordUploadFailure: assign({ failedUploads: ({ context }, which: ContainerImage) => [...context.failedUploads, which] }),
    /** Provided by the app: "Mobility container created". */
    notifyCreated: () => {},
    /** Provided by the app: "Logo toegevoegd" / "Favicon toegevoegd". */
    notifyUploaded: (_, _which: ContainerImage) => {},
    /** Provided by the app: which file could not be stored (the container was kept). */
    notifyUploadFailed: (_, _which: ContainerImage) => {},
    /** Provided by the app: containerSelection's `container.created` with the new id. */
    makeCurrent: (_, _id: number) => {},
    /** Provided by the app: to /mobility (spec 02 §2 "/mobility: after creating a container"). */
    goToMobility: () => {},
    /** Provided by the app: back to where the user came from (the container list). */
    goBack: () => {},
  },
}).createMachine({
  id: 'containerCreation',
  description: 'A new mobility container: created, its logo and favicon uploaded when given (a failed upload keeps the container), made current, then /mobility.',
  context: ({ input }) => ({
    values: input.initialValues, logo: null, favicon: null, container: null, fieldErrors: {}, error: null, failedUploads: [],
  }),
  initial: 'editing',
  output: ({ context }) => ({ container: context.container, failedUploads: context.failedUploads }),
  states: {
    editing: {
      description: "The form with its two file pickers; after a refused create it shows the server's reason (under its field when it names one).",
      on: {
        'field.change': { actions: { type: 'changeField', params: ({ event }) => event } },
        'file.choose': {
          guard: { type: 'isAcceptableFile', params: ({ event }) => event },
          actions: { type: 'chooseFile', params: ({ event }) => event },
        },
        'form.submit': { target: 'creating', actions: 'clearErrors' },
        'form.cancel': { target: 'cancelled', actions: 'goBack' },
      },
    },
    creating: {
      description: 'POST /mobilitycontainer with the name and the active flag.',
      tags: ['busy'],
      invoke: {
        src: 'createContainer',
        input: ({ context }) => ({ values: context.values }),
        onDone: [
          { guard: 'hasLogo', target: 'uploadingLogo', actions: [{ type: 'storeContainer', params: created }, 'notifyCreated'] },
          { guard: 'hasFavicon', target: 'uploadingFavicon', actions: [{ type: 'storeContainer', params: created }, 'notifyCreated'] },
          { target: 'makingCurrent', actions: [{ type: 'storeContainer', params: created }, 'notifyCreated'] },
        ],
        onError: [
          { guard: { type: 'isFieldRefusal', params: failure }, target: 'editing', actions: { type: 'storeFieldError', params: failure } },
          { target: 'editing', actions: { type: 'recordError', params: failure } },
        ],
      },
    },
    uploadingLogo: {
      description: 'POST /mobilitycontainer/uploadlogo?containerId= with the chosen logo.',
      tags: ['busy'],
      invoke: {
        src: 'uploadImage',
        input: upload('logo'),
        onDone: afterLogo.map((branch) => ({ ...branch, actions: [{ type: 'storeContainer', params: created }, { type: 'notifyUploaded', params: 'logo' }] })),
        onError: afterLogo.map((branch) => ({ ...branch, actions: [{ type: 'recordUploadFailure', params: 'logo' }, { type: 'notifyUploadFailed', params: 'logo' }] })),
      },
    },
    uploadingFavicon: {
      description: 'POST /mobilitycontainer/uploadfavicon?containerId= with the chosen favicon.',
      tags: ['busy'],
      invoke: {
        src: 'uploadImage',
        input: upload('favicon'),
        onDone: { target: 'makingCurrent', actions: [{ type: 'storeContainer', params: created }, { type: 'notifyUploaded', params: 'favicon' }] },
        onError: { target: 'makingCurrent', actions: [{ type: 'recordUploadFailure', params: 'favicon' }, { type: 'notifyUploadFailed', params: 'favicon' }] },
      },
    },
    makingCurrent: {
      description: 'The new container becomes the current one (containerSelection: container.created), whatever the uploads did.',
      tags: ['busy'],
      always: {
        target: 'done',
        actions: [{ type: 'makeCurrent', params: ({ context }) => context.container!.id }, 'goToMobility'],
      },
    },
    done: {
      description: 'Created and current; the app is on its way to /mobility.',
      type: 'final',
    },
    cancelled: {
      description: 'Left without creating anything.',
      type: 'final',
    },
  },
});
