import type { RoleName } from '../../src/api/types';

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
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { email: 'master@demo.leasedesk.test', role: 'master', clientName: DEMO_CLIENT, firstName: 'Maud', surname: 'Meester' },
  { email: 'supervisor@demo.leasedesk.test', role: 'supervisor', clientName: DEMO_CLIENT, firstName: 'Sanne', surname: 'de Vries' },
  { email: 'bulk@demo.leasedesk.test', role: 'bulk', clientName: DEMO_CLIENT, firstName: 'Bram', surname: 'Bakker' },
  { email: 'fleet@demo.leasedesk.test', role: 'fleetmanagement', clientName: DEMO_CLIENT, firstName: 'Fleur', surname: 'Visser' },
  { email: 'subsupervisor@demo.leasedesk.test', role: 'subsupervisor', clientName: DEMO_CLIENT, firstName: 'Sem', surname: 'Jansen' },
  { email: 'supervisor@flota-pl.leasedesk.test', role: 'supervisor', clientName: POLISH_CLIENT, firstName: 'Zofia', surname: 'Nowak' },
];

/** The demo account with this role in the demo client. */
export function demoAccount(role: RoleName, clientName = DEMO_CLIENT): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role && a.clientName === clientName);
  if (!account) throw new Error(`No demo account with role ${role} in ${clientName}`);
  return account;
}
