import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { HistoryKind } from '../../contract/paths/history';
import type { Feature } from '../../contract/access/permissions';
import type { ServerContext } from '../context';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { KIT_AREAS } from '../areas';
import { accountArea } from '../areas/account';
import { providerMailAreas } from '../areas/mail-templates';
import { releaseNoteArea } from '../areas/release-note';
import { MOBILITY_AREAS } from '../routes/mobilitycontainer';
import type { ResourceDeclaration } from '../kit/declaration';
import { kitAccess } from '../kit/register';
import { readRow } from '../kit/read';
import { driverInReach, reachOf } from '../repositories/scope';

/**
 * Which table holds each kind of record the history serves, and who may read it (issue 39 point 2): the record's own
 * access rules and scope. A kit area's record is readable when the kit's GET by id would answer it; the others say
 * how their rows are reached. One line a kind; the history itself is one mechanism for every table
 * (migration 0048).
 */
export interface HistoryKindRules {
  table: string;
  /** Access-table features: to read the record (and so its history), and to write it (and so restore it). */
  read: onRequestAsyncHookHandler;
  write: onRequestAsyncHookHandler;
  /** The record exists now and the caller reaches it. */
  readable(request: FastifyRequest, id: number): Promise<boolean>;
  /** Rows without a client (provider-wide: release notes, the provider's mail templates): only a master reaches them. */
  providerWide: boolean;
  /** The stored columns' names as the record's fields (a kit area's `answer_html` is its `answer`); others: camelCase. */
  columnFields?: Record<string, string>;
  /** Child lists kept in tables of their own, as the record's field and the column holding each value (a category's fuels). */
  childFields?: Record<string, { field: string; column: string }>;
  /** A soft delete (an operating company): the row stays with this flag set, and a restore clears it. */
  deletedFlag?: string;
}

type Ctx = ServerContext;

function kitKind(ctx: Ctx, auth: AuthHooks, decl: ResourceDeclaration): HistoryKindRules {
  const access = kitAccess(ctx, auth, decl);
  return {
    table: decl.table,
    read: access.read,
    write: access.write,
    readable: async (request, id) => (await readRow(ctx.db, decl, await access.reach(request), id)) !== undefined,
    providerWide: decl.provider !== undefined,
    columnFields: Object.fromEntries(Object.entries(decl.columns).map(([field, c]) => [c.column, field])),
    childFields: Object.fromEntries(Object.entries(decl.columns).flatMap(([field, c]) => (c.children ? [[c.children.table, { field, column: c.column }]] : []))),
  };
}

/** How a row outside the kit is reached: by its arrangement, as a driver, as an operating company, or client-wide. */
type Reached = 'arrangement' | 'driver' | 'operatingCompany' | 'client';

function ownKind(ctx: Ctx, auth: AuthHooks, table: string, features: { read: Feature; write: Feature }, keyColumn: string, reached: Reached,
  deletedFlag?: string): HistoryKindRules {
  const reachColumn = reached === 'operatingCompany' || table === 'car_arrangements' ? 'd.id' : 'd.car_arrangement_id';
  return {
    table,
    read: auth.requireFeature(features.read),
    write: auth.requireFeature(features.write),
    providerWide: false,
    ...(deletedFlag ? { deletedFlag } : {}),
    async readable(request, id) {
      const reach = await reachOf(ctx.db, accountOf(request));
      const limit = reached === 'driver' || reached === 'arrangement' ? reach.arrangementIds
        : reached === 'operatingCompany' ? reach.operatingCompanyIds : null;
      // A client-wide row has no narrower reach; $2 (null) is still named, as PostgreSQL refuses an unused parameter.
      const inReach = reached === 'driver' ? driverInReach(limit)
        : reached === 'client' ? '$2::int[] IS NULL' : `($2::int[] IS NULL OR ${reachColumn} = ANY ($2::int[]))`;
      const live = deletedFlag ? ` AND NOT d.${deletedFlag}` : '';
      const rows = await ctx.db.query(`SELECT 1 FROM ${table} d WHERE d.client_id = $1 AND d.${keyColumn} = $3 AND ${inReach}${live}`,
        [reach.clientId, limit, id]);
      return rows.length > 0;
    },
  };
}

/** Every kind the history serves (contract/paths/history.ts), with its rules. */
export function historyKinds(ctx: Ctx, auth: AuthHooks): Record<HistoryKind, HistoryKindRules> {
  const kit = (decl: ResourceDeclaration) => kitKind(ctx, auth, decl);
  const [faq, brandModelText, newsText, policyCondition, orderCompany, component, optionAccessory, category, deviation, dealer,
    blockedBrandModel, mailSetting, mailTemplate] = KIT_AREAS;
  const [providerMailTemplate, mailTemplateType, mailTemplateVariable] = providerMailAreas(ctx.config.product);
  const [mobilityContainer, mobilityCategory, mobilityProduct] = MOBILITY_AREAS;
  const own = (table: string, read: Feature, write: Feature, key: string, reached: Reached, deletedFlag?: string) =>
    ownKind(ctx, auth, table, { read, write }, key, reached, deletedFlag);
  return {
    faq: kit(faq), brandModelText: kit(brandModelText), newsText: kit(newsText), policyCondition: kit(policyCondition),
    orderCompany: kit(orderCompany), component: kit(component), optionAccessory: kit(optionAccessory), category: kit(category),
    deviation: kit(deviation), dealer: kit(dealer), blockedBrandModel: kit(blockedBrandModel), mailSetting: kit(mailSetting),
    mailTemplate: kit(mailTemplate), providerMailTemplate: kit(providerMailTemplate), mailTemplateType: kit(mailTemplateType),
    mailTemplateVariable: kit(mailTemplateVariable), releaseNote: kit(releaseNoteArea(ctx.config.product)),
    mobilityContainer: kit(mobilityContainer), mobilityCategory: kit(mobilityCategory), mobilityProduct: kit(mobilityProduct),
    account: kit(accountArea(ctx, ctx.config.product)),
    arrangement: own('car_arrangements', 'arrangementMenu', 'arrangements', 'id', 'arrangement'),
    operatingCompany: own('operating_companies', 'operatingCompanies', 'operatingCompanies', 'id', 'operatingCompany', 'is_deleted'),
    driver: own('drivers', 'drivers', 'drivers', 'id', 'driver'),
    arrangementSetting: own('car_arrangement_settings', 'settings', 'settings', 'car_arrangement_id', 'arrangement'),
    calculatorSetting: own('car_arrangement_calculator_settings', 'calculatorSetting', 'calculatorSetting', 'car_arrangement_id', 'arrangement'),
    clientSetting: own('client_settings', 'settingsMenu', 'settingsMenu', 'client_id', 'client'),
    bulkComparerProfile: own('bulk_comparer_profiles', 'bulkCompare', 'bulkCompare', 'id', 'client'),
    fixedLeasePrice: own('fixed_lease_prices', 'carData', 'carData', 'id', 'arrangement'),
    preferredDealer: own('preferred_dealers', 'preferredDealers', 'preferredDealers', 'id', 'arrangement'),
  };
}
