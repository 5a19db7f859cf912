import { describe, expect, it } from 'vitest';
import { FIGURES_PREFIX, parseFigures, reportFigures } from '../../bench/figures-support';
import { formatSummary, GOAL_ROWS, summaryRow, summaryRows, type GoalRow } from '../../bench/summary';

const ratioGoal: GoalRow = { figure: 'driver API p99 @50 / p99 @10', bench: 'drivers-api', key: 'p99Ratio', unit: '×', decimals: 2, atMost: 3 };
const figureOnly: GoalRow = { figure: 'lease-price calculation', bench: 'lease-price', key: 'versionsPerSecond', unit: ' versions/s', decimals: 0 };
/** A row of the real table, by the bench and figure it shows. */
const goalRow = (bench: string, key: string) => GOAL_ROWS.find((row) => row.bench === bench && row.key === key)!;

describe('bench summary: each figure against its goal', () => {
  it('meets a goal at or under its limit and misses it above', () => {
    expect(summaryRow(ratioGoal, { exitCode: 0, figures: { p99Ratio: 3 } })).toEqual({ figure: ratioGoal.figure, value: '3.00×', goal: '≤ 3×', met: 'yes' });
    expect(summaryRow(ratioGoal, { exitCode: 0, figures: { p99Ratio: 5.453 } })).toMatchObject({ value: '5.45×', met: 'NO' });
  });

  it('states a figure without a goal, and never invents a missing one', () => {
    expect(summaryRow(figureOnly, { exitCode: 0, figures: { versionsPerSecond: 513519.4 } })).toMatchObject({ value: '513,519 versions/s', goal: '—', met: '—' });
    expect(summaryRow(ratioGoal, undefined)).toMatchObject({ value: 'not measured yet', met: '—' });
    expect(summaryRow(ratioGoal, { exitCode: 0, figures: { p99At10Ms: 12 } })).toMatchObject({ value: 'not measured yet', met: '—' });
    expect(summaryRow(ratioGoal, { exitCode: 1, figures: undefined })).toMatchObject({ value: 'bench failed (exit 1)', met: '—' });
  });

  it('reads the figures a bench printed among its prose, and the table lists every row in order', () => {
    const printed: string[] = [];
    const log = console.log;
    console.log = (line: string) => printed.push(line);
    try {
      reportFigures('drivers-api', { p99Ratio: 2.3456, perSecondAt50: Number.NaN });
    } finally {
      console.log = log;
    }
    expect(printed[0]!.startsWith(FIGURES_PREFIX)).toBe(true);
    const collected = parseFigures(`10 concurrent p99 12 ms\n${printed[0]}\nratio deep / first 1.01\n`);
    expect(collected.get('drivers-api')).toEqual({ p99Ratio: 2.346, perSecondAt50: null });

    const table = formatSummary(summaryRows(new Map([['drivers-api', { exitCode: 0, figures: collected.get('drivers-api') }]]), [ratioGoal, figureOnly]));
    const lines = table.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^driver API p99 @50 \/ p99 @10\s+2\.35×\s+≤ 3×\s+yes$/);
    expect(lines[2]).toMatch(/^lease-price calculation\s+not measured yet\s+—\s+—$/);
  });

  it('prints a share of the health route as a share, not as a multiple', () => {
    const row = summaryRow(goalRow('drivers-api', 'healthShareRatio'), { exitCode: 0, figures: { healthShareRatio: 0.6234 } });
    expect(row).toMatchObject({ figure: 'driver API throughput @50, share of health route, PGlite', value: '0.62 of /health', goal: '—', met: '—' });
    expect(summaryRow(goalRow('api-lists-postgres', 'lowestHealthShareRatio'), { exitCode: 0, figures: { lowestHealthShareRatio: 0.4 } }).value).toBe('0.40 of /health');
    for (const share of GOAL_ROWS.filter((r) => r.key.endsWith('ShareRatio'))) {
      expect(summaryRow(share, { exitCode: 0, figures: { [share.key]: 0.5 } }).value).toBe('0.50 of /health');
    }
  });

  it("names the number of screens the heap bench actually opened, and the issue's 50 when it has not run", () => {
    const heap = goalRow('app-heap', 'heapRatio');
    expect(summaryRow(heap, { exitCode: 0, figures: { screens: 20, heapRatio: 1.034 } }))
      .toEqual({ figure: 'app JS heap after 20 screens / at start', value: '1.03×', goal: '≤ 1.1×', met: 'yes' });
    expect(summaryRow(heap, { exitCode: 0, figures: { screens: 50, heapRatio: 1.2 } })).toMatchObject({ figure: 'app JS heap after 50 screens / at start', met: 'NO' });
    expect(summaryRow(heap, undefined)).toMatchObject({ figure: 'app JS heap after 50 screens / at start', value: 'not measured yet' });
    expect(summaryRow(heap, { exitCode: 1, figures: undefined }).figure).toBe('app JS heap after 50 screens / at start');
  });

  it('leaves no placeholder unfilled in any row of the table, measured or not', () => {
    for (const row of summaryRows(new Map())) expect(row.figure).not.toMatch(/[{}]/);
  });

  it('holds a bulk run to issue 40’s goals on both databases: a p99 at most twice idle, waits of 50 ms, 25,000 versions a second', () => {
    for (const bench of ['bulk-run', 'bulk-run-postgres']) {
      expect(summaryRow(goalRow(bench, 'p99Ratio'), { exitCode: 0, figures: { p99Ratio: 2.986 } })).toMatchObject({ value: '2.99×', goal: '≤ 2×', met: 'NO' });
      expect(summaryRow(goalRow(bench, 'maxInRunMs'), { exitCode: 0, figures: { maxInRunMs: 49.6 } })).toMatchObject({ value: '50 ms', goal: '≤ 50 ms', met: 'yes' });
      expect(summaryRow(goalRow(bench, 'versionsPerSecond'), { exitCode: 0, figures: { versionsPerSecond: 25_000 } }))
        .toMatchObject({ value: '25,000 versions/s', goal: '≥ 25,000 versions/s', met: 'yes' });
      expect(summaryRow(goalRow(bench, 'versionsPerSecond'), { exitCode: 0, figures: { versionsPerSecond: 9636.5 } })).toMatchObject({ met: 'NO' });
    }
  });
});
