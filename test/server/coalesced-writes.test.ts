import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalescedWrites } from '../../server/db/coalesced-writes';

describe("a bulk run's writes, told to the API's thread", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells the tables of every write in a moment once, as one list, when the moment is over', () => {
    const told: (readonly string[] | null)[] = [];
    const writes = coalescedWrites((tables) => told.push(tables), 50);
    writes.wrote(['bulk_run_prices', 'bulk_run_arrangements']);
    writes.wrote(['bulk_run_prices']);
    vi.advanceTimersByTime(49);
    expect(told).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(told).toEqual([['bulk_run_prices', 'bulk_run_arrangements']]);
    writes.wrote(['blobs']);
    vi.advanceTimersByTime(50);
    expect(told).toEqual([['bulk_run_prices', 'bulk_run_arrangements'], ['blobs']]);
    vi.advanceTimersByTime(500);
    expect(told).toHaveLength(2);
  });

  it('tells "cannot tell" (null) when any write of the moment could not name its tables', () => {
    const told: (readonly string[] | null)[] = [];
    const writes = coalescedWrites((tables) => told.push(tables), 50);
    writes.wrote(['bulk_run_prices']);
    writes.wrote(null);
    writes.wrote(['blobs']);
    vi.advanceTimersByTime(50);
    expect(told).toEqual([null]);
  });

  it('tells what is pending at once when flushed (before the run answers "done"), and nothing when nothing is', () => {
    const told: (readonly string[] | null)[] = [];
    const writes = coalescedWrites((tables) => told.push(tables), 50);
    writes.flush();
    expect(told).toEqual([]);
    writes.wrote(['bulk_run_arrangements']);
    writes.flush();
    expect(told).toEqual([['bulk_run_arrangements']]);
    vi.advanceTimersByTime(100);
    expect(told).toHaveLength(1);
  });
});
