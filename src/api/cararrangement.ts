/**
 * Car arrangements (spec 02 §7 "Car arrangement"). Endpoint shapes the server answers:
 *
 *   GET /api-admin/cararrangement
 *     → { results: CarArrangement[], successful: true }   the signed-in client's arrangements
 *       (an administrator scoped to arrangements gets only those); every row carries
 *       dataObject.type (lower case), mantelNumber, categories [{id, displayName, categoryNumber}]
 *       and calculatorSettings { isActiveOnlineForDrivers, dateLastRun (ISO | null) }.
 *   GET /api-admin/cararrangement/overview
 *     → { results: CarArrangement[], successful: true }   same rows, same shape (the supervisor
 *       banners read calculatorSettings from it).
 *   GET /api-admin/cararrangementcalculatorsetting?carArrangementId={id}
 *     → { results: [CalculatorSetting], successful: true }  { carArrangementId, isActiveOnlineForDrivers, dateLastRun }
 *   GET /api-admin/cararrangementsetting?carArrangementId={id}
 *     → { results: [ArrangementSetting], successful: true } { carArrangementId, isActiveOnlineForDrivers, logoUrl? }
 *
 * An id of another client's arrangement answers 404 (never another client's data).
 * Arrangement lists fail silently to an empty list (spec 02 §8): callers that want that use
 * `fetchCarArrangementsOrEmpty`.
 */
import type { ArrangementSetting, CalculatorSetting, CarArrangement, CarArrangementOverview, Envelope } from '../../contract/types/core';
import { ARRANGEMENT_PATHS } from '../../contract/paths/arrangement';
import { http } from './client';
import { allResults, firstResult, type CallOptions } from './envelope';

/** The arrangement list's address: the selection asks it, and a cold page prefetches it (src/app/route-data.ts). */
export const CAR_ARRANGEMENTS_PATH = ARRANGEMENT_PATHS.arrangement;

export async function fetchCarArrangements({ signal }: CallOptions = {}): Promise<CarArrangement[]> {
  return allResults(await http<Envelope<CarArrangement>>(CAR_ARRANGEMENTS_PATH, { signal }));
}

/** Spec 02 §8: "Arrangement loads fail silently" — an empty list instead of an error. */
export async function fetchCarArrangementsOrEmpty(options: CallOptions = {}): Promise<CarArrangement[]> {
  try {
    return await fetchCarArrangements(options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    return [];
  }
}

export async function fetchArrangementOverview({ signal }: CallOptions = {}): Promise<CarArrangementOverview[]> {
  return allResults(await http<Envelope<CarArrangementOverview>>(ARRANGEMENT_PATHS.overview, { signal }));
}

export async function fetchCalculatorSetting(carArrangementId: number, { signal }: CallOptions = {}): Promise<CalculatorSetting> {
  const envelope = await http<Envelope<CalculatorSetting>>(ARRANGEMENT_PATHS.calculatorSetting, {
    query: { carArrangementId },
    signal,
  });
  return firstResult(envelope, 'calculator setting');
}

export async function fetchArrangementSetting(carArrangementId: number, { signal }: CallOptions = {}): Promise<ArrangementSetting> {
  const envelope = await http<Envelope<ArrangementSetting>>(ARRANGEMENT_PATHS.setting, {
    query: { carArrangementId },
    signal,
  });
  return firstResult(envelope, 'arrangement setting');
}
