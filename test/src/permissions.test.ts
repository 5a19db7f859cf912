import { describe, expect, it } from 'vitest';
import type { Licenses, RoleName } from '../../contract/types/core';
import { ACCESS_TABLE, FEATURES, LOCAL_DEV_PORT, can, grantedFeatures, hasRole, isLocalDevPort, roleRank, type AccessRule, type Feature } from '../../contract/access/permissions';
import { arrivalRedirect } from '../../src/lib/arrival';

const ROLES = ['master', 'supervisor', 'bulk', 'fleetmanagement', 'subsupervisor', 'driver'] as const satisfies readonly RoleName[];
const ALL_LICENCES: Licenses = {
  isMobilityModuleEnabled: true,
  isDriverLicenseCheckEnabled: true,
  hasLeaseWise: true,
  isOrderModuleEnabled: true,
  isOrderModuleWithoutLeasingCompany: true,
};

/**
 * Spec 01 §6 written out by hand (Y = granted), NOT computed from the module under test.
 * Columns: master, supervisor, bulk, fleetmanagement, subsupervisor, driver.
 * Subject: every licence on, a client without mobility containers, not the local dev port.
 */
const EXPECTED: Record<Feature, string> = {
  //                  M S B F s d
  application:       'Y Y Y Y Y N', // drivers do not use the application
  dashboard:         'Y Y N Y Y N', // everyone except bulk
  mainMenu:          'Y Y Y N Y N', // everyone except fleetmanagement
  accounts:          'Y Y N N N N', // supervisor and above …
  mail:              'Y Y N N N N',
  texts:             'Y Y N N N N',
  faq:               'Y Y N N N N',
  operatingCompanies:'Y Y N N N N',
  settings:          'Y Y N N N N',
  arrangements:      'Y Y N N N N',
  preferredDealers:  'Y Y N N N N',
  blocked:           'Y Y N N N N',
  carData:           'Y Y N N N N',
  orderCompanies:    'Y Y N N N N',
  drivers:           'Y Y Y N Y N', // subsupervisor and above; fleet managers only their own list (02 §6)
  orders:            'Y Y Y N Y N',
  calculatorSetting: 'Y Y Y N N N', // bulk and above …
  categories:        'Y Y Y N N N',
  deviations:        'Y Y Y N N N',
  options:           'Y Y Y N N N',
  components:        'Y Y Y N N N',
  leaseSystem:       'N N Y N N N', // bulk users who are not supervisor or master
  leaseSystemMenu:   'Y Y Y N N N', // … supervisor and master also reach it in the menu
  mantelContractCheck:'Y Y Y N Y N', // the arrangement menu's roles, lease-system licence (not in the spec's table: issue 35)
  fleetManagement:   'Y Y Y Y N N', // fleetmanagement, with supervisor, master, bulk
  mobility:          'Y Y N N N N', // licensed, no containers: supervisor (and above)
  mobilityContainers:'Y Y N N N N', // supervisor and above, licensed (not in the spec's table: issue 16)
  arrangementMenu:   'Y Y Y N Y N', // all except fleetmanagement
  productMenu:       'Y N N N N N', // master only …
  clientList:        'Y N N N N N',
  mailVariables:     'Y N N N N N',
  mailTemplates:     'Y N N N N N',
  mailTypes:         'Y N N N N N',
  languages:         'Y N N N N N',
  bulkCompare:       'Y N N N N N',
  releaseLink:       'Y Y N N N N', // supervisor
  releaseNotes:      'Y Y N N N N',
  help:              'Y Y N N N N',
  settingsMenu:      'Y Y N N N N',
  bulkCalculator:    'Y Y N N N N', // supervisor + lease-system licence
  analyzer:          'Y N N N N N', // master
  machineCharts:     'Y N N N N N', // master (not in the spec: issue 6)
  cloudConsole:      'Y N N N N N',
  customerSwitcher:  'Y N N N N N',
  darkToggle:        'Y N N N N N',
  mailLog:           'Y Y N N N N', // supervisor only (array check: master too, off the dev port)
  errorDetails:      'Y N N N N N', // master
  sideMenu:          'Y Y Y N Y N', // fleetmanagement sees no side menu, sidebar or driver search
  sidebar:           'Y Y Y N Y N',
  driverSearch:      'Y Y Y N Y N',
};

/** On the local development port master loses the implicit grant of array-form checks. */
const DEV_PORT_CHANGES: Partial<Record<Feature, string>> = {
  mailLog:           'N Y N N N N',
};

function row(line: string): boolean[] {
  return line.split(' ').map((cell) => cell === 'Y');
}

describe('access table (spec 01 §6)', () => {
  it('has a written-out expectation for every feature of the table, and no more', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...FEATURES].sort());
  });

  for (const feature of Object.keys(EXPECTED) as Feature[]) {
    it(`grants ${feature} as the table says`, () => {
      const actual = ROLES.map((role) => can({ role, licenses: ALL_LICENCES, hasContainers: false }, feature));
      expect(actual).toEqual(row(EXPECTED[feature]));
    });
  }

  it.each(Object.keys(EXPECTED) as Feature[])('on the local development port grants %s as the table says', (feature) => {
    const actual = ROLES.map((role) => can({ role, licenses: ALL_LICENCES, isLocalDevPort: true }, feature));
    expect(actual).toEqual(row(DEV_PORT_CHANGES[feature] ?? EXPECTED[feature]));
  });

  it('refuses everything to an unknown or missing role', () => {
    for (const role of ['admin', '', null, undefined, '*']) {
      expect(grantedFeatures({ role, licenses: ALL_LICENCES })).toEqual([]);
    }
  });

  it('writes every row with a spec sentence', () => {
    for (const rule of Object.values(ACCESS_TABLE)) expect(rule.spec.length).toBeGreaterThan(10);
  });
});

describe('hasRole', () => {
  it('ranks master > supervisor > bulk > fleetmanagement > subsupervisor > driver > "*"', () => {
    const ranks = [...ROLES, '*'].map((role) => roleRank(role));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(new Set(ranks).size).toBe(7);
  });

  // Columns: master, supervisor, bulk, fleetmanagement, subsupervisor, driver.
  const CHECKS: [string, Parameters<typeof hasRole>[1], Parameters<typeof hasRole>[2], string][] = [
    ['single role: it and every role above', 'bulk', {}, 'Y Y Y N N N'],
    ['single lowest admin role', 'subsupervisor', {}, 'Y Y Y Y Y N'],
    ['single master', 'master', {}, 'Y N N N N N'],
    ['"*": everyone', '*', {}, 'Y Y Y Y Y Y'],
    ['"*" with exclusions', '*', { except: ['bulk', 'fleetmanagement'] }, 'Y Y N N Y Y'],
    ['single role with an exclusion above it', 'bulk', { except: ['supervisor', 'master'] }, 'N N Y N N N'],
    ['array: the listed roles plus master', ['bulk', 'subsupervisor'], {}, 'Y N Y N Y N'],
    ['array on the dev port: no implicit master', ['bulk', 'subsupervisor'], { isLocalDevPort: true }, 'N N Y N Y N'],
    ['array naming master on the dev port', ['master', 'supervisor'], { isLocalDevPort: true }, 'Y Y N N N N'],
    ['array with master excluded', ['supervisor'], { except: ['master'] }, 'N Y N N N N'],
    ['single role on the dev port is unaffected', 'supervisor', { isLocalDevPort: true }, 'Y Y N N N N'],
    ['empty array: master only', [], {}, 'Y N N N N N'],
  ];

  it.each(CHECKS)('%s', (_, check, options, expected) => {
    expect(ROLES.map((role) => hasRole(role, check, options))).toEqual(row(expected));
  });

  it('refuses unknown roles whatever the check', () => {
    expect(hasRole('root', '*')).toBe(false);
    expect(hasRole(undefined, '*')).toBe(false);
    expect(hasRole('MASTER', 'driver')).toBe(false);
  });

  it(`knows the local development port (${LOCAL_DEV_PORT})`, () => {
    expect(isLocalDevPort({ port: '3000' })).toBe(true);
    expect(isLocalDevPort({ port: '8080' })).toBe(false);
    expect(isLocalDevPort({ port: '' })).toBe(false);
    expect(isLocalDevPort(new URL('http://localhost:3000/arrangement'))).toBe(true);
    expect(isLocalDevPort(null)).toBe(false);
  });
});

describe('mobility (licence, containers, bindings)', () => {
  // [role, licensed, client has containers, user has container bindings, expected]
  const CASES: [RoleName, boolean, boolean, boolean, boolean][] = [
    ['master', true, false, false, true],
    ['supervisor', true, false, false, true],
    ['bulk', true, false, false, false],
    ['fleetmanagement', true, false, false, false],
    ['subsupervisor', true, false, false, false],
    ['subsupervisor', true, false, true, false],
    ['master', true, true, false, true],
    ['supervisor', true, true, false, true],
    ['supervisor', true, true, true, true],
    ['bulk', true, true, true, false],
    ['fleetmanagement', true, true, true, false],
    ['subsupervisor', true, true, false, false],
    ['subsupervisor', true, true, true, true],
    ['driver', true, true, true, false],
    ['master', false, false, false, false],
    ['master', false, true, true, false],
    ['supervisor', false, true, true, false],
    ['subsupervisor', false, true, true, false],
  ];

  it.each(CASES)('%s, licensed %s, containers %s, bindings %s → %s', (role, licensed, hasContainers, hasContainerBindings, expected) => {
    const licenses = { ...ALL_LICENCES, isMobilityModuleEnabled: licensed };
    expect(can({ role, licenses, hasContainers, hasContainerBindings }, 'mobility')).toBe(expected);
  });

  it('refuses mobility when the licences are not known yet', () => {
    expect(can({ role: 'master', hasContainers: true }, 'mobility')).toBe(false);
  });
});

describe('bulk calculator licence', () => {
  const CASES: [RoleName, boolean, boolean][] = [
    ['master', true, true],
    ['supervisor', true, true],
    ['master', false, false],
    ['supervisor', false, false],
    ['bulk', true, false],
    ['subsupervisor', true, false],
  ];
  it.each(CASES)('%s with hasLeaseWise %s → %s', (role, hasLeaseWise, expected) => {
    expect(can({ role, licenses: { ...ALL_LICENCES, hasLeaseWise } }, 'bulkCalculator')).toBe(expected);
  });
});

describe('licence switches', () => {
  const licensed = (Object.keys(ACCESS_TABLE) as Feature[]).filter((feature) => (ACCESS_TABLE[feature] as AccessRule).licence);

  it('name the lease-system licence for the lease-system area and the order module for orders', () => {
    expect(licensed.filter((feature) => (ACCESS_TABLE[feature] as AccessRule).licence === 'hasLeaseWise').sort())
      .toEqual(['bulkCalculator', 'leaseSystem', 'leaseSystemMenu', 'mantelContractCheck']);
    expect((ACCESS_TABLE.orders as AccessRule).licence).toBe('isOrderModuleEnabled');
  });

  it.each(licensed)('refuse %s to every role when its licence is off', (feature) => {
    const licenses = { ...ALL_LICENCES, [(ACCESS_TABLE[feature] as AccessRule).licence!]: false };
    expect(ROLES.filter((role) => can({ role, licenses, hasContainers: true, hasContainerBindings: true }, feature))).toEqual([]);
  });
});

describe('arrival rule', () => {
  it('sends a bulk user to the lease-system create screen', () => {
    expect(arrivalRedirect('bulk', { property: 'driver', id: '42' })).toBe('/leasewise/driver/create?id=42');
    expect(arrivalRedirect('bulk', new URLSearchParams('property=arrangement&id=7'))).toBe('/leasewise/arrangement/create?id=7');
  });

  it('sends a fleetmanagement user to the fleet-management create screen', () => {
    expect(arrivalRedirect('fleetmanagement', { property: 'driver', id: '42' })).toBe('/fleetmanagement/driver/create?id=42');
    expect(arrivalRedirect('fleetmanagement', { property: 'driver', id: 'a1b2-c3d4' })).toBe('/fleetmanagement/driver/create?id=a1b2-c3d4');
  });

  it.each(['master', 'supervisor', 'subsupervisor', 'driver', undefined] as const)('leaves %s where they are', (role) => {
    expect(arrivalRedirect(role, { property: 'driver', id: '42' })).toBeNull();
  });

  it('needs both property and id', () => {
    expect(arrivalRedirect('bulk', { property: 'driver' })).toBeNull();
    expect(arrivalRedirect('bulk', { id: '42' })).toBeNull();
    expect(arrivalRedirect('bulk', new URLSearchParams(''))).toBeNull();
    expect(arrivalRedirect('bulk', { property: '', id: '' })).toBeNull();
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    'https:evil.com',
    'javascript:alert(1)',
    '%2F%2Fevil.com',
    '../admin',
    'driver/../../x',
    'driver?x=1',
    'driver#x',
    'Driver',
    '<img src=x onerror=alert(1)>',
    'x'.repeat(41),
  ])('refuses the hostile property %j', (property) => {
    expect(arrivalRedirect('bulk', { property, id: '42' })).toBeNull();
    expect(arrivalRedirect('fleetmanagement', { property, id: '42' })).toBeNull();
  });

  it.each(['1&role=master', '1/../x', '//evil.com', 'javascript:alert(1)', '<script>', '1 2', '9'.repeat(65)])('refuses the hostile id %j', (id) => {
    expect(arrivalRedirect('bulk', { property: 'driver', id })).toBeNull();
  });

  it('takes the first of repeated values and accepts numeric ids', () => {
    expect(arrivalRedirect('bulk', { property: ['driver', '//evil.com'], id: 5 })).toBe('/leasewise/driver/create?id=5');
  });
});
