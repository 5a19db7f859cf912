import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

/**
 * The house's import rules (.dependency-cruiser.cjs: no circles; server/ and the app never import each other; contract/
 * imports neither; elements/ are framework-free), checked on the source as it is, through dependency-cruiser's API as
 * its CLI does it (`npm run imports` shows the same with the cruiser's own report).
 */

const CONFIG = './.dependency-cruiser.cjs';
/** The checked folders; contract/ arrives with issue 38 point 1 and is checked as soon as it exists. */
const ROOTS = ['src', 'machines', 'elements', 'server', 'contract'].filter((folder) => existsSync(folder));

/** One line per violation: the rule, then the import (or the circle it closes). */
function describeViolation(violation: IViolation): string {
  const path = violation.cycle?.length ? [violation.from, ...violation.cycle.map((step) => step.name)] : [violation.from, violation.to];
  return `${violation.rule.name}: ${path.join(' → ')}`;
}

describe('import rules (.dependency-cruiser.cjs, issue 38 point 3)', () => {
  // The cruise takes ~6 s of CPU (TypeScript parses every file); the room is for a machine busy with other runs.
  it('has no import circle and no import across the house\'s borders', { timeout: 180_000 }, async () => {
    const options = await extractDepcruiseOptions(CONFIG);
    const tsConfig = extractTSConfig(options.tsConfig!.fileName!);
    const started = performance.now();
    const { output } = await cruise(ROOTS, options, {}, { tsConfig });
    const result = output as ICruiseResult;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);

    expect(result.summary.totalCruised, `cruised ${ROOTS.join(', ')}`).toBeGreaterThan(500);
    const violations = result.summary.violations.map(describeViolation).sort();
    // The list is the message: one line per import, not a diff of two arrays.
    expect(violations.length, `${violations.length} import(s) break the rules (${result.summary.totalCruised} modules cruised in ${seconds} s):\n  ${violations.join('\n  ')}\n`).toBe(0);
  });
});
