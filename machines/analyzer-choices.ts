import type { ArrangementCategoryRef, CarArrangement } from '../contract/types/core';
import type { Brand, CarType, Model } from '../contract/types/catalogue';
import type { Driver } from '../contract/types/drivers';
import type { AnalyzerRequest } from '../contract/types/analyzer';

/**
 * The analyzer's choices (spec 01 §7 "Problem-analysis tool") and what follows from them: pure helpers, so the
 * machine reads as its chart and the form asks the same questions (which categories, may it execute).
 */
export interface AnalyzerChoices {
  clientName: string;
  arrangements: CarArrangement[];
  arrangementId: number | null;
  /** The arrangement's drivers matching the search, with their arrangement bindings. */
  drivers: Driver[];
  driver: Driver | null;
  categoryId: number | null;
  brands: Brand[];
  brandId: number | null;
  models: Model[];
  modelId: number | null;
  versions: CarType[];
  /** The chosen version's id (CarType.id). */
  versionId: number | null;
  /** The historical type id as typed, the alternative to brand → model → version. */
  typeIdHistText: string;
}

export function chosenArrangement(choices: Pick<AnalyzerChoices, 'arrangements' | 'arrangementId'>): CarArrangement | null {
  return choices.arrangements.find((arrangement) => arrangement.id === choices.arrangementId) ?? null;
}

/** Only car arrangements can be analysed yet (spec: "not yet accessible for non-car objects"). */
export function isCarChosen(choices: Pick<AnalyzerChoices, 'arrangements' | 'arrangementId'>): boolean {
  return chosenArrangement(choices)?.dataObject.type === 'car';
}

/** True when a non-car arrangement is chosen: the form shows the cars-only warning as the reason nothing follows. */
export function isNonCarChosen(choices: Pick<AnalyzerChoices, 'arrangements' | 'arrangementId'>): boolean {
  const arrangement = chosenArrangement(choices);
  return arrangement !== null && arrangement.dataObject.type !== 'car';
}

/** The chosen driver's own categories in the arrangement (their bindings), else the arrangement's categories. */
export function categoriesOf(choices: Pick<AnalyzerChoices, 'arrangements' | 'arrangementId' | 'driver'>): ArrangementCategoryRef[] {
  const arrangement = chosenArrangement(choices);
  if (!arrangement || arrangement.dataObject.type !== 'car') return [];
  if (!choices.driver) return arrangement.categories;
  const bound = (choices.driver.carArrangementCategoryBindings ?? [])
    .filter((binding) => binding.carArrangementId === arrangement.id)
    .map((binding) => binding.categoryId);
  return arrangement.categories.filter((category) => bound.includes(category.id));
}

/** A typed historical type id: digits only, at most 9 of them (a positive int4); anything else is no id. */
export function parseTypeIdHist(text: string): number | null {
  const trimmed = text.trim();
  return /^[0-9]{1,9}$/.test(trimmed) && Number(trimmed) > 0 ? Number(trimmed) : null;
}

/** True when the typed text is there but is no historical type id (the form says so). */
export function isTypeIdHistInvalid(choices: Pick<AnalyzerChoices, 'typeIdHistText'>): boolean {
  return choices.typeIdHistText.trim() !== '' && parseTypeIdHist(choices.typeIdHistText) === null;
}

/** The version's historical type id, else the typed one; null while neither is there. */
export function typeIdHistOf(choices: Pick<AnalyzerChoices, 'versions' | 'versionId' | 'typeIdHistText'>): number | null {
  if (choices.versionId !== null) return choices.versions.find((version) => version.id === choices.versionId)?.typeIdHist ?? null;
  return parseTypeIdHist(choices.typeIdHistText);
}

/** Execute needs a car arrangement, one of its categories, and a version or a typed historical type id. */
export function canExecute(choices: AnalyzerChoices): boolean {
  return isCarChosen(choices)
    && categoriesOf(choices).some((category) => category.id === choices.categoryId)
    && typeIdHistOf(choices) !== null;
}

/** The request body (spec 01 §7): exactly clientName, arrangementId, categoryId, typeIdHist, driverId (null when none). */
export function analyzerRequest(choices: AnalyzerChoices): AnalyzerRequest {
  return {
    clientName: choices.clientName,
    arrangementId: choices.arrangementId!,
    categoryId: choices.categoryId!,
    typeIdHist: typeIdHistOf(choices)!,
    driverId: choices.driver?.id ?? null,
  };
}
