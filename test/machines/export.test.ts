import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'state-machine-cat';
import { createMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { machineRegistry } from '../../machines/registry';
import { actionNames, allTransitions, guardName, stateNodes, transitionKey } from '../../machines/model/anatomy';
import { exportMachines } from '../../machines/export/export-machines';
import { escapeHtml, indexHtml } from '../../machines/export/index-html';
import { toMachineJson } from '../../machines/export/to-machine-json';
import { toSmcat } from '../../machines/export/to-smcat';
import { orderApprovalMachine } from '../../machines/order-approval.machine';
import { sessionMachine } from '../../machines/session.machine';
import { authMachine } from '../../machines/auth.machine';

/** What an analyst sees of a machine: its states and every transition with target, guard and actions. */
function shape(machine: AnyStateMachine) {
  return {
    id: machine.id,
    states: stateNodes(machine.root).map((node) => ({
      id: node.id,
      type: node.type,
      initial: (node.initial?.target as AnyStateNode[] | undefined)?.map((target) => target.id) ?? [],
      tags: [...node.tags],
      invoke: node.invoke.map((invoke) => [invoke.id, String(invoke.src)]),
    })),
    transitions: allTransitions(machine).map((transition) => ({
      key: transitionKey(transition),
      targets: (transition.target as AnyStateNode[] | undefined)?.map((target) => target.id) ?? [],
      guard: guardName(transition),
      actions: actionNames(transition.actions),
      reenter: transition.reenter,
    })),
  };
}

const fromJson = (json: unknown) => createMachine(JSON.parse(JSON.stringify(json)));

describe('machine JSON export', () => {
  it.each(machineRegistry.map(({ machine }) => [machine.id, machine] as const))('round-trips %s: the JSON builds the same states and transitions', (_id, machine) => {
    const json = toMachineJson(machine);
    expect(JSON.parse(JSON.stringify(json)), 'plain JSON, nothing lost on the way').toEqual(json);
    expect(shape(fromJson(json))).toEqual(shape(machine));
  });

  it('notices a transition that goes missing in the JSON', () => {
    const json = toMachineJson(orderApprovalMachine);
    delete json.states!.failed!.on!['order.reject'];
    expect(shape(fromJson(json))).not.toEqual(shape(orderApprovalMachine));
  });

  it('writes delays, invocations and eventless transitions the way the visualizer reads them', () => {
    const session = toMachineJson(sessionMachine);
    expect(session.states!.watching!.after).toEqual({ checkInterval: [{ target: ['#session.checking'] }] });
    expect(session.states!.refreshing!.invoke![0]).toMatchObject({ src: 'refreshToken', onError: [{ target: ['#session.loggedOut'], actions: ['markTokenFailed'] }] });
    expect(session.states!.checking!.always![0]).toEqual({ guard: 'isActiveAndExpiryNear', target: ['#session.refreshing'] });
    expect(session.states!.loggedOut!.type).toBe('final');
  });
});

describe('statechart text (state-machine-cat)', () => {
  it('labels edges with the event and the guard, and lists the actions', () => {
    expect(toSmcat(orderApprovalMachine)).toContain(
      '"orderApproval.askingReason" => "orderApproval.submitting": reason.submit [isValidReason] / storeReason;',
    );
  });

  it('names delays, invocation results and eventless transitions in words', () => {
    const text = toSmcat(sessionMachine);
    expect(text).toContain('"session.watching" => "session.checking": after checkInterval (5 s);');
    expect(text).toContain('"session.prompting" => "session.prompting": after countdownTick (1 s) (re-enter);');
    expect(text).toContain('"session.refreshing" => "session.loggedOut": error: refreshToken / markTokenFailed;');
    expect(text).toContain('"session.prompting" => "session.loggedOut": always [isExpired];');
    expect(text).toContain('"session" => "session.loggedOut": token.rejected / markTokenFailed;');
  });

  it('marks initial states on every level, final states, nesting and what runs in a state', () => {
    const text = toSmcat(authMachine);
    expect(text).toContain('"auth.initial" => "auth.checking";');
    expect(text).toContain('"auth.signedOut.initial" => "auth.signedOut.idle";');
    expect(text).toMatch(/"auth.signedOut" \[label="signedOut"\] \{[^}]*"auth.signedOut.submitting" \[label="submitting"\]: invoke\/ login/);
    expect(toSmcat(orderApprovalMachine)).toContain('"orderApproval.done" => "orderApproval.done.final";');
  });

  it('keeps quotes and semicolons in names and events from breaking the chart', async () => {
    const hostile = createMachine({ id: 'x"y', initial: 'a"b', states: { 'a"b': { on: { 'go;now{': 'c' } }, c: {} } });
    const text = toSmcat(hostile);
    expect(text).toContain('"x\'y.a\'b" [label="a\'b"]');
    expect(text).toContain('"x\'y.a\'b" => "x\'y.c": go now;');
    expect(await render(text, { outputType: 'svg' })).toContain('go now');
  });
});

describe('npm run machines', () => {
  let outDir = '';
  afterEach(async () => {
    vi.unstubAllGlobals();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  });

  it('writes JSON, an SVG drawn offline and an index for every registered machine', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new Error('no network here')));
    outDir = await mkdtemp(join(tmpdir(), 'machines-'));
    await exportMachines(outDir);
    const ids = machineRegistry.map(({ machine }) => machine.id);
    expect((await readdir(outDir)).sort()).toEqual([...ids.flatMap((id) => [`${id}.json`, `${id}.svg`]), 'index.html', 'index.json'].sort());
    const svg = await readFile(join(outDir, 'orderApproval.svg'), 'utf8');
    expect(svg).toContain('<svg');
    expect(svg).toContain('reason.submit [isValidReason] / storeReason');
    expect(JSON.parse(await readFile(join(outDir, 'orderApproval.json'), 'utf8'))).toEqual(toMachineJson(orderApprovalMachine));
    const index = await readFile(join(outDir, 'index.html'), 'utf8');
    for (const { machine, description } of machineRegistry) {
      expect(index).toContain(`<a href="${machine.id}.svg">`);
      expect(index).toContain(escapeHtml(description));
    }
    // What the in-app machines page (/tools/machines) reads: every machine with its line and its size.
    const listed = JSON.parse(await readFile(join(outDir, 'index.json'), 'utf8')) as { id: string; description: string; states: number; transitions: number }[];
    expect(listed.map(({ id, description }) => ({ id, description }))).toEqual(machineRegistry.map(({ machine, description }) => ({ id: machine.id, description })));
    const approval = listed.find(({ id }) => id === 'orderApproval')!;
    expect(approval.states).toBe(stateNodes(orderApprovalMachine.root).length);
    expect(approval.transitions).toBe(allTransitions(orderApprovalMachine).length);
  });

  it('escapes descriptions in the index', () => {
    const html = indexHtml([{ id: 'evil"id', description: '<img src=x onerror=alert(1)> & "quotes"', states: 1, transitions: 0 }]);
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62; &#38; &#34;quotes&#34;');
    expect(html).toContain('id="evil&#34;id"');
  });
});
