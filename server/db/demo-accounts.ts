import type { RoleName } from '../../contract/types/core';

/**
 * The demo sign-ins, defined once: the seed creates them, the README lists them, tests use them.
 * They exist only in the demo seed; a real deployment starts from its own data.
 */
export const DEMO_PASSWORD = 'Leasedesk-demo-2026';

export const DEMO_CLIENT = 'demo';
export const POLISH_CLIENT = 'flota-pl';

export interface DemoAccount {
  email: string;
  role: RoleName;
  clientName: string;
  firstName: string;
  surname: string;
  /** Not every demo account signs in: one still has its invitation pending (no password), one is inactive. */
  state?: 'invited' | 'inactive';
  /** Scoped to these arrangements (by name) directly, rather than through an operating company. */
  arrangements?: readonly string[];
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'master@demo.leasedesk.test', role: 'master', clientName: DEMO_CLIENT, firstName: 'Maud', surname: 'Meester' },
  { email: 'supervisor@demo.leasedesk.test', role: 'supervisor', clientName: DEMO_CLIENT, firstName: 'Sanne', surname: 'de Vries' },
  { email: 'bulk@demo.leasedesk.test', role: 'bulk', clientName: DEMO_CLIENT, firstName: 'Bram', surname: 'Bakker' },
  { email: 'fleet@demo.leasedesk.test', role: 'fleetmanagement', clientName: DEMO_CLIENT, firstName: 'Fleur', surname: 'Visser' },
  { email: 'subsupervisor@demo.leasedesk.test', role: 'subsupervisor', clientName: DEMO_CLIENT, firstName: 'Sem', surname: 'Jansen' },
  { email: 'supervisor@flota-pl.leasedesk.test', role: 'supervisor', clientName: POLISH_CLIENT, firstName: 'Zofia', surname: 'Nowak' },
  // Issue 18: a realistic account list — a second supervisor, a sub-supervisor scoped to one arrangement, an
  // invitation still pending and a former colleague's inactive account.
  { email: 'supervisor2@demo.leasedesk.test', role: 'supervisor', clientName: DEMO_CLIENT, firstName: 'Pieter', surname: 'Smit' },
  { email: 'fietsplan@demo.leasedesk.test', role: 'subsupervisor', clientName: DEMO_CLIENT, firstName: 'Fenna', surname: 'Bosman', arrangements: ['Fietsplan'] },
  { email: 'uitgenodigd@demo.leasedesk.test', role: 'subsupervisor', clientName: DEMO_CLIENT, firstName: 'Iris', surname: 'de Wit', state: 'invited' },
  { email: 'inactief@demo.leasedesk.test', role: 'bulk', clientName: DEMO_CLIENT, firstName: 'Olaf', surname: 'Verhoeven', state: 'inactive' },
];

/** The demo account with this role in the demo client. */
export function demoAccount(role: RoleName, clientName = DEMO_CLIENT): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role && a.clientName === clientName);
  if (!account) throw new Error(`No demo account with role ${role} in ${clientName}`);
  return account;
}
