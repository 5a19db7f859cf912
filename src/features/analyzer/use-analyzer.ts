import { useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { analyzerMachine, type AnalyzerInput } from '../../../machines/analyzer.machine';
import {
  canExecute, categoriesOf, chosenArrangement, isNonCarChosen, isTypeIdHistInvalid, type AnalyzerChoices,
} from '../../../machines/analyzer-choices';
import type { ArrangementCategoryRef, CarArrangement } from '../../../contract/types/core';
import type { AnalyzerResult } from '../../../contract/types/analyzer';

export type AnalyzerStatus = 'loadingLists' | 'listsFailed' | 'ready';

export interface AnalyzerView {
  status: AnalyzerStatus;
  choices: AnalyzerChoices & { driverQuery: string };
  arrangement: CarArrangement | null;
  /** The arrangement is the current one of the arrangement menu and cannot be changed here. */
  arrangementFixed: boolean;
  categories: ArrangementCategoryRef[];
  /** A non-car arrangement is chosen: the cars-only warning is the answer. */
  nonCar: boolean;
  typeIdHistInvalid: boolean;
  /** A list is on its way: the choices wait for it. */
  busy: boolean;
  searchingDrivers: boolean;
  loadingModels: boolean;
  loadingVersions: boolean;
  analysing: boolean;
  mayExecute: boolean;
  result: AnalyzerResult | null;
  send: {
    retry(): void;
    arrangement(id: number): void;
    searchDrivers(query: string): void;
    driver(id: number | null): void;
    category(id: number): void;
    brand(id: number): void;
    model(id: number): void;
    version(id: number): void;
    typeIdHist(text: string): void;
    execute(locale: string): void;
  };
}

/** The analyzer (machines/analyzer.machine.ts) for one open form: the modal tool_analyzer or the page /tools/analyzer. */
export function useAnalyzer(input: AnalyzerInput): AnalyzerView {
  const actor = useActorRef(analyzerMachine, { input });
  const status = useSelector(actor, (s): AnalyzerStatus => (s.matches('loadingLists') ? 'loadingLists' : s.matches('listsFailed') ? 'listsFailed' : 'ready'));
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const searchingDrivers = useSelector(actor, (s) => s.matches('searchingDrivers'));
  const loadingModels = useSelector(actor, (s) => s.matches('loadingModels'));
  const loadingVersions = useSelector(actor, (s) => s.matches('loadingVersions'));
  const analysing = useSelector(actor, (s) => s.hasTag('analysing'));

  const send = useMemo<AnalyzerView['send']>(() => ({
    retry: () => actor.send({ type: 'lists.retry' }),
    arrangement: (arrangementId) => actor.send({ type: 'arrangement.choose', arrangementId }),
    searchDrivers: (query) => actor.send({ type: 'driver.search', query }),
    driver: (driverId) => actor.send({ type: 'driver.choose', driverId }),
    category: (categoryId) => actor.send({ type: 'category.choose', categoryId }),
    brand: (brandId) => actor.send({ type: 'brand.choose', brandId }),
    model: (modelId) => actor.send({ type: 'model.choose', modelId }),
    version: (versionId) => actor.send({ type: 'version.choose', versionId }),
    typeIdHist: (text) => actor.send({ type: 'typeIdHist.enter', text }),
    execute: (locale) => actor.send({ type: 'analysis.execute', locale }),
  }), [actor]);
  const mayExecute = !busy && canExecute(context);

  return {
    status,
    choices: context,
    arrangement: chosenArrangement(context),
    arrangementFixed: context.fixedArrangementId !== null && context.arrangementId === context.fixedArrangementId,
    categories: categoriesOf(context),
    nonCar: isNonCarChosen(context),
    typeIdHistInvalid: isTypeIdHistInvalid(context),
    busy, searchingDrivers, loadingModels, loadingVersions, analysing, mayExecute,
    result: context.result,
    send,
  };
}
