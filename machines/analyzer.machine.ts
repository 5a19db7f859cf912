import { assign, fromPromise, setup } from 'xstate';
import type { Brand, CarType, Model } from '../contract/types/catalogue';
import type { CarArrangement } from '../contract/types/core';
import type { Driver } from '../contract/types/drivers';
import type { AnalyzerRequest, AnalyzerResult } from '../contract/types/analyzer';
import { analyzeCar } from '../src/api/analyzer';
import { fetchCarArrangements } from '../src/api/cararrangement';
import { fetchBrands, fetchCarTypes, fetchModels } from '../src/api/catalogue';
import { fetchDrivers } from '../src/api/drivers';
import { SEARCH_PAUSE_MS } from '../src/lib/search-pause';
import { analyzerRequest, canExecute, categoriesOf, isCarChosen, type AnalyzerChoices } from './analyzer-choices';
import { isListed } from './remembered-choice';

/**
 * The problem-analysis tool (spec 01 §4 "Analyzer: idle, loading, result shown; on failure result is cleared", §7):
 * arrangement → (driver) → category → brand → model → version, or a typed historical type id; Execute asks the
 * server why that car is not offered. Every change of a choice clears what depended on it, and the result, which
 * always answers the choices on screen. The modal tool_analyzer and the page /tools/analyzer run the same machine.
 */

/** How many drivers the search offers at once. */
export const DRIVER_CHOICES = 10;

export interface AnalyzerInput {
  clientName: string;
  /** The current arrangement when the active menu is arrangement: then it is the analysed one and cannot change. */
  fixedArrangementId: number | null;
}

export interface AnalyzerContext extends AnalyzerChoices {
  fixedArrangementId: number | null;
  driverQuery: string;
  result: AnalyzerResult | null;
}

export type AnalyzerEvent =
  | { type: 'lists.retry' }
  | { type: 'arrangement.choose'; arrangementId: number }
  | { type: 'driver.search'; query: string }
  /** null: no driver (the arrangement's categories). */
  | { type: 'driver.choose'; driverId: number | null }
  | { type: 'category.choose'; categoryId: number }
  | { type: 'brand.choose'; brandId: number }
  | { type: 'model.choose'; modelId: number }
  | { type: 'version.choose'; versionId: number }
  | { type: 'typeIdHist.enter'; text: string }
  /** `locale`: the app's current locale, which the server writes the texts in. */
  | { type: 'analysis.execute'; locale: string };

interface StartLists {
  arrangements: CarArrangement[];
  brands: Brand[];
}

/** What a changed choice no longer answers. */
const NO_RESULT = { result: null } as const;
const noCatalogue = (): Pick<AnalyzerContext, 'brandId' | 'models' | 'modelId' | 'versions' | 'versionId'> =>
  ({ brandId: null, models: [], modelId: null, versions: [], versionId: null });

export const analyzerMachine = setup({
  types: {
    context: {} as AnalyzerContext,
    input: {} as AnalyzerInput,
    events: {} as AnalyzerEvent,
  },
  actors: {
    loadLists: fromPromise<StartLists>(async ({ signal }) => {
      const [arrangements, brands] = await Promise.all([fetchCarArrangements({ signal }), fetchBrands({ signal })]);
      return { arrangements, brands };
    }),
    searchDrivers: fromPromise<Driver[], { arrangementId: number; query: string }>(async ({ input, signal }) =>
      (await fetchDrivers({ carArrangementId: input.arrangementId, q: input.query.trim(), includeBindings: true, pageSize: DRIVER_CHOICES }, { signal })).items),
    loadModels: fromPromise<Model[], { brandId: number }>(({ input, signal }) => fetchModels(input.brandId, { signal })),
    loadVersions: fromPromise<CarType[], { modelId: number }>(({ input, signal }) => fetchCarTypes(input.modelId, { signal })),
    runAnalysis: fromPromise<AnalyzerResult, { request: AnalyzerRequest; locale: string }>(({ input, signal }) =>
      analyzeCar(input.request, { signal, locale: input.locale })),
  },
  guards: {
    isArrangementChoosable: ({ context }, arrangementId: number) =>
      context.fixedArrangementId === null && isListed(context.arrangements, arrangementId),
    isCarChosen: ({ context }) => isCarChosen(context),
    isBlankQuery: (_, query: string) => query.trim() === '',
    isDriverChoosable: ({ context }, driverId: number | null) =>
      isCarChosen(context) && (driverId === null || isListed(context.drivers, driverId)),
    isCategoryChoosable: ({ context }, categoryId: number) => isListed(categoriesOf(context), categoryId),
    isBrandListed: ({ context }, brandId: number) => isListed(context.brands, brandId),
    isModelListed: ({ context }, modelId: number) => isListed(context.models, modelId),
    /** A version without a historical type id cannot be analysed: the vehicle-data provider never knew it. */
    isVersionChoosable: ({ context }, versionId: number) =>
      context.versions.some((version) => version.id === versionId && version.typeIdHist !== null),
    canExecute: ({ context }) => canExecute(context),
  },
  /** Fast typing asks the server once: a search waits for a pause in typing, as every search of the app. */
  delays: { searchPause: SEARCH_PAUSE_MS },
  actions: {
    storeLists: assign(({ context }, { arrangements, brands }: StartLists) => ({
      arrangements,
      brands,
      arrangementId: isListed(arrangements, context.fixedArrangementId) ? context.fixedArrangementId : null,
    })),
    chooseArrangement: assign((_, arrangementId: number) =>
      ({ arrangementId, driverQuery: '', drivers: [], driver: null, categoryId: null, ...NO_RESULT })),
    storeQuery: assign((_, query: string) => ({ driverQuery: query, ...NO_RESULT })),
    storeDrivers: assign({ drivers: (_, drivers: Driver[]) => drivers }),
    clearDrivers: assign({ drivers: [] }),
    chooseDriver: assign(({ context }, driverId: number | null) => {
      const driver = context.drivers.find((candidate) => candidate.id === driverId) ?? null;
      const categories = categoriesOf({ ...context, driver });
      // One category leaves no choice: it is the driver's (or the arrangement's only) one.
      return { driver, categoryId: categories.length === 1 ? categories[0]!.id : null, ...NO_RESULT };
    }),
    chooseCategory: assign((_, categoryId: number) => ({ categoryId, ...NO_RESULT })),
    chooseBrand: assign((_, brandId: number) => ({ ...noCatalogue(), brandId, typeIdHistText: '', ...NO_RESULT })),
    storeModels: assign({ models: (_, models: Model[]) => models }),
    chooseModel: assign((_, modelId: number) => ({ modelId, versions: [], versionId: null, ...NO_RESULT })),
    storeVersions: assign({ versions: (_, versions: CarType[]) => versions }),
    chooseVersion: assign((_, versionId: number) => ({ versionId, typeIdHistText: '', ...NO_RESULT })),
    /** Typing is the alternative to the catalogue: once anything is typed the brand, model and version are let go. */
    enterTypeIdHist: assign((_, text: string) => ({ typeIdHistText: text, ...(text.trim() === '' ? {} : noCatalogue()), ...NO_RESULT })),
    storeResult: assign({ result: (_, result: AnalyzerResult) => result }),
    clearResult: assign(NO_RESULT),
  },
}).createMachine({
  id: 'analyzer',
  description:
    'The problem-analysis tool: an arrangement (fixed when the active menu is arrangement), for a car arrangement optionally a driver, ' +
    "a category (the driver's own, else the arrangement's), then brand → model → version or a typed historical type id; " +
    'Execute shows why the server does not offer that car. A failed analysis clears the result silently.',
  context: ({ input }) => ({
    clientName: input.clientName, fixedArrangementId: input.fixedArrangementId,
    arrangements: [], arrangementId: null, driverQuery: '', drivers: [], driver: null, categoryId: null,
    brands: [], ...noCatalogue(), typeIdHistText: '', ...NO_RESULT,
  }),
  initial: 'loadingLists',
  states: {
    loadingLists: {
      description: "The client's arrangements and the catalogue's brands.",
      tags: ['busy'],
      invoke: {
        src: 'loadLists',
        onDone: { target: 'ready', actions: { type: 'storeLists', params: ({ event }) => event.output } },
        onError: { target: 'listsFailed' },
      },
    },
    listsFailed: {
      description: 'The lists could not be read: the form says so and offers to try again.',
      on: { 'lists.retry': { target: 'loadingLists' } },
    },
    ready: {
      description: 'The form: every change of a choice clears the choices that depended on it and the result.',
      initial: 'idle',
      on: {
        'arrangement.choose': {
          guard: { type: 'isArrangementChoosable', params: ({ event }) => event.arrangementId },
          target: '.idle',
          actions: { type: 'chooseArrangement', params: ({ event }) => event.arrangementId },
        },
        'driver.search': [
          { guard: { type: 'isBlankQuery', params: ({ event }) => event.query }, target: '.idle', actions: [{ type: 'storeQuery', params: ({ event }) => event.query }, 'clearDrivers'] },
          { guard: 'isCarChosen', target: 'searchingDrivers', actions: { type: 'storeQuery', params: ({ event }) => event.query } },
        ],
        'driver.choose': {
          guard: { type: 'isDriverChoosable', params: ({ event }) => event.driverId },
          target: '.idle',
          actions: { type: 'chooseDriver', params: ({ event }) => event.driverId },
        },
        'category.choose': {
          guard: { type: 'isCategoryChoosable', params: ({ event }) => event.categoryId },
          target: '.idle',
          actions: { type: 'chooseCategory', params: ({ event }) => event.categoryId },
        },
        'brand.choose': {
          guard: { type: 'isBrandListed', params: ({ event }) => event.brandId },
          target: 'loadingModels',
          actions: { type: 'chooseBrand', params: ({ event }) => event.brandId },
        },
        'model.choose': {
          guard: { type: 'isModelListed', params: ({ event }) => event.modelId },
          target: 'loadingVersions',
          actions: { type: 'chooseModel', params: ({ event }) => event.modelId },
        },
        'version.choose': {
          guard: { type: 'isVersionChoosable', params: ({ event }) => event.versionId },
          target: '.idle',
          actions: { type: 'chooseVersion', params: ({ event }) => event.versionId },
        },
        'typeIdHist.enter': { target: '.idle', actions: { type: 'enterTypeIdHist', params: ({ event }) => event.text } },
        'analysis.execute': { guard: 'canExecute', target: 'loading', actions: 'clearResult' },
      },
      states: {
        idle: { description: 'Choosing; Execute is enabled once a category and a version (or a historical type id) are there.' },
        resultShown: { description: 'The problem and solution texts for the choices on screen.' },
      },
    },
    searchingDrivers: {
      description: "The arrangement's drivers matching the typed query, asked once typing pauses; a new query starts the pause again and replaces the search on its way.",
      tags: ['busy'],
      initial: 'pausing',
      states: {
        pausing: { description: 'Waiting for a pause in typing (searchPause, as every search of the app).', after: { searchPause: 'asking' } },
        asking: {
          invoke: {
            src: 'searchDrivers',
            input: ({ context }) => ({ arrangementId: context.arrangementId!, query: context.driverQuery }),
            onDone: { target: '#analyzer.ready', actions: { type: 'storeDrivers', params: ({ event }) => event.output } },
            // Shown as no results: the driver is optional and the search can be typed again.
            onError: { target: '#analyzer.ready', actions: 'clearDrivers' },
          },
        },
      },
      on: {
        'driver.search': [
          { guard: { type: 'isBlankQuery', params: ({ event }) => event.query }, target: 'ready', actions: [{ type: 'storeQuery', params: ({ event }) => event.query }, 'clearDrivers'] },
          { target: 'searchingDrivers', reenter: true, actions: { type: 'storeQuery', params: ({ event }) => event.query } },
        ],
      },
    },
    loadingModels: {
      description: "The brand's models; the model list stays disabled while it is empty.",
      tags: ['busy'],
      invoke: {
        src: 'loadModels',
        input: ({ context }) => ({ brandId: context.brandId! }),
        onDone: { target: 'ready', actions: { type: 'storeModels', params: ({ event }) => event.output } },
        onError: { target: 'ready' },
      },
    },
    loadingVersions: {
      description: "The model's versions with their historical type ids; the version list stays disabled while it is empty.",
      tags: ['busy'],
      invoke: {
        src: 'loadVersions',
        input: ({ context }) => ({ modelId: context.modelId! }),
        onDone: { target: 'ready', actions: { type: 'storeVersions', params: ({ event }) => event.output } },
        onError: { target: 'ready' },
      },
    },
    loading: {
      description: 'POST /api-omr/getRedenAutoNietGevonden_omrmapi with the choices; Execute shows a loader.',
      tags: ['busy', 'analysing'],
      invoke: {
        src: 'runAnalysis',
        // The locale travels with Execute (the one on screen then), not in the context: the choices are all it holds.
        input: ({ context, event }) => ({ request: analyzerRequest(context), locale: event.type === 'analysis.execute' ? event.locale : '' }),
        onDone: { target: 'ready.resultShown', actions: { type: 'storeResult', params: ({ event }) => event.output } },
        // Spec 01 §7: "On error the result is emptied silently".
        onError: { target: 'ready.idle', actions: 'clearResult' },
      },
    },
  },
});
