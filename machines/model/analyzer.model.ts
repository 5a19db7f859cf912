import type { analyzerMachine } from '../analyzer.machine';
import { canExecute, categoriesOf, isCarChosen } from '../analyzer-choices';
import type { Brand, CarType, Model } from '../../contract/types/catalogue';
import type { CarArrangement } from '../../contract/types/core';
import type { Driver } from '../../contract/types/drivers';
import type { AnalyzerResult } from '../../contract/types/analyzer';
import { SEARCH_PAUSE_MS } from '../../src/lib/search-pause';
import { ensure, type MachineModel } from './machine-model';
import { arrangementSample, networkFailure, serverRefusal } from './samples';

/** Arrangement 1 (car) with two categories, arrangement 2 a bike arrangement. */
const car: CarArrangement = {
  ...arrangementSample(1),
  categories: [{ id: 11, displayName: 'Middenklasse', categoryNumber: '1' }, { id: 12, displayName: 'Hogere middenklasse', categoryNumber: '2' }],
};
const bike: CarArrangement = { ...arrangementSample(2), dataObject: { type: 'bike' }, categories: [{ id: 21, displayName: 'E-bike', categoryNumber: '1' }] };
const brand: Brand = { id: 3, name: 'Volkswagen', label: '' };
const model: Model = { id: 30, modelId: 30, name: 'Golf', label: '' };
const version = (id: number, typeIdHist: number | null): CarType => ({
  id, modelId: 30, typeIdHist, name: `Golf ${id}`, fuelCode: 'l', bodyType: null, energyLabel: 'B', co2: 120, consumerPrice: 35000, fiscalValue: 35000, dateAdded: null,
});
/** Driver 41, bound to arrangement 1 in category 12 only. */
const driver = {
  id: 41, firstName: 'Jan', prefixSurname: null, surname: 'Jansen', fullName: 'Jan Jansen', emailAddress: 'jan@demo.test',
  carArrangementCategoryBindings: [{ carArrangementId: 1, categoryId: 12 }],
} as Driver;
const result: AnalyzerResult = {
  cProbleem: 'Model Golf is blocked in this arrangement.', cOplossing: 'Unblock Volkswagen Golf (Arrangement › Blocked).',
  available: false, leasePrice: 512.4, findings: [{ rule: 'modelBlocked', problem: 'Model Golf is blocked in this arrangement.', solution: 'Unblock Volkswagen Golf (Arrangement › Blocked).' }],
};

/** The samples, for the machine's hand-written tests too. */
export const analyzerSamples = { car, bike, brand, model, version, driver, result };

/** Scenario samples leaving a group of choices out. */
const NO_CATALOGUE = { 'brand.choose': [], 'model.choose': [], 'version.choose': [] };
const NO_DRIVER = { 'driver.search': [], 'driver.choose': [] };

export const analyzerModel: MachineModel<typeof analyzerMachine> = {
  actors: {
    loadLists: [{ output: { arrangements: [car, bike], brands: [brand] } }, { error: networkFailure }],
    searchDrivers: [{ output: [driver] }, { error: networkFailure }],
    loadModels: [{ output: [model] }, { error: networkFailure }],
    loadVersions: [{ output: [version(300, 5000), version(301, null)] }, { error: networkFailure }],
    runAnalysis: [{ output: result }, { error: serverRefusal(404, 'Car arrangement 1 was not found.') }],
  },
  events: {
    'arrangement.choose': [{ type: 'arrangement.choose', arrangementId: 2 }, { type: 'arrangement.choose', arrangementId: 99 }],
    'driver.search': [{ type: 'driver.search', query: 'jan' }, { type: 'driver.search', query: '' }],
    'driver.choose': [{ type: 'driver.choose', driverId: 41 }, { type: 'driver.choose', driverId: null }, { type: 'driver.choose', driverId: 77 }],
    'category.choose': [{ type: 'category.choose', categoryId: 11 }, { type: 'category.choose', categoryId: 21 }],
    'brand.choose': [{ type: 'brand.choose', brandId: 3 }, { type: 'brand.choose', brandId: 99 }],
    'model.choose': [{ type: 'model.choose', modelId: 30 }, { type: 'model.choose', modelId: 99 }],
    'version.choose': [{ type: 'version.choose', versionId: 300 }, { type: 'version.choose', versionId: 301 }],
    'typeIdHist.enter': [{ type: 'typeIdHist.enter', text: '5000' }, { type: 'typeIdHist.enter', text: '12a' }],
    'analysis.execute': [{ type: 'analysis.execute', locale: 'en-EN' }],
  },
  // Each group of choices from its own start: together they would multiply into thousands of snapshots.
  scenarios: [
    {
      name: "arrangement menu: a driver's categories",
      input: () => ({ clientName: 'demo', fixedArrangementId: 1 }),
      // Time for one pause in typing: the driver search asks once typing stops.
      horizonMs: SEARCH_PAUSE_MS,
      events: { ...NO_CATALOGUE, 'category.choose': [{ type: 'category.choose', categoryId: 11 }], 'typeIdHist.enter': [{ type: 'typeIdHist.enter', text: '5000' }] },
    },
    {
      name: 'arrangement menu: brand, model and version, or a typed historical type id',
      input: () => ({ clientName: 'demo', fixedArrangementId: 1 }),
      events: { ...NO_DRIVER, 'category.choose': [{ type: 'category.choose', categoryId: 11 }] },
    },
    {
      name: 'another menu: the arrangement is chosen (a car or a bike one)',
      input: () => ({ clientName: 'demo', fixedArrangementId: null }),
      horizonMs: SEARCH_PAUSE_MS,
      events: {
        ...NO_CATALOGUE,
        'arrangement.choose': [{ type: 'arrangement.choose', arrangementId: 1 }, { type: 'arrangement.choose', arrangementId: 2 }, { type: 'arrangement.choose', arrangementId: 99 }],
        'driver.search': [{ type: 'driver.search', query: 'jan' }],
        'driver.choose': [{ type: 'driver.choose', driverId: 41 }],
        'typeIdHist.enter': [{ type: 'typeIdHist.enter', text: '5000' }],
      },
    },
  ],
  invariants(snapshot) {
    const { context } = snapshot;
    const calling = ['loadingLists', 'searchingDrivers', 'loadingModels', 'loadingVersions', 'loading'] as const;
    ensure(snapshot.hasTag('busy') === calling.some((state) => snapshot.matches(state)), 'busy exactly while a list or the analysis is on its way');
    ensure(snapshot.hasTag('analysing') === snapshot.matches('loading'), 'the Execute loader exactly while the analysis runs');
    ensure((context.result !== null) === snapshot.matches({ ready: 'resultShown' }), 'a result is shown exactly in resultShown');
    if (context.fixedArrangementId !== null && context.arrangements.length > 0) {
      ensure(context.arrangementId === context.fixedArrangementId, 'from the arrangement menu the current arrangement is the analysed one');
      ensure(!snapshot.can({ type: 'arrangement.choose', arrangementId: 2 }), 'a fixed arrangement cannot be changed');
    }
    ensure(context.driver === null || isCarChosen(context), 'a driver only for a car arrangement');
    ensure(context.categoryId === null || categoriesOf(context).some((category) => category.id === context.categoryId),
      "the category is one of the driver's bindings, else of the arrangement");
    ensure(context.brandId !== null || (context.models.length === 0 && context.modelId === null), 'no model without a brand');
    ensure(context.modelId !== null || (context.versions.length === 0 && context.versionId === null), 'no version without a model');
    ensure(context.versionId === null || context.typeIdHistText === '', 'a version or a typed historical type id, never both');
    ensure(snapshot.can({ type: 'analysis.execute', locale: 'en-EN' }) === (snapshot.matches('ready') && canExecute(context)),
      'Execute exactly with a car arrangement, a category and a version or historical type id');
  },
};
