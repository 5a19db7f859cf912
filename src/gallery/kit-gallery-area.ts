// The kit gallery's fake area (/kit.html): one declaration with every field kind, over an in-memory
// ResourceApi (no HTTP) whose failures are chosen per panel. Gallery-only; never part of the app.
import { FetchError } from 'ofetch';
import type { CallOptions } from '../api/envelope';
import type { FieldValues, ListPage, ListParams, ResourceApi, VersionedRow } from '../api/resource';
import { defineArea, type AreaDef } from '../areas/area';
import type { ChoiceOption } from '../areas/area-fields';

/** One row of the fake area: a lease plan. */
export interface GalleryPlan extends VersionedRow {
  title: string;
  contact: string | null;
  monthlyFee: number | null;
  startsOn: string | null;
  active: boolean;
  brandId: number | null;
  modelId: number | null;
  /** Where the plan is offered: any number of regions (the kit's multiple choice). */
  regionIds: number[];
  body: string;
  note: string | null;
}

/** The texts key in the `areas` namespace (kit-gallery.tsx adds them; locales/ stays untouched). */
export const GALLERY_AREA_KEY = 'galleryPlan';
export const GALLERY_LIST_PATH = '/component/gallery-plans';
export const GALLERY_ROWS = 45;
/** The server's reason the field-reason panel gets back (server/plugins/errors.ts words it so). */
export const GALLERY_FIELD_REASON = 'body.title must NOT have more than 80 characters';

const BRANDS: ChoiceOption[] = [
  { value: '1', label: 'Volvo' },
  { value: '2', label: 'Peugeot' },
  { value: '3', label: 'Tesla' },
];
const MODELS: Record<string, ChoiceOption[]> = {
  '1': [{ value: '11', label: 'XC40' }, { value: '12', label: 'EX30' }],
  '2': [{ value: '21', label: 'e-208' }, { value: '22', label: 'e-3008' }],
  '3': [{ value: '31', label: 'Model 3' }, { value: '32', label: 'Model Y' }],
};

const REGIONS: ChoiceOption[] = [
  { value: '1', label: 'Noord' },
  { value: '2', label: 'Midden' },
  { value: '3', label: 'Zuid' },
];

/** "Lease plan 07": two digits, so page texts are easy to find. */
export const planTitle = (n: number) => `Lease plan ${String(n).padStart(2, '0')}`;

function seedRows(count: number): GalleryPlan[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const brand = (index % 3) + 1;
    return {
      id: n,
      version: 1,
      title: planTitle(n),
      contact: n % 4 === 0 ? null : `fleet${n}@example.com`,
      monthlyFee: n % 5 === 0 ? null : 250 + n * 12.5,
      startsOn: `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
      active: n % 3 !== 0,
      brandId: brand,
      modelId: brand * 10 + (n % 2) + 1,
      regionIds: n % 2 === 0 ? [] : [(n % 3) + 1, ...(n % 5 === 0 ? [] : [((n + 1) % 3) + 1])].sort(),
      body: `<p>Conditions of <strong>${planTitle(n)}</strong>.</p>`,
      note: n % 2 === 0 ? null : 'Reviewed by the fleet manager.',
    };
  });
}

/** What a panel's API does instead of answering normally. */
export interface Behaviour {
  /** 'fail': list rejects (500); 'hang': never answers; 'none': no rows at all. */
  list?: 'fail' | 'hang' | 'none';
  /** 'notFound': get rejects 404. */
  get?: 'notFound';
  /** 'fieldReason': titles are too long and update rejects 400 naming the title (until shortened); 'conflict': update rejects 412. */
  update?: 'fieldReason' | 'conflict';
}

/** An error ofetch would throw for `status` (src/api/errors.ts reads status and data.errors). */
function httpError(status: number, errors: string[] = []): FetchError {
  const error = new FetchError(`[gallery] ${status}`);
  Object.assign(error, { status, statusCode: status, data: { successful: false, errors } });
  return error;
}

/** A little latency, so the loading states flash as they do against a server; aborts like fetch. */
function answer<T>(produce: () => T, signal?: AbortSignal, delayMs = 120): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      try {
        resolve(produce());
      } catch (error) {
        reject(error);
      }
    }, delayMs);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

/** Never answers; an abort (a new query) still ends it, as fetch would. */
function never<T>(signal?: AbortSignal): Promise<T> {
  return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason), { once: true }));
}

const editable = (values: FieldValues) => {
  const { id: _id, version: _version, ...rest } = values;
  return rest as Omit<GalleryPlan, 'id' | 'version'>;
};

/** The in-memory ResourceApi of one panel: its own copy of the rows. */
export function memoryPlanApi(behaviour: Behaviour = {}): ResourceApi<GalleryPlan> {
  const rows = behaviour.list === 'none' ? [] : seedRows(GALLERY_ROWS);
  // Titles the server refuses (over 80 characters), as an old import might have left them.
  if (behaviour.update === 'fieldReason') for (const row of rows) row.title += ' with the conditions of the previous contract period still attached to it';
  let nextId = rows.length + 1;
  const find = (id: number) => {
    const row = rows.find((r) => r.id === id);
    if (!row) throw httpError(404, ['Lease plan not found']);
    return row;
  };
  return {
    endpoint: { paths: { get: '/gallery', post: '/gallery', put: '/gallery', delete: '/gallery' }, idParam: 'planId', noun: 'Lease plan' },
    list({ pageIndex, pageSize, q, filters }: ListParams, { signal }: CallOptions = {}): Promise<ListPage<GalleryPlan>> {
      if (behaviour.list === 'hang') return never(signal);
      return answer(() => {
        if (behaviour.list === 'fail') throw httpError(500, ['The gallery server is down on purpose.']);
        const query = q.trim().toLowerCase();
        const active = filters.active === undefined ? null : filters.active === 'true';
        const hits = rows.filter((row) => (!query || row.title.toLowerCase().includes(query)) && (active === null || row.active === active));
        const start = (pageIndex - 1) * pageSize;
        return { rows: hits.slice(start, start + pageSize), resultCount: hits.length };
      }, signal);
    },
    get(id, { signal } = {}) {
      return answer(() => {
        if (behaviour.get === 'notFound') throw httpError(404, ['Lease plan not found']);
        return { ...find(id) };
      }, signal);
    },
    create(values, { signal } = {}) {
      return answer(() => {
        const row = { ...editable(values), id: nextId++, version: 1 } as GalleryPlan;
        rows.push(row);
        return { ...row };
      }, signal);
    },
    update(id, version, values, { signal } = {}) {
      return answer(() => {
        const row = find(id);
        if (behaviour.update === 'fieldReason' && String(values.title ?? '').length > 80) throw httpError(400, [GALLERY_FIELD_REASON]);
        if (behaviour.update === 'conflict' || row.version !== version) throw httpError(412, ['The record was changed by someone else.']);
        Object.assign(row, editable(values), { version: row.version + 1 });
        return { ...row };
      }, signal);
    },
    remove(id, version, { signal } = {}) {
      return answer(() => {
        const row = find(id);
        if (row.version !== version) throw httpError(412, ['The record was changed by someone else.']);
        rows.splice(rows.indexOf(row), 1);
      }, signal);
    },
  };
}

/** The fake area over one panel's API: every field kind, required and nullable fields. */
export function galleryArea(behaviour: Behaviour = {}): AreaDef<GalleryPlan> {
  return defineArea<GalleryPlan>({
    key: GALLERY_AREA_KEY,
    api: memoryPlanApi(behaviour),
    variants: null,
    columns: [
      { name: 'title' },
      { name: 'brand', value: (row) => BRANDS.find((b) => b.value === String(row.brandId))?.label },
      { name: 'monthlyFee', format: 'number' },
      { name: 'startsOn', format: 'date' },
      { name: 'active', value: (row) => (row.active ? '✓' : '') },
    ],
    fields: [
      { name: 'title', kind: 'text', maxLength: 80, required: true },
      { name: 'contact', kind: 'text', maxLength: 120, type: 'email', nullable: true },
      { name: 'monthlyFee', kind: 'number', min: 0, max: 5000, step: 0.5 },
      { name: 'startsOn', kind: 'date', required: true },
      { name: 'active', kind: 'checkbox' },
      { name: 'brandId', kind: 'choice', required: true, options: () => Promise.resolve(BRANDS) },
      {
        name: 'modelId',
        kind: 'choice',
        dependsOn: 'brandId',
        nullable: true,
        options: (values) => Promise.resolve(MODELS[String(values.brandId)] ?? []),
      },
      { name: 'regionIds', kind: 'choice', multiple: true, options: () => Promise.resolve(REGIONS) },
      { name: 'body', kind: 'richText', required: true },
      { name: 'note', kind: 'text', maxLength: 500, nullable: true },
    ],
    defaults: { active: true },
    // The bar's status dropdown: one choice filters on the plan's active flag, both or none do not.
    filterBar: {
      fields: ['status'],
      options: () => Promise.resolve({ status: [{ value: 'active', label: 'Active' }, { value: 'inactive', label: 'Inactive' }] }),
      query: ({ status = [] }): Record<string, string> => (status.length === 1 ? { active: String(status[0] === 'active') } : {}),
    },
    afterCreate: 'list',
  });
}

/** The area's texts for the `areas` namespace; other locales fall back to en-EN. */
export const GALLERY_AREA_TEXTS: Record<string, Record<string, unknown>> = {
  'en-EN': {
    title: 'Lease plans',
    noun: 'lease plan',
    columns: { title: 'Title', brand: 'Brand', monthlyFee: 'Monthly fee', startsOn: 'Starts on', active: 'Active' },
    fields: {
      title: 'Title', contact: 'Contact e-mail', monthlyFee: 'Monthly fee', startsOn: 'Starts on', active: 'Active',
      brandId: 'Brand', modelId: 'Model', regionIds: 'Regions', body: 'Conditions', note: 'Note',
    },
  },
  'nl-NL': {
    title: 'Leaseplannen',
    noun: 'leaseplan',
    columns: { title: 'Titel', brand: 'Merk', monthlyFee: 'Maandbedrag', startsOn: 'Start op', active: 'Actief' },
    fields: {
      title: 'Titel', contact: 'Contact-e-mail', monthlyFee: 'Maandbedrag', startsOn: 'Start op', active: 'Actief',
      brandId: 'Merk', modelId: 'Model', regionIds: 'Regio\'s', body: 'Voorwaarden', note: 'Notitie',
    },
  },
};
