import { useEffect, useState } from 'react';
import { SEARCH_PAUSE_MS } from '../../lib/search-pause';

/** One kind of record a search asks for (drivers, arrangements …): its own list call, answering at most a few rows. */
export interface RecordSource<Row> {
  key: string;
  search(query: string, signal: AbortSignal): Promise<Row[]>;
}

export interface RecordSearchView<Row> {
  /** idle: no query (or too short to ask); searching: a pause or an answer is awaited; done: every source answered. */
  status: 'idle' | 'searching' | 'done';
  /** Each source's rows as they arrive, by key; a source still asking keeps nothing of the last query. */
  results: Readonly<Record<string, Row[]>>;
  /** The keys of the sources whose call failed (the others' rows still show). */
  failed: readonly string[];
}

/** Fewer characters ask nothing: one letter matches half the client. */
export const RECORD_SEARCH_MIN_LENGTH = 2;

const IDLE = { status: 'idle', results: {}, failed: [] } as const;

/**
 * Records by name across several list calls (the command palette, issue 39 point 4): nothing until a query of
 * two characters or more; it waits for a pause in typing (SEARCH_PAUSE_MS, as the top bar's driver search), then
 * asks every source at once; a newer query, or closing, aborts the calls on their way (their late answers are
 * dropped). A source that fails is named in `failed`; the others still answer. A plain hook like the top bar's
 * driver search: the palette's search lives only while the palette is open.
 */
export function useRecordSearch<Row>(query: string, sources: readonly RecordSource<Row>[]): RecordSearchView<Row> {
  const [view, setView] = useState<RecordSearchView<Row>>(IDLE);
  const terms = query.trim().replace(/\s+/g, ' ');
  // The sources as a key, so a new array with the same sources does not restart the search.
  const sourceKeys = sources.map((source) => source.key).join(' ');

  useEffect(() => {
    if (terms.length < RECORD_SEARCH_MIN_LENGTH || sources.length === 0) {
      setView(IDLE);
      return;
    }
    const controller = new AbortController();
    setView({ status: 'searching', results: {}, failed: [] });
    let pending = sources.length;
    const settle = (update: (view: RecordSearchView<Row>) => RecordSearchView<Row>) => {
      if (controller.signal.aborted) return;
      pending -= 1;
      setView((previous) => ({ ...update(previous), status: pending === 0 ? 'done' : 'searching' }));
    };
    const timer = window.setTimeout(() => {
      for (const source of sources) {
        source.search(terms, controller.signal).then(
          (rows) => settle((previous) => ({ ...previous, results: { ...previous.results, [source.key]: rows } })),
          () => settle((previous) => ({ ...previous, failed: [...previous.failed, source.key] })),
        );
      }
    }, SEARCH_PAUSE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `sourceKeys` stands for `sources`
  }, [terms, sourceKeys]);

  return view;
}
