/**
 * The access table of spec 01 §6 (and 02 §6) AS DATA: one row per feature. Routes, menus, the top
 * bar and the reference server all read this one table through `can()` in ./permissions, so the
 * server refuses exactly what the interface hides. Pure data: no DOM, no storage.
 */
import type { Licenses, RoleName } from '../types/core';

/**
 * A role check (spec 01 §6): a single role grants it and every role ranked above; "*" grants
 * everyone; an array grants the roles listed (plus master, except on the local development port).
 */
export type RoleCheck = RoleName | '*' | readonly RoleName[];

export interface AccessRule {
  roles: RoleCheck;
  /** Roles refused even though `roles` grants them. */
  except?: readonly RoleName[];
  /**
   * A licence switch of the acting client that must be on as well. The server's requireFeature reads it for every
   * route of the feature (403 naming the licence), so a route of a licensed feature cannot skip the check.
   */
  licence?: keyof Licenses;
  /** A rule roles alone cannot say; evaluated by name in ./permissions. */
  rule?: 'mobility';
  /** The spec's wording, for readers of the table. */
  spec: string;
}

const SUPERVISOR_AREA = 'Accounts, mail, texts, FAQ, operating companies, settings, preferred dealers, blocked items, car data, order-company screens: supervisor and above';
const BULK_AREA = 'Calculator setting, categories, deviations, options, components: bulk and above';
const MASTER_AREA = '{product} menu, client list, mail variables, templates, types, languages, bulk compare: master only';
const NO_FLEET = 'Fleetmanagement users see no side menu, sidebar or driver search';

export const ACCESS_TABLE = {
  /**
   * Not a row of the spec's table but its premise: drivers do not use this application (spec 01 §1),
   * so a driver account sees "Access denied!" and every other feature is refused with it.
   */
  application: { roles: 'subsupervisor', spec: 'Users are supervisor, sub-supervisor, bulk, fleetmanagement and master; drivers do not use the application' },

  dashboard: { roles: '*', except: ['bulk'], spec: 'Dashboard: everyone except bulk' },
  mainMenu: { roles: '*', except: ['fleetmanagement'], spec: 'Main menu: everyone except fleetmanagement' },

  accounts: { roles: 'supervisor', spec: SUPERVISOR_AREA },
  mail: { roles: 'supervisor', spec: SUPERVISOR_AREA },
  texts: { roles: 'supervisor', spec: SUPERVISOR_AREA },
  faq: { roles: 'supervisor', spec: SUPERVISOR_AREA },
  operatingCompanies: { roles: 'supervisor', spec: SUPERVISOR_AREA },
  settings: { roles: 'supervisor', spec: SUPERVISOR_AREA },
  /** Not a row of the spec's table: creating, renaming and deleting an arrangement is read as part of its settings. */
  arrangements: { roles: 'supervisor', spec: 'Car arrangements created, renamed and deleted (/component/arrangement): supervisor and above, like their settings' },
  preferredDealers: { roles: 'supervisor', spec: SUPERVISOR_AREA },
  blocked: { roles: 'supervisor', spec: SUPERVISOR_AREA },
  carData: { roles: 'supervisor', spec: SUPERVISOR_AREA },
  orderCompanies: { roles: 'supervisor', spec: SUPERVISOR_AREA },

  /**
   * Sub-supervisor and above — which by rank would include fleetmanagement, but spec 02 §6 says
   * fleet managers reach only the fleet-management driver list, so they are excluded here.
   */
  drivers: { roles: 'subsupervisor', except: ['fleetmanagement'], spec: 'Drivers and orders: subsupervisor and above; fleet managers only the fleet-management driver list (02 §6)' },
  /** The order module is a licence switch (spec 01 §1): without it the client has no order screens and no /order routes. */
  orders: {
    roles: 'subsupervisor', except: ['fleetmanagement'], licence: 'isOrderModuleEnabled',
    spec: 'Drivers and orders: subsupervisor and above; fleet managers only the fleet-management driver list (02 §6); orders only with the order module',
  },

  calculatorSetting: { roles: 'bulk', spec: BULK_AREA },
  categories: { roles: 'bulk', spec: BULK_AREA },
  deviations: { roles: 'bulk', spec: BULK_AREA },
  options: { roles: 'bulk', spec: BULK_AREA },
  components: { roles: 'bulk', spec: BULK_AREA },

  /** The lease-system area as a bulk user's own home (arrival, landing): bulk, not supervisor or master. */
  leaseSystem: { roles: 'bulk', except: ['supervisor', 'master'], licence: 'hasLeaseWise', spec: 'Lease-system menu: bulk users who are not supervisor or master; with the lease-system licence' },
  /** The lease-system group in the side menu and every /leasewise route but the login refresh: bulk, and supervisor and master also reach it there. */
  leaseSystemMenu: { roles: 'bulk', licence: 'hasLeaseWise', spec: 'Lease-system menu: bulk users (supervisor and master also reach it in the menu); with the lease-system licence' },
  /**
   * Not a row of the spec's table: the mantel contract coupling check (02 §5 "runs only when the lease-system
   * integration is active") for everyone who sees the arrangement menu.
   */
  mantelContractCheck: { roles: '*', except: ['fleetmanagement'], licence: 'hasLeaseWise', spec: 'Mantel contract coupling check: the arrangement menu\'s roles, with the lease-system licence' },

  /**
   * No licence: the spec's licence switches (01 §1) have none for fleet management. The area is the link from the
   * client's own fleet-management system, reached through fleetmanagement accounts, which only such a client has.
   */
  fleetManagement: { roles: 'fleetmanagement', spec: 'Fleet management: fleetmanagement, with supervisor, master, bulk; no licence switch exists for it' },

  mobility: {
    roles: '*',
    except: ['bulk', 'fleetmanagement'],
    licence: 'isMobilityModuleEnabled',
    rule: 'mobility',
    spec: 'Mobility: no containers → supervisor; containers → all except bulk and fleetmanagement, non-fleet users only with container bindings; only when licensed',
  },
  /**
   * Not a row of the spec's table: creating, editing and deleting containers (and their logo and favicon)
   * is a supervisor's, like the arrangements they stand beside; the mobility rule (licence) still applies.
   * Categories and products are written under `mobility` by anyone who reaches their container.
   */
  mobilityContainers: {
    roles: 'supervisor',
    licence: 'isMobilityModuleEnabled',
    rule: 'mobility',
    spec: 'Mobility containers created, edited and deleted (/component/mobility_container): supervisor and above, with the mobility licence',
  },

  arrangementMenu: { roles: '*', except: ['fleetmanagement'], spec: 'Arrangement menu: all except fleetmanagement' },

  productMenu: { roles: 'master', spec: MASTER_AREA },
  clientList: { roles: 'master', spec: MASTER_AREA },
  mailVariables: { roles: 'master', spec: MASTER_AREA },
  mailTemplates: { roles: 'master', spec: MASTER_AREA },
  mailTypes: { roles: 'master', spec: MASTER_AREA },
  languages: { roles: 'master', spec: MASTER_AREA },
  bulkCompare: { roles: 'master', spec: MASTER_AREA },

  releaseLink: { roles: 'supervisor', spec: 'Release link (footer): supervisor' },
  releaseNotes: { roles: 'supervisor', spec: 'Release-notes icon (top bar) and release notes in the profile menu: supervisor' },
  help: { roles: 'supervisor', spec: 'Help: supervisor' },
  settingsMenu: { roles: 'supervisor', spec: 'Settings in the profile menu: supervisor' },
  bulkCalculator: { roles: 'supervisor', licence: 'hasLeaseWise', spec: 'Bulk calculator: supervisor and the lease-system licence' },

  analyzer: { roles: 'master', spec: 'Analyzer: master' },
  /** Not a row of the spec's table: the statecharts page of issue 6 (/tools/machines), beside the analyzer. */
  machineCharts: { roles: 'master', spec: 'Statecharts of the machines with their live state: master, like the analyzer' },
  cloudConsole: { roles: 'master', spec: 'Cloud-console link: master' },
  customerSwitcher: { roles: 'master', spec: 'Customer switcher: master' },
  darkToggle: { roles: 'master', spec: 'Dark toggle: master' },

  /** "Supervisor only" written as an array check, so master is included — except on the dev port. */
  mailLog: { roles: ['supervisor'], spec: 'Mail log read and delete: supervisor only' },

  errorDetails: { roles: 'master', spec: 'Error details on the error page: master' },

  sideMenu: { roles: '*', except: ['fleetmanagement'], spec: NO_FLEET },
  sidebar: { roles: '*', except: ['fleetmanagement'], spec: NO_FLEET },
  driverSearch: { roles: '*', except: ['fleetmanagement'], spec: NO_FLEET },
} as const satisfies Record<string, AccessRule>;

export type Feature = keyof typeof ACCESS_TABLE;

export const FEATURES = Object.keys(ACCESS_TABLE) as Feature[];
