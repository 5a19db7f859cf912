/**
 * The machine-readable side of every benchmark: besides its prose, a bench prints ONE line
 * `BENCH-FIGURES {"bench":…,"figures":{…}}` at its end, and `npm run bench` (bench/all.ts) collects those
 * lines instead of parsing prose. A figure is a number in the unit its name ends with (Ms, KiB, MiB, PerSecond,
 * Ratio, Rows); null when the bench could not measure it this run.
 */

export const FIGURES_PREFIX = 'BENCH-FIGURES ';

export type Figures = Record<string, number | null>;

export interface FiguresLine {
  bench: string;
  figures: Figures;
}

export function reportFigures(bench: string, figures: Figures): void {
  // Rounded so the line stays readable; NaN (an empty sample) becomes null rather than invalid JSON.
  const rounded = Object.fromEntries(Object.entries(figures).map(([key, value]) =>
    [key, value === null || !Number.isFinite(value) ? null : Math.round(value * 1000) / 1000]));
  console.log(`${FIGURES_PREFIX}${JSON.stringify({ bench, figures: rounded } satisfies FiguresLine)}`);
}

/** Every figures line in a bench's output (a bench prints one; later lines of the same bench win). */
export function parseFigures(output: string): Map<string, Figures> {
  const found = new Map<string, Figures>();
  for (const line of output.split('\n')) {
    if (!line.startsWith(FIGURES_PREFIX)) continue;
    const parsed = JSON.parse(line.slice(FIGURES_PREFIX.length)) as FiguresLine;
    found.set(parsed.bench, { ...found.get(parsed.bench), ...parsed.figures });
  }
  return found;
}
