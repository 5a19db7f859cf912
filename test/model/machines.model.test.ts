import { afterAll, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { machineRegistry } from '../../machines/registry';
import { eventTypeLabel } from '../../machines/model/anatomy';
import { coverageLine, createCoverage, type CoverageFigures } from '../../machines/model/coverage';
import { explore, type ModelPath } from '../../machines/model/paths';
import { runPath } from './run-path';

const report: CoverageFigures[] = [];

function eventName(machine: AnyStateMachine, { type, ...payload }: AnyEventObject): string {
  const label = eventTypeLabel(machine, type);
  const { actorId: _actorId, output, error, ...rest } = payload;
  const detail = error !== undefined ? String((error as Error).message ?? error) : Object.keys(rest).length ? JSON.stringify(rest) : '';
  return detail ? `${label} (${detail})` : output === undefined ? label : `${label} (${JSON.stringify(output).slice(0, 40)})`;
}

function pathName(machine: AnyStateMachine, path: ModelPath): string {
  const events = path.steps.slice(1).map((step) => eventName(machine, step.event));
  return events.length ? events.join(' → ') : 'start';
}

for (const entry of machineRegistry) {
  const { machine, model } = entry;
  describe(`model of ${machine.id}`, () => {
    const coverage = createCoverage(machine);
    for (const scenario of model.scenarios) {
      const { paths, world } = explore(machine, model, scenario);
      describe(scenario.name, () => {
        for (const path of paths) it(pathName(machine, path), () => runPath(entry, path, world, coverage));
      });
    }
    it('reaches every state and takes every transition of the machine', () => {
      const figures = coverage.figures();
      report.push(figures);
      expect(figures.states.missing, 'states never reached').toEqual([]);
      expect(figures.transitions.missing, 'transitions never taken').toEqual([]);
    });
  });
}

afterAll(() => {
  console.log(['Model-based coverage (real actors over generated paths):', ...report.map(coverageLine)].join('\n'));
});
