/**
 * Every call the product's contract names, method and path spelled as the spec spells them (shared/spec/): 02 §7
 * "The calls it makes" (paths under /api-admin, written without that prefix as 02 writes them) and 01 §7 (the shell's
 * calls, sign-in and tokens, the problem analyzer; written with their prefix as 01 writes them). Query strings are left
 * out: `GET /cararrangement?mantelnummer={n}` is `GET /cararrangement`. `{product}` is the provider's product key
 * (config `PRODUCT`, default `amw`, as server/ registers it); `{type}`, `{brandId}`, `{modelId}` are path parameters.
 *
 * A registered route not named here is our own extension: the OpenAPI document marks it `x-leasedesk-extension: true`
 * and tags it (server/openapi/index.ts). Calls whose path the spec does not show (01 §7 "Width and theme preference
 * posts: paths not shown", 02 §7 "Paths of some mail-template variable loads … not shown") are extensions too: we
 * chose their paths.
 */

/** 02 §7, by its headings; paths relative to /api-admin. */
const API_CONTRACT: Record<string, readonly string[]> = {
  'Accounts and roles': [
    'GET /account', 'GET /cararrangement/accounts', 'GET /role', 'POST /account', 'PUT /account', 'DELETE /account',
    'POST /{product}/accountproducts', 'GET /account/currentloggedinaccount',
  ],
  Blob: ['GET /blob'],
  'Blocked brand/models': ['GET /blockbrandmodels', 'POST /blockbrandmodels', 'PUT /blockbrandmodels', 'DELETE /blockbrandmodels'],
  'Brands, models': [
    'GET /brand', 'GET /model', 'GET /model/types',
    'GET /api-object/{type}/brands', 'GET /api-object/{type}/models/{brandId}', 'GET /api-object/{type}/types/{modelId}',
  ],
  // "GET /brandmodeltext …; POST /brandmodeltext; PUT /brandModelText; DELETE /brandModelText": the spec's own casing.
  Texts: [
    'GET /brandmodeltext', 'POST /brandmodeltext', 'PUT /brandModelText', 'DELETE /brandModelText',
    'GET /newstext', 'POST /newstext', 'PUT /newstext', 'DELETE /newstext',
    'GET /policyCondition', 'GET /policyCondition/groups', 'POST /policyCondition', 'PUT /policyCondition', 'DELETE /policyCondition',
    'GET /faq', 'POST /faq', 'PUT /faq', 'DELETE /faq',
  ],
  Cars: [
    'GET /car/extended/new', 'POST /car/extended/new', 'POST /car/notadded', 'POST /car/new',
    'GET /car/extended/fixedleaseprice', 'POST /car/extended/savefixedleaseprice', 'GET /car/segments',
    'GET /segments', 'GET /segments/activemodelssegmentcode', 'GET /fuel',
  ],
  'Car arrangement': [
    'GET /cararrangement', 'GET /cararrangement/overview', 'POST /cararrangement', 'PUT /cararrangement', 'DELETE /cararrangement',
    'GET /cararrangement/mantelcontractkoppelingcheck',
    'GET /cararrangement/categories', 'GET /cararrangement/deviations', 'GET /cararrangement/drivers',
    'GET /cararrangementcalculatorsetting', 'POST /cararrangementcalculatorsetting', 'PUT /cararrangementcalculatorsetting',
    'DELETE /cararrangementcalculatorsetting', 'POST /cararrangementcalculatorsetting/checkinitialdurationkm',
    'GET /cararrangementsetting', 'PUT /cararrangementsetting', 'POST /cararrangementsetting/uploadlogo',
  ],
  'Category, component, dealer, deviation': [
    'GET /category', 'POST /category', 'PUT /category', 'DELETE /category',
    'POST /category/uploadattachment', 'DELETE /category/deleteattachment',
    'GET /driver/cararrangementcategorybindings',
    'GET /component', 'POST /component', 'PUT /component', 'DELETE /component',
    'GET /dealer', 'POST /dealer', 'PUT /dealer', 'DELETE /dealer',
    'GET /deviation', 'POST /deviation', 'PUT /deviation', 'DELETE /deviation',
    'GET /arrangementoptionaccessories', 'POST /arrangementoptionaccessories', 'PUT /arrangementoptionaccessories', 'DELETE /arrangementoptionaccessories',
  ],
  Drivers: [
    'GET /driver', 'GET /mobilitycontainer/drivers', 'POST /driver', 'PUT /driver', 'DELETE /driver',
    'POST /driver/emailexists', 'POST /driver/checkdebtornumber', 'POST /driver/sendmail', 'GET /driver/export',
  ],
  Mail: [
    'GET /emailsetting', 'POST /emailsetting', 'PUT /emailsetting', 'DELETE /emailsetting',
    'GET /emailtemplate', 'POST /emailtemplate', 'PUT /emailtemplate', 'DELETE /emailtemplate',
    'POST /emailtemplate/uploadattachment', 'DELETE /emailtemplate/deleteattachment',
    'GET /logemails', 'DELETE /logemails',
  ],
  'Operating and order companies': [
    'GET /operatingcompany', 'POST /operatingcompany', 'PUT /operatingcompany', 'DELETE /operatingcompany',
    // "POST /operatingcompany/attachment?operatingCompanyId={id} (form); DELETE same path with attachmentId"
    'POST /operatingcompany/attachment', 'DELETE /operatingcompany/attachment',
    'GET /ordercompanies', 'POST /ordercompanies', 'PUT /ordercompanies', 'DELETE /ordercompanies',
  ],
  Orders: ['GET /order', 'GET /order/detail', 'POST /order', 'POST /order/download'],
  'Preferred dealers': [
    'GET /preferreddealer', 'GET /preferreddealer/groupedbybrand', 'POST /preferreddealer/dealers', 'POST /preferreddealer',
    'DELETE /preferreddealer', 'GET /preferreddealer/setcentralpurchasingforallbrands', 'GET /preferreddealer/removecentralpurchasingforallbrands',
  ],
  Mobility: [
    'GET /mobilitycategory', 'POST /mobilitycategory', 'PUT /mobilitycategory', 'DELETE /mobilitycategory', 'GET /mobilitycontainer/categories',
    'GET /mobilitycontainer', 'POST /mobilitycontainer', 'PUT /mobilitycontainer', 'DELETE /mobilitycontainer',
    'POST /mobilitycontainer/uploadlogo', 'POST /mobilitycontainer/uploadfavicon',
    'GET /mobilityproduct', 'POST /mobilityproduct', 'PUT /mobilityproduct', 'DELETE /mobilityproduct', 'GET /mobilitycontainer/products',
  ],
  'Provider level ({product})': [
    'GET /{product}/language', 'GET /{product}/products', 'GET /{product}/switchtosubsupervisor', 'GET /{product}/switchclient', 'GET /language/clients',
    'GET /{product}/mailtemplate', 'POST /{product}/mailtemplate', 'PUT /{product}/mailtemplate', 'DELETE /{product}/mailtemplate',
    'POST /{product}/mailtemplate/upload',
    'GET /{product}/mailtemplatetype', 'POST /{product}/mailtemplatetype', 'PUT /{product}/mailtemplatetype', 'DELETE /{product}/mailtemplatetype',
    'GET /{product}/mailtemplatevariable', 'POST /{product}/mailtemplatevariable', 'PUT /{product}/mailtemplatevariable', 'DELETE /{product}/mailtemplatevariable',
    'GET /releasenotes', 'POST /releasenotes', 'PUT /releasenotes', 'DELETE /releasenotes',
    'GET /getbulkcomparerprofiles', 'POST /BulkComparer', 'POST /getlivecardata', 'POST /getbulklogsinfo',
  ],
  'Lease system and fleet management': [
    'GET /leasewise/arrangement', 'POST /leasewise/arrangement', 'GET /leasewise/driver', 'POST /leasewise/driver',
    'GET /leasewise/customcomponents', 'GET /leasewise/customoptionaccessories', 'GET /leasewise/mantels',
    'GET /leasewise/Contractvormen', 'GET /leasewise/profiles',
    'GET /fleetmanagement/driver', 'POST /fleetmanagement/driver',
  ],
};

/** 01 §7, the table of the shell's calls, with the prefixes it writes. */
const SHELL_CALLS: readonly string[] = [
  'GET /api-admin/clientsetting', 'PUT /api-admin/clientsetting', 'POST /api-admin/client/check', 'GET /api-admin/clientsetting/licenses',
  'POST /api-admin/clientsetting/uploadlogo', 'POST /api-admin/clientsetting/uploadfavicon',
  'GET /api-admin/clientsetting/bulkstatus', 'GET /api-admin/clientsetting/runbulk',
  'GET /api-admin/clientsetting/bulksummary', 'GET /api-admin/clientsetting/bulkFileCheck',
  'GET /api-admin/language', 'GET /api-admin/language/cultures', 'GET /api-admin/language/clients',
  'GET /api-admin/model/brands', 'GET /api-admin/model', 'GET /api-admin/fuel', 'GET /api-admin/segments',
  'GET /api-admin/segments/activemodelssegmentcode',
  'GET /api-admin/account/currentloggedinaccount',
  'POST /api-admin/ticket/create',
  'POST /api-admin-auth/oauth/token',
  'POST /api-admin-auth/',
  'POST /api-admin/leasewise/loginrefresh',
  'GET /api-admin/{product}/switchclient',
  'GET /api-admin/releasenotes', 'POST /api-admin/releasenotes', 'PUT /api-admin/releasenotes', 'DELETE /api-admin/releasenotes',
  // "Problem-analysis tool": the analyzer keeps its own prefix.
  'POST /api-omr/getRedenAutoNietGevonden_omrmapi',
];

/** Every contract call, `METHOD /path` with its prefix, as the spec spells it (`{product}` not yet replaced). */
export const CONTRACT_CALLS: readonly string[] = [
  ...Object.values(API_CONTRACT).flat().map((call) => call.replace(' /', ' /api-admin/')),
  ...SHELL_CALLS,
];

/**
 * One spelling for a route, the spec's or fastify's: `{product}` replaced by the product key, path parameters written
 * `:` (names dropped: `{brandId}` and `:brandId` are one place), no trailing slash (`/api-admin-auth/` is
 * `/api-admin-auth`; the server ignores a trailing slash). Case is kept: the server's paths are case-sensitive, as the
 * spec's `/brandmodeltext` (GET, POST) and `/brandModelText` (PUT, DELETE) are.
 */
export function routeKeyOf(method: string, path: string, product: string): string {
  const normal = path
    .replaceAll('{product}', product)
    .replace(/\{[A-Za-z]+\}|:[A-Za-z]+/g, ':')
    .replace(/(.)\/$/, '$1');
  return `${method.toUpperCase()} ${normal}`;
}

/** The contract's calls as routeKeyOf spells them, for the configured product key. */
export function contractRouteKeys(product: string): ReadonlySet<string> {
  return new Set(CONTRACT_CALLS.map((call) => {
    const [method, path] = call.split(' ') as [string, string];
    return routeKeyOf(method, path, product);
  }));
}
