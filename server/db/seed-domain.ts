/**
 * The demo data's business rows: car arrangements with categories and settings, mobility containers
 * with categories, cards and products, operating-company links and about two thousand drivers. Everything
 * is derived from fixed lists and the row index (no Math.random), so every fresh database holds the
 * same rows; only the calculator's last-run dates are relative to the moment of seeding, so the
 * "last run older than a week" banner shows for the same arrangement whenever the demo is started.
 */
import type { ArrangementType } from '../../contract/types/core';
import { DEMO_CLIENT, POLISH_CLIENT } from './demo-accounts';

export interface SeedArrangement {
  client: string;
  displayName: string;
  type: ArrangementType;
  mantelNumber: string | null;
  isMantelContractValid: boolean;
  isActiveOnlineForDrivers: boolean;
  /** Days before the seed moment of the calculator's last run; null = never ran. */
  lastRunDaysAgo: number | null;
  /** [category number, display name, norm lease (null for arrangements without a lease price)] */
  categories: readonly (readonly [number, string, number | null])[];
  /** Operating companies (by name) that offer this arrangement. */
  operatingCompanies: readonly string[];
}

export const OPERATING_COMPANIES = [
  [DEMO_CLIENT, 'Demo Mobility Noord', 'Groningen'],
  [DEMO_CLIENT, 'Demo Mobility Zuid', 'Eindhoven'],
  [POLISH_CLIENT, 'Flota Warszawa', 'Warszawa'],
] as const;

const NOORD = 'Demo Mobility Noord';
const ZUID = 'Demo Mobility Zuid';

export const SEED_ARRANGEMENTS: readonly SeedArrangement[] = [
  {
    client: DEMO_CLIENT, displayName: 'Leaseregeling 2026', type: 'car', mantelNumber: 'M-1001', isMantelContractValid: true,
    isActiveOnlineForDrivers: true, lastRunDaysAgo: 1, operatingCompanies: [NOORD, ZUID],
    categories: [[1, 'Categorie 1 – Instap', 450], [2, 'Categorie 2 – Midden', 600], [3, 'Categorie 3 – Hoger kader', 800], [4, 'Categorie 4 – Directie', 1100]],
  },
  {
    client: DEMO_CLIENT, displayName: 'Leaseregeling Directie', type: 'car', mantelNumber: 'M-1002', isMantelContractValid: true,
    // Active for drivers but the calculator last ran 12 days ago: the supervisor's "outdated" banner.
    isActiveOnlineForDrivers: true, lastRunDaysAgo: 12, operatingCompanies: [ZUID],
    categories: [[10, 'Directie', 1250], [11, 'Raad van bestuur', 1600]],
  },
  {
    client: DEMO_CLIENT, displayName: 'Fietsplan', type: 'bike', mantelNumber: null, isMantelContractValid: true,
    isActiveOnlineForDrivers: true, lastRunDaysAgo: 3, operatingCompanies: [NOORD],
    categories: [[1, 'Stadsfiets', 40], [2, 'E-bike', 75], [3, 'Speed pedelec', 110]],
  },
  {
    client: DEMO_CLIENT, displayName: 'Mobiliteitsregeling Algemeen', type: 'general', mantelNumber: null, isMantelContractValid: true,
    isActiveOnlineForDrivers: false, lastRunDaysAgo: null, operatingCompanies: [],
    categories: [[1, 'Basis', null], [2, 'Uitgebreid', null]],
  },
  {
    client: DEMO_CLIENT, displayName: 'Leaseregeling 2025', type: 'car', mantelNumber: 'M-0999', isMantelContractValid: false,
    // The previous year's arrangement: inactive, its mantel contract no longer valid.
    isActiveOnlineForDrivers: false, lastRunDaysAgo: 230, operatingCompanies: [],
    categories: [[1, 'Categorie 1', 425], [2, 'Categorie 2', 575]],
  },
  {
    client: DEMO_CLIENT, displayName: 'Bedrijfswagens', type: 'truck', mantelNumber: 'M-1003', isMantelContractValid: true,
    isActiveOnlineForDrivers: false, lastRunDaysAgo: 20, operatingCompanies: [ZUID],
    categories: [[1, 'Bestelwagen klein', 520], [2, 'Bestelwagen groot', 690]],
  },
  {
    client: POLISH_CLIENT, displayName: 'Flota 2026', type: 'car', mantelNumber: 'PL-2001', isMantelContractValid: true,
    isActiveOnlineForDrivers: true, lastRunDaysAgo: 2, operatingCompanies: ['Flota Warszawa'],
    categories: [[1, 'Kategoria A', 2200], [2, 'Kategoria B', 3100]],
  },
  {
    client: POLISH_CLIENT, displayName: 'Rowery służbowe', type: 'bike', mantelNumber: null, isMantelContractValid: true,
    isActiveOnlineForDrivers: false, lastRunDaysAgo: null, operatingCompanies: [],
    categories: [[1, 'Rower miejski', 180]],
  },
];

export interface SeedContainer {
  client: string;
  displayName: string;
  isActive: boolean;
  /** [display name, max budget] */
  categories: readonly (readonly [string, number])[];
  /** [display name, arrangement display name or card display name, category display name or null] */
  products: readonly (readonly [string, { arrangement: string } | { card: string }, string | null])[];
}

/** [display name, value]: the demo client's mobility cards. */
export const MOBILITY_CARDS = [
  ['NS Business Card', 150],
  ['OV-chipkaart zakelijk', 100],
  ['Deelauto-tegoed', 200],
] as const;

export const SEED_CONTAINERS: readonly SeedContainer[] = [
  {
    client: DEMO_CLIENT, displayName: 'Mobiliteitsbudget', isActive: true,
    categories: [['Basis', 300], ['Plus', 600], ['Premium', 900]],
    products: [
      ['Leaseauto', { arrangement: 'Leaseregeling 2026' }, 'Premium'],
      ['Fiets van de zaak', { arrangement: 'Fietsplan' }, null],
      ['NS Business Card', { card: 'NS Business Card' }, null],
      ['OV-chipkaart', { card: 'OV-chipkaart zakelijk' }, 'Basis'],
      ['Deelauto', { card: 'Deelauto-tegoed' }, 'Plus'],
    ],
  },
  {
    client: DEMO_CLIENT, displayName: 'Flexibel reizen (pilot)', isActive: false,
    categories: [['Pilot', 250]],
    products: [['OV-chipkaart', { card: 'OV-chipkaart zakelijk' }, 'Pilot']],
  },
];

const DUTCH_FIRST_NAMES = [
  'Daan', 'Sem', 'Lucas', 'Levi', 'Finn', 'Milan', 'Jesse', 'Bram', 'Thijs', 'Ruben', 'Lars', 'Stijn', 'Tim', 'Joost',
  'Pieter', 'Willem', 'Jeroen', 'Maarten', 'Koen', 'Sander', 'Emma', 'Julia', 'Sophie', 'Anna', 'Tess', 'Sara', 'Fenna',
  'Lotte', 'Eva', 'Noor', 'Lisa', 'Femke', 'Anouk', 'Ilse', 'Marieke', 'Sanne', 'Iris', 'Zoë', 'Chloë', 'Renée',
] as const;

/** Mostly no prefix, as in real Dutch name lists. */
const DUTCH_PREFIXES = ['', '', '', 'van', '', 'de', '', 'van der', '', 'van den', '', 'van de', 'ter', '', "van 't", 'den'] as const;

const DUTCH_SURNAMES = [
  'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos', 'Vos', 'Peters', 'Hendriks', 'Dekker', 'Brouwer',
  'Dijkstra', 'Koster', 'Willems', 'Verhoeven', 'Kok', 'Jacobs', 'Vermeulen', 'Schouten', 'Post', 'Kuiper', 'Huisman',
  'Peeters', 'Prins', 'Hoekstra', 'Maas', 'Veenstra', 'Kramer', 'Bosch', 'Sluis', 'Berg', 'Heuvel', 'Linden', 'Wal',
  'Leeuwen', 'Graaf', 'Horst', 'Brink', 'Meulen', 'Groot', 'Boer', 'Wit', 'Laan', 'Beek', 'Haan',
] as const;

const POLISH_FIRST_NAMES = ['Anna', 'Katarzyna', 'Małgorzata', 'Agnieszka', 'Ewa', 'Piotr', 'Krzysztof', 'Andrzej', 'Tomasz', 'Paweł', 'Michał', 'Łukasz'] as const;
const POLISH_SURNAMES = ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski'] as const;

/** Days to expiry of the drivers that have one, in turn (the list's expiry tags and expiration filter). */
const EXPIRY_SPREAD = [-9, 21, 6, 40, 12] as const;

export interface SeedDriver {
  client: string;
  firstName: string;
  prefixSurname: string;
  surname: string;
  emailAddress: string;
  telephoneNr: string;
  isActive: boolean;
  isBlocked: boolean;
  isGeneric: boolean;
  /** Whole days after the seed moment (negative: already expired); null = no expiry. */
  expiresInDays: number | null;
  operatingCompany: string | null;
  /** [arrangement display name, category number] */
  bindings: readonly (readonly [string, number])[];
  /** The demo container's category (by name), when the driver takes part in the mobility budget. */
  mobilityCategory: string | null;
}

/** ASCII for e-mail addresses: diacritics dropped (Zoë → zoe, Łukasz → lukasz), spaces and quotes removed. */
export function emailPart(text: string): string {
  return text
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

/** A fixed pseudo-random digit string per index and salt (an integer hash, not Math.random). */
function digits(index: number, length: number, salt: number): string {
  let x = Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b);
  let out = '';
  for (let i = 0; i < length; i++) {
    x ^= x >>> 16;
    x = Math.imul(x, 0x7feb352d);
    x ^= x >>> 15;
    x = Math.imul(x, 0x846ca68b);
    x ^= x >>> 16;
    out += String((x >>> 0) % 10);
  }
  return out;
}

/** Category per arrangement, spread over the drivers. */
const CATEGORY_NUMBERS: Record<string, readonly number[]> = Object.fromEntries(
  SEED_ARRANGEMENTS.map((a) => [a.displayName, a.categories.map(([n]) => n)]),
);

function categoryFor(arrangement: string, index: number): number {
  const numbers = CATEGORY_NUMBERS[arrangement]!;
  return numbers[index % numbers.length]!;
}

/** About 2,000 demo drivers: enough to page, filter and scroll for real. */
export const DEMO_DRIVER_COUNT = 2000;

/**
 * The demo client's drivers: first names × prefixes × surnames walked with co-prime strides so names
 * repeat rarely. E-mail: first.prefixsurname@demo-mobility.test; every 37th uses an underscore
 * (first_surname), so a search for "_" has real, literal matches. Bindings follow the operating
 * company: Noord drivers drive Leaseregeling 2026 or cycle (Fietsplan), Zuid drivers drive
 * Leaseregeling 2026, Directie or a company van; drivers without a company sit in the older
 * arrangements.
 */
export function demoDrivers(count = DEMO_DRIVER_COUNT): SeedDriver[] {
  const drivers: SeedDriver[] = [];
  const taken = new Set<string>();
  for (let i = 0; i < count; i++) {
    const firstName = DUTCH_FIRST_NAMES[(i * 7) % DUTCH_FIRST_NAMES.length]!;
    const prefixSurname = DUTCH_PREFIXES[(i * 5 + Math.floor(i / 16)) % DUTCH_PREFIXES.length]!;
    const surname = DUTCH_SURNAMES[(i * 11 + Math.floor(i / 46)) % DUTCH_SURNAMES.length]!;
    const separator = i % 37 === 36 ? '_' : '.';
    let local = `${emailPart(firstName)}${separator}${emailPart(prefixSurname)}${emailPart(surname)}`;
    if (taken.has(local)) local = `${local}${i}`;
    taken.add(local);

    const company = i % 10 < 4 ? NOORD : i % 10 < 8 ? ZUID : null;
    const bindings: [string, number][] = [];
    if (company === NOORD) {
      bindings.push(['Leaseregeling 2026', categoryFor('Leaseregeling 2026', i)]);
      if (i % 3 === 0) bindings.push(['Fietsplan', categoryFor('Fietsplan', i)]);
    } else if (company === ZUID) {
      const main = i % 9 === 0 ? 'Leaseregeling Directie' : i % 7 === 0 ? 'Bedrijfswagens' : 'Leaseregeling 2026';
      bindings.push([main, categoryFor(main, i)]);
    } else {
      const main = i % 4 === 0 ? 'Mobiliteitsregeling Algemeen' : 'Leaseregeling 2025';
      bindings.push([main, categoryFor(main, i)]);
    }

    drivers.push({
      client: DEMO_CLIENT,
      firstName,
      prefixSurname,
      surname,
      emailAddress: `${local}@demo-mobility.test`,
      // Every 13th driver has no phone number on file.
      telephoneNr: i % 13 === 12 ? '' : `+31 6 ${digits(i, 4, 1)} ${digits(i, 4, 2)}`,
      isActive: i % 23 !== 22,
      isBlocked: i % 41 === 40,
      isGeneric: i % 97 === 96,
      // Every 17th driver has an expiry: already past, within two weeks, later this month or next.
      expiresInDays: i % 17 === 0 ? EXPIRY_SPREAD[(i / 17) % EXPIRY_SPREAD.length]! : null,
      operatingCompany: company,
      bindings,
      mobilityCategory: i % 6 === 0 ? (['Basis', 'Plus', 'Premium'] as const)[(i / 6) % 3]! : null,
    });
  }
  return drivers;
}

/** The Polish client's drivers: a small fleet in Warszawa on Flota 2026, a few also on bikes. */
export function polishDrivers(count = 24): SeedDriver[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const firstName = POLISH_FIRST_NAMES[i % POLISH_FIRST_NAMES.length]!;
    let surname: string = POLISH_SURNAMES[(i * 5) % POLISH_SURNAMES.length]!;
    // Polish surnames in -ski/-cki take -ska/-cka for women (first names ending in a).
    if (firstName.endsWith('a') && surname.endsWith('i')) surname = `${surname.slice(0, -1)}a`;
    const bindings: [string, number][] = [['Flota 2026', categoryFor('Flota 2026', i)]];
    if (i % 4 === 0) bindings.push(['Rowery służbowe', 1]);
    let local = `${emailPart(firstName)}.${emailPart(surname)}`;
    if (taken.has(local)) local = `${local}${i}`;
    taken.add(local);
    return {
      client: POLISH_CLIENT,
      firstName,
      prefixSurname: '',
      surname,
      emailAddress: `${local}@flota-pl.test`,
      telephoneNr: `+48 ${digits(i, 3, 3)} ${digits(i, 3, 4)} ${digits(i, 3, 5)}`,
      isActive: true,
      isBlocked: false,
      isGeneric: false,
      expiresInDays: null,
      operatingCompany: 'Flota Warszawa',
      bindings,
      mobilityCategory: null,
    };
  });
}
