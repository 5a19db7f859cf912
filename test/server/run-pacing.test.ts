import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { restMs } from '../../server/jobs/run-pacing';

describe("a bulk run's rests (issue 40: the API finds a core free)", () => {
  it('rests in proportion to its work, so that it works the given share of the time', () => {
    expect(restMs(30, 75)).toBe(10);
    expect(restMs(40, 50)).toBe(40);
    expect(restMs(40, 100)).toBe(0);
    // A clock that went back (never negative).
    expect(restMs(-3, 75)).toBe(0);
    for (const [worked, percent] of [[12, 75], [7, 33], [100, 1]] as const) {
      expect(worked / (worked + restMs(worked, percent))).toBeCloseTo(percent / 100, 10);
    }
  });

  it('works 75 % of the time unless BULK_WORK_PERCENT says otherwise, and refuses what is not a percentage from 1 to 100', () => {
    expect(loadConfig({}).bulkWorkPercent).toBe(75);
    expect(loadConfig({ BULK_WORK_PERCENT: ' 100 ' }).bulkWorkPercent).toBe(100);
    expect(loadConfig({ BULK_WORK_PERCENT: '1' }).bulkWorkPercent).toBe(1);
    for (const BULK_WORK_PERCENT of ['0', '101', '75%', '0.75', '-5', 'most']) {
      expect(() => loadConfig({ BULK_WORK_PERCENT }), BULK_WORK_PERCENT)
        .toThrow(`BULK_WORK_PERCENT must be a whole percentage from 1 to 100, got "${BULK_WORK_PERCENT}"`);
    }
  });
});
