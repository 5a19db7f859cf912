/**
 * The /api-admin data contract shared by the app and the reference server.
 * Field names follow the contract (../shared/spec/02-api-contract.md) exactly, including its casing.
 */

/** Every /api-admin answer, success or failure, has this shape. */
export interface Envelope<T> {
  results: T[];
  successful: boolean;
  errors?: string[];
  resultCount?: number;
}

/**
 * What plain text never holds, as character-class bodies for a RegExp or a JSON-schema pattern: the server
 * refuses them in every free-text field (server/routes/schemas.ts plainText) and the forms say so first.
 * C0 and C1 controls, the line and paragraph separators, and bidi embeddings, overrides and isolates
 * (which make "Jan\u202Egpj.exe" display as something else); multi-line text allows tab and line feed.
 */
export const NOT_PLAIN_TEXT = {
  tabAndLineFeed: '\\u0009\\u000A',
  others: '\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069',
} as const;

export const ROLE_NAMES = ['master', 'supervisor', 'bulk', 'fleetmanagement', 'subsupervisor', 'driver'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

export const LOCALES = ['nl-NL', 'nl-BE', 'en-EN', 'fr-FR', 'de-DE', 'pl-PL'] as const;
export type Locale = (typeof LOCALES)[number];

export type Currency = 'EUR' | 'PLN' | 'USD';

export interface Culture {
  languageCulture: string;
}

export interface Language {
  id: number;
  isDefault: boolean;
  displayName: string;
  culture: Culture;
}

export interface ClientSetting {
  id: number;
  name: string;
  displayName: string;
  email: string;
  phoneNumber: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  /** Country of the client's car data: NL, BE or PL. Decides the footer flag and the new_added guard. */
  countryCarData: string;
  primaryColor: string;
  secondaryColor: string;
  primaryFontFamily: string;
  /** Not in the original contract: which currency amounts are shown in (euro prefix, zloty suffix). */
  currency: Currency;
  languages: Language[];
}

/**
 * The writable part of a client setting (PUT /api-admin/clientsetting): at least one field; one left out stays as
 * stored. `languages` replaces the client's languages: at least one, exactly one default, each a known language.
 */
export type ClientSettingUpdate = Partial<
  Pick<ClientSetting, 'displayName' | 'email' | 'phoneNumber' | 'primaryColor' | 'secondaryColor' | 'primaryFontFamily'>
  & { languages: Array<Pick<Language, 'id' | 'isDefault'>> }
>;

/**
 * The signed-in user's interface preferences (GET/PUT /api-admin/account/preferences; the contract does not show
 * these paths, spec 01 §7): stored per account so they follow the user to another browser. Dark is a master's only.
 */
export interface AccountPreferences {
  theme: 'light' | 'dark';
  width: 'container' | 'fluid';
}

export interface Licenses {
  isMobilityModuleEnabled: boolean;
  isDriverLicenseCheckEnabled: boolean;
  hasLeaseWise: boolean;
  isOrderModuleEnabled: boolean;
  isOrderModuleWithoutLeasingCompany: boolean;
}

export interface Client {
  id: number;
  name: string;
  displayName: string;
  debtorNumber: string;
}

export interface ProductRef {
  id: number;
  name: string;
  url: string;
}

/** GET /api-admin/{product}/products: a product of the provider (the app switcher, an account's products). */
export interface Product extends ProductRef {
  code: string;
}

/** GET /api-admin/{product}/language: a language of the product, with how many clients offer it. */
export interface ProviderLanguage extends Language {
  culture: Culture & { displayName: string };
  clientCount: number;
}

export interface OperatingCompanyRef {
  id: number;
  name: string;
}

export interface CurrentAccount {
  id: number;
  emailAddress: string;
  firstName: string;
  surname: string;
  /** The role the session acts with: subsupervisor while a master has switched (GET /{product}/switchtosubsupervisor). */
  role: { name: RoleName };
  /** A master acting as sub-supervisor; false otherwise. */
  isSwitchedToSubsupervisor: boolean;
  client: Pick<Client, 'id' | 'name' | 'displayName'>;
  operatingCompanies: OperatingCompanyRef[];
  /** `{product}Products` with the default product key `amw`. */
  amwProducts: ProductRef[];
  mobilityContainerBindings: { mobilityContainerId: number }[];
}

/** POST /api-admin-auth/ */
export interface LoginRequest {
  username: string;
  password: string;
  /** The client's name (`?clt=`): user names are unique per client only. */
  client?: string;
}

/**
 * Answer of POST /api-admin-auth/ and POST /api-admin-auth/oauth/token (OAuth style, not enveloped).
 * `expires_in` is in seconds; the app measures expiry on its own clock from it, so a skewed
 * browser clock cannot end a session early. `.expires` is the server's absolute time (ISO).
 */
export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
  '.issued': string;
  '.expires': string;
}

/** POST /api-admin/client/check */
export interface ClientCheckRequest {
  asGuid: boolean;
}
export interface ClientCheck {
  clientId: string;
  name: string;
}

/** POST /api-admin/leasewise/loginrefresh */
export interface LoginRefreshRequest {
  token: string;
}

/** POST /api-admin/ticket/create query */
export interface TicketQuery {
  email: string;
  client: string;
  environment?: string;
  amwproduct?: string;
}

/* ---------------------------------------------------------------------------------------------
 * Shell: car arrangements, mobility containers, driver search, client list (issue 3).
 * ------------------------------------------------------------------------------------------- */

export const ARRANGEMENT_TYPES = ['general', 'bike', 'car', 'card', 'model', 'rocket', 'tractor', 'truck'] as const;
/** `dataObject.type` of a car arrangement, lower-cased (spec 02 §3). */
export type ArrangementType = (typeof ARRANGEMENT_TYPES)[number];

export interface ArrangementCategoryRef {
  id: number;
  displayName: string;
  categoryNumber: string;
}

/** GET /api-admin/cararrangement and /cararrangement/overview: one row per arrangement of the client. */
export interface CarArrangement {
  id: number;
  /** The row's version (the ETag of GET /cararrangement?carArrangementId=), sent back as If-Match. */
  version?: number;
  displayName: string;
  dataObject: { type: ArrangementType };
  mantelNumber: string | null;
  categories: ArrangementCategoryRef[];
  calculatorSettings: {
    isActiveOnlineForDrivers: boolean;
    /** ISO timestamp of the calculator's last run; null when it never ran. */
    dateLastRun: string | null;
  };
  /** The arrangement setting's driver's licence check: a driver bound to it needs a date of birth (spec 02 §3). */
  hasDriverLicenseCheck?: boolean;
}

/** GET /api-admin/cararrangementcalculatorsetting?carArrangementId={id} (results[0]). */
export interface CalculatorSetting {
  carArrangementId: number;
  /** Absent while the arrangement has no setting of its own. */
  version?: number;
  isActiveOnlineForDrivers: boolean;
  dateLastRun: string | null;
  /** Per fuel (d, e, l): the durations and yearly kilometres a driver may choose and the pair the calculator starts at. */
  durationKm?: { fuelCode: 'd' | 'e' | 'l'; durations: number[]; kilometres: number[]; initialDurationMonths: number; initialKmPerYear: number }[];
}

/** Arrangement settings' fixed lists (spec 02 §3): energy labels A–G, "-" meaning not applicable (shown as n.v.t.). */
export const FUEL_LABELS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', '-'] as const;
/** The max options deviation's unit: in euros 0 means 0; in percent 0 means no filter (spec 02 §5). */
export const DEVIATION_UNITS = ['amount', 'percentage'] as const;
export const CONTRIBUTION_PERIODS = ['month', 'fourWeeks', 'both'] as const;

/** GET /api-admin/cararrangementsetting?carArrangementId={id} (results[0]); every setting: src/api/arrangement-setting.ts. */
export interface ArrangementSetting {
  carArrangementId: number;
  isActiveOnlineForDrivers: boolean;
  logoUrl?: string | null;
}

/** GET /api-admin/driver?search={terms}&pageSize={n}: the top-bar driver search rows. */
export interface DriverSearchResult {
  id: number;
  firstName: string;
  prefixSurname: string | null;
  surname: string;
  emailAddress: string;
  telephoneNr: string | null;
}

/** GET /api-admin/language/clients: the master's client list (the spec's language links dropped). */
export interface ClientListItem {
  id: number;
  name: string;
  displayName: string;
  debtorNumber: string;
}

/** GET /cararrangement/overview: an arrangement with what the supervisor banners need. */
export interface CarArrangementOverview extends CarArrangement {
  /** False when the lease system no longer accepts the mantel contract (the supervisor banner). */
  isMantelContractValid: boolean;
  /** Drivers bound to the arrangement, and how many of them are active. */
  driverCount: number;
  activeDriverCount: number;
}

