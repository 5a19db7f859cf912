/**
 * Car arrangements as a resource-kit area (the /component/arrangement list and form, spec 02 §7 "Car
 * arrangement"). The wire keeps the type under `dataObject.type`; the kit's form edits flat fields, so a row
 * read here also carries it as `type`, and a create sends it back under `dataObject`. The type is chosen once
 * (the server refuses a change), so an update never sends it.
 *
 *   GET    /cararrangement?pageSize&pageIndex&q   → { results, resultCount }
 *   GET    /cararrangement?carArrangementId={id}  → results[0] (ETag "<version>")
 *   POST   /cararrangement { displayName, dataObject: { type }, mantelNumber } → results[0]
 *   PUT    /cararrangement { id, displayName, mantelNumber } If-Match → results[0]
 *   DELETE /cararrangement?carArrangementId={id}   If-Match
 */
import { createResourceApi, onePath, type ResourceApi } from './resource';
import { ARRANGEMENT_PATHS } from '../../contract/paths/arrangement';
import type { ArrangementType, CarArrangement } from '../../contract/types/core';

export interface ArrangementRow extends CarArrangement {
  version: number;
  type: ArrangementType;
}

const flat = (row: CarArrangement): ArrangementRow => ({ ...row, version: row.version ?? 0, type: row.dataObject.type });

const wire = createResourceApi<ArrangementRow>({ paths: onePath(ARRANGEMENT_PATHS.arrangement), idParam: 'carArrangementId', noun: 'Car arrangement' });

export const arrangementApi: ResourceApi<ArrangementRow> = {
  ...wire,
  async list(params, options) {
    const page = await wire.list(params, options);
    return { ...page, rows: page.rows.map(flat) };
  },
  get: async (id, options) => flat(await wire.get(id, options)),
  create: async ({ type, ...values }, options) => flat(await wire.create({ ...values, dataObject: { type } }, options)),
  update: async (id, version, { type: _fixed, ...values }, options) => flat(await wire.update(id, version, values, options)),
};
