import { appendColumns, emptyColumns, type PricedColumns } from './bulk-pricing-task';

/** A price as the workbook shows it: category id, duration, km, lease price, own contribution, allowed, error. */
export type StoredPrice = [number | null, number, number, number | null, number | null, boolean, string | null];

/** Rows a run keeps at most (about 40 bytes each): past it, its workbooks read the prices back as a resumed run's do. */
export const KEPT_ROWS_LIMIT = 2_000_000;

interface Part {
  at: Map<number, number>;
  columns: PricedColumns;
}

/**
 * The prices a run wrote in this process, per part that it priced from the catalogue's start, so the part's workbook
 * needs no read of them (issue 40: reading 362,000 prices back for six workbooks cost PGlite's thread ~6 s of a run).
 * A part resumed from a cursor, or a run past KEPT_ROWS_LIMIT, keeps nothing: its workbook reads the table, which
 * holds the same rows (bulk-price-write.ts writes exactly what was priced, and removes what no longer is).
 */
export class KeptPrices {
  private readonly parts = new Map<number, Part>();
  private rows = 0;

  constructor(private readonly limit = KEPT_ROWS_LIMIT) {}

  /** From now on keeps what `keep` is given for this arrangement (call it for a part whose pricing starts at the catalogue's start). */
  track(arrangementId: number): void {
    this.parts.set(arrangementId, { at: new Map(), columns: emptyColumns() });
  }

  /** A window's prices of the arrangement, as written. */
  keep(arrangementId: number, priced: PricedColumns): void {
    const part = this.parts.get(arrangementId);
    if (!part) return;
    this.rows += priced.versionId.length;
    if (this.rows > this.limit) {
      this.parts.clear();
      return;
    }
    for (const [i, id] of priced.versionId.entries()) part.at.set(id, part.columns.versionId.length + i);
    appendColumns(part.columns, priced);
  }

  has(arrangementId: number): boolean {
    return this.parts.has(arrangementId);
  }

  /** The kept prices of these versions, by version: what the table holds for them once the part's pass is done. */
  pricesOf(arrangementId: number, ids: readonly number[]): Map<number, StoredPrice> {
    const part = this.parts.get(arrangementId);
    const found = new Map<number, StoredPrice>();
    if (!part) return found;
    const c = part.columns;
    for (const id of ids) {
      const i = part.at.get(id);
      if (i !== undefined) found.set(id, [c.categoryId[i]!, c.durationMonths[i]!, c.kmPerYear[i]!, c.leasePrice[i]!, c.ownContribution[i]!, c.allowed[i]!, c.error[i]!]);
    }
    return found;
  }
}
