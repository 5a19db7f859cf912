import type { PricedColumns } from './bulk-pricing-task';

/** A price as the workbook shows it: category id, duration, km, lease price, own contribution, allowed, error. */
export type StoredPrice = [number | null, number, number, number | null, number | null, boolean, string | null];

/** Rows a run keeps at most (about 40 bytes each): past it, its workbooks read the prices back as a resumed run's do. */
export const KEPT_ROWS_LIMIT = 2_000_000;

/**
 * A part's kept windows, as the pricing gave them: ascending version ids within each and from one to the next (the run
 * reads the catalogue by id). Kept as they came, not appended into one set of columns: growing arrays of ~70,000 and a
 * Map of every version made the run's thread reallocate ever larger blocks, most of its page faults during a run
 * (bench/README.md "Issue 40, sixth pass").
 */
type Part = PricedColumns[];

/** The index of `id` in the ascending `ids`, or -1. */
function indexOf(ids: readonly number[], id: number): number {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = ids[middle]!;
    if (at === id) return middle;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The window of `part` whose range holds `id`, or undefined. */
function windowOf(part: Part, id: number): PricedColumns | undefined {
  let low = 0;
  let high = part.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const ids = part[middle]!.versionId;
    if (id < ids[0]!) high = middle - 1;
    else if (id > ids.at(-1)!) low = middle + 1;
    else return part[middle];
  }
  return undefined;
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
    this.parts.set(arrangementId, []);
  }

  /** A window's prices of the arrangement, as written (after the previous window's: ids only ascend). */
  keep(arrangementId: number, priced: PricedColumns): void {
    const part = this.parts.get(arrangementId);
    if (!part) return;
    this.rows += priced.versionId.length;
    if (this.rows > this.limit) {
      this.parts.clear();
      return;
    }
    if (priced.versionId.length > 0) part.push(priced);
  }

  has(arrangementId: number): boolean {
    return this.parts.has(arrangementId);
  }

  /** The kept prices of these versions, by version: what the table holds for them once the part's pass is done. */
  pricesOf(arrangementId: number, ids: readonly number[]): Map<number, StoredPrice> {
    const part = this.parts.get(arrangementId);
    const found = new Map<number, StoredPrice>();
    if (!part) return found;
    for (const id of ids) {
      const c = windowOf(part, id);
      const i = c ? indexOf(c.versionId, id) : -1;
      if (i >= 0) found.set(id, [c!.categoryId[i]!, c!.durationMonths[i]!, c!.kmPerYear[i]!, c!.leasePrice[i]!, c!.ownContribution[i]!, c!.allowed[i]!, c!.error[i]!]);
    }
    return found;
  }
}
