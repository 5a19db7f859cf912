import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';

/** Where the app build puts `npm run machines`' output (rollup.config.mjs, machineCharts). */
export const CHARTS_PATH = '/machines/';

export interface MachineChart {
  id: string;
  description: string;
  states: number;
  transitions: number;
  /** The statechart as sanitised SVG markup; null when its file could not be loaded. */
  svg: string | null;
  jsonHref: string;
}

export type MachineCharts = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; charts: MachineChart[] };

type IndexItem = Omit<MachineChart, 'svg' | 'jsonHref'>;

function isIndex(value: unknown): value is IndexItem[] {
  return Array.isArray(value) && value.every((item) => item && typeof item.id === 'string' && typeof item.description === 'string');
}

/** The server answers unknown paths with the app's page (history fallback), so the type must match too. */
async function fetchFile(url: string, type: 'json' | 'svg', signal: AbortSignal): Promise<Response> {
  const response = await fetch(url, { signal });
  if (!response.ok || !response.headers.get('content-type')?.includes(type)) throw new Error(`${url}: no ${type} file`);
  return response;
}

/**
 * The drawings are ours, made by the build from our own machines; they are inlined (so the page can
 * mark the current state) only after DOMPurify's SVG profile has had them, as any markup would be.
 */
async function loadSvg(id: string, signal: AbortSignal): Promise<string | null> {
  try {
    const text = await (await fetchFile(`${CHARTS_PATH}${encodeURIComponent(id)}.svg`, 'svg', signal)).text();
    return DOMPurify.sanitize(text, { USE_PROFILES: { svg: true } });
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

/** The index the build wrote, then every chart; a missing index is a failure, a missing chart only that chart's. */
export function useMachineCharts(): MachineCharts {
  const [charts, setCharts] = useState<MachineCharts>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      const index: unknown = await (await fetchFile(`${CHARTS_PATH}index.json`, 'json', signal)).json();
      if (!isIndex(index)) throw new Error('index.json is not a list of machines');
      const loaded = await Promise.all(
        index.map(async (item) => ({
          id: item.id,
          description: item.description,
          states: item.states,
          transitions: item.transitions,
          svg: await loadSvg(item.id, signal),
          jsonHref: `${CHARTS_PATH}${encodeURIComponent(item.id)}.json`,
        })),
      );
      setCharts({ status: 'ready', charts: loaded });
    })().catch(() => {
      if (!signal.aborted) setCharts({ status: 'failed' });
    });
    return () => controller.abort();
  }, []);
  return charts;
}
