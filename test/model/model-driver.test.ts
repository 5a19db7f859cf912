import { describe, expect, it } from 'vitest';
import { orderApprovalMachine } from '../../machines/order-approval.machine';
import { orderApprovalModel } from '../../machines/model/order-approval.model';
import { createCoverage } from '../../machines/model/coverage';
import { ensure, type MachineModel } from '../../machines/model/machine-model';
import { ManualClock } from '../../machines/model/manual-clock';
import { explore } from '../../machines/model/paths';
import type { RegistryEntry } from '../../machines/registry';
import { runPath } from './run-path';

const model = orderApprovalModel as unknown as MachineModel;
const entry: RegistryEntry = { machine: orderApprovalMachine, description: 'order approval', model };

async function runAll(subject: RegistryEntry, pathsFrom: RegistryEntry = subject) {
  const coverage = createCoverage(subject.machine);
  const { paths, world } = explore(pathsFrom.machine, pathsFrom.model, pathsFrom.model.scenarios[0]!);
  const failures: unknown[] = [];
  for (const path of paths) await runPath(subject, path, world, coverage).catch((error: unknown) => failures.push(error));
  return { figures: coverage.figures(), failures };
}

describe('model driver', () => {
  it('reports the transitions a model never exercises instead of counting them', async () => {
    const successOnly: RegistryEntry = { ...entry, model: { ...model, actors: { postDecision: [{ output: undefined }] } } };
    const { figures, failures } = await runAll(successOnly);
    expect(failures).toEqual([]);
    expect(figures.states.missing).toEqual(['orderApproval.failed']);
    expect(figures.transitions.missing).toEqual([
      'orderApproval.submitting xstate.error.actor.0.orderApproval.submitting #0',
      'orderApproval.submitting xstate.error.actor.0.orderApproval.submitting #1',
      'orderApproval.failed order.approve #0',
      'orderApproval.failed order.reject #0',
    ]);
  });

  it('fails a path when the real actor goes somewhere else than the machine says', async () => {
    const lenient = orderApprovalMachine.provide({ guards: { isValidReason: () => true } });
    const { failures } = await runAll({ ...entry, machine: lenient }, entry);
    expect(failures.length).toBeGreaterThan(0);
    expect(String(failures[0])).toMatch(/step \d/);
  });

  it('fails a path when a reached snapshot breaks an invariant', async () => {
    const strict: RegistryEntry = {
      ...entry,
      model: { ...model, invariants: (snapshot) => ensure(!snapshot.matches('failed'), 'never fails') },
    };
    const { failures } = await runAll(strict);
    expect(failures.map(String)).toContain('Error: Invariant broken: never fails');
  });
});

describe('ManualClock', () => {
  it('fires due timers in time order, including ones set while firing, and nothing early', () => {
    const clock = new ManualClock(1_000);
    const fired: string[] = [];
    clock.setTimeout(() => fired.push(`b@${clock.now()}`), 200);
    clock.setTimeout(() => {
      fired.push(`a@${clock.now()}`);
      clock.setTimeout(() => fired.push(`c@${clock.now()}`), 50);
    }, 100);
    const cancelled = clock.setTimeout(() => fired.push('never'), 150);
    clock.clearTimeout(cancelled);
    clock.advance(149);
    expect(fired).toEqual(['a@1100']);
    clock.advance(51);
    expect(fired).toEqual(['a@1100', 'c@1150', 'b@1200']);
    expect(clock.now()).toBe(1_200);
  });

});
