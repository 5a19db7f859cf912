import type { AnalyzerRequest } from '../../contract/types/analyzer';
import type { FuelCode } from '../../contract/fuels';
import type { Queryable } from '../db/db';
import { badRequest, notFound } from '../plugins/http-errors';
import { versionWithBlocks } from '../repositories/car-lists';
import { pricingContextOf } from '../repositories/car-pricing';
import { findDriver } from '../repositories/driver-list';
import type { Reach } from '../repositories/scope';
import type { AnalyzerFacts, DriverFacts } from './facts';

/*
 * The facts of one analysis, read in a few queries: the arrangement's pricing context (the car lists' own, which
 * also checks that the arrangement is a car arrangement in reach), its name and active flag, the category with its
 * fuels, the version with its blocks, and the driver. Everything is read in the caller's reach: another client's
 * arrangement or driver is a 404 like an unknown id.
 */

async function driverFacts(db: Queryable, reach: Reach, request: AnalyzerRequest, today: string, categoryName: (id: number) => string): Promise<DriverFacts | null> {
  if (request.driverId === null) return null;
  const driver = await findDriver(db, reach, request.driverId, today);
  if (!driver) throw notFound(`Driver ${request.driverId} was not found.`);
  const binding = driver.carArrangementCategoryBindings?.find((b) => b.carArrangementId === request.arrangementId);
  const ordered = driver.orderStatuses?.find((s) => s.arrangementType === 'car' && s.hasOrdered);
  return {
    name: driver.fullName || driver.emailAddress,
    dateExpiration: driver.dateExpiration,
    isBlocked: driver.isBlocked,
    dateOrdered: ordered?.dateOrdered?.slice(0, 10) ?? null,
    binding: binding === undefined ? null
      : { category: binding.categoryId === null ? null : { id: binding.categoryId, name: categoryName(binding.categoryId) } },
  };
}

export async function loadFacts(db: Queryable, reach: Reach, request: AnalyzerRequest, today: string): Promise<AnalyzerFacts> {
  const pricing = await pricingContextOf(db, reach, request.arrangementId, 'body.arrangementId');
  const [arrangement] = await db.query<{ name: string; active: boolean }>(
    `SELECT ca.display_name AS name, coalesce(cs.is_active_online_for_drivers, false) AS active FROM car_arrangements ca
     LEFT JOIN car_arrangement_calculator_settings cs ON cs.client_id = ca.client_id AND cs.car_arrangement_id = ca.id
     WHERE ca.client_id = $1 AND ca.id = $2`, [reach.clientId, request.arrangementId]);
  const category = pricing.categories.find((c) => c.id === request.categoryId);
  if (!category) throw badRequest(`body.categoryId must be a category of arrangement ${request.arrangementId}`);
  const fuels = (await db.query<{ fuel_code: FuelCode }>(
    'SELECT fuel_code FROM category_fuels WHERE client_id = $1 AND category_id = $2 ORDER BY fuel_code', [reach.clientId, category.id])).map((f) => f.fuel_code);
  const version = await versionWithBlocks(db, reach.clientId, request.arrangementId, { typeIdHist: request.typeIdHist });
  const categoryName = (id: number) => pricing.categories.find((c) => c.id === id)?.displayName ?? String(id);
  return {
    today,
    arrangement: { id: request.arrangementId, name: arrangement!.name, isActiveOnlineForDrivers: arrangement!.active },
    category: { ...category, fuels },
    pricing,
    typeIdHist: request.typeIdHist,
    version,
    driver: await driverFacts(db, reach, request, today, categoryName),
  };
}
