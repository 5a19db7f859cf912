import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, type InspectionEvent } from 'xstate';
import { orderApprovalMachine } from '../../machines/order-approval.machine';

type Inspection = typeof import('../../src/features/machine-charts/live-inspection');
let inspection: Inspection;

beforeEach(async () => {
  // The module keeps the app's actors; every test starts from a fresh copy of it.
  vi.resetModules();
  inspection = await import('../../src/features/machine-charts/live-inspection');
});

const approval = () => createActor(orderApprovalMachine, { input: { orderId: 7 }, inspect: inspection.inspectAppActor });

describe('live inspection of the app-wide actors', () => {
  it('follows a running actor by machine id, tells listeners, and reads a stopped one as not running', () => {
    const listener = vi.fn();
    inspection.subscribeToAppActors(listener);
    expect(inspection.liveSnapshot('orderApproval')).toBeNull();
    const actor = approval().start();
    expect(inspection.liveSnapshot('orderApproval')?.value).toBe('idle');
    const before = inspection.appActorsVersion();
    const calls = listener.mock.calls.length;
    actor.send({ type: 'order.approve' });
    expect(inspection.liveSnapshot('orderApproval')?.value).toBe('confirmingApproval');
    expect(inspection.appActorsVersion()).toBeGreaterThan(before);
    expect(listener.mock.calls.length).toBeGreaterThan(calls);
    actor.stop();
    expect(inspection.liveSnapshot('orderApproval')).toBeNull();
  });

  it('follows invoked children through their root, and the newest actor of a machine wins', () => {
    const child = createMachine({ id: 'child', initial: 'one', states: { one: { on: { next: 'two' } }, two: {} } });
    const parent = createMachine({ id: 'parent', invoke: { id: 'kid', src: child } });
    const root = createActor(parent, { inspect: inspection.inspectAppActor }).start();
    expect(inspection.liveSnapshot('child')?.value).toBe('one');
    root.getSnapshot().children.kid!.send({ type: 'next' });
    expect(inspection.liveSnapshot('child')?.value).toBe('two');
    createActor(parent, { inspect: inspection.inspectAppActor }).start();
    expect(inspection.liveSnapshot('child')?.value).toBe('one');
  });

  it('hands the inspector what happened while it loaded, in order, then every new event', async () => {
    const received: InspectionEvent[] = [];
    let loaded!: (forward: (event: InspectionEvent) => void) => void;
    const connecting = inspection.connectInspector(() => new Promise((resolve) => (loaded = resolve)));
    const actor = approval().start();
    actor.send({ type: 'order.reject' });
    loaded((event) => received.push(event));
    expect(await connecting).toBe(true);
    const eventTypes = () => received.filter((event) => event.type === '@xstate.event').map((event) => (event as { event: { type: string } }).event.type);
    expect(received[0]!.type).toBe('@xstate.actor');
    expect(eventTypes()).toEqual(['xstate.init', 'order.reject']);
    actor.send({ type: 'reason.cancel' });
    expect(eventTypes()).toEqual(['xstate.init', 'order.reject', 'reason.cancel']);
  });

  it('keeps only the newest events while the inspector loads', async () => {
    const received: InspectionEvent[] = [];
    let loaded!: (forward: (event: InspectionEvent) => void) => void;
    const connecting = inspection.connectInspector(() => new Promise((resolve) => (loaded = resolve)));
    const actor = approval().start();
    for (let n = 0; n < inspection.INSPECTOR_BUFFER_LIMIT; n++) actor.send({ type: n % 2 ? 'approval.cancel' : 'order.approve' });
    loaded((event) => received.push(event));
    await connecting;
    expect(received).toHaveLength(inspection.INSPECTOR_BUFFER_LIMIT);
    expect(received.at(-1)).toMatchObject({ type: '@xstate.snapshot' });
  });

  it('runs on without the inspector when it cannot load, and may try again later', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await inspection.connectInspector(() => Promise.reject(new Error('no network')))).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    const actor = approval().start();
    actor.send({ type: 'order.approve' });
    expect(actor.getSnapshot().value).toBe('confirmingApproval');

    const received: InspectionEvent[] = [];
    expect(await inspection.connectInspector(async () => (event) => received.push(event))).toBe(true);
    actor.send({ type: 'approval.cancel' });
    expect(received.map((event) => event.type)).toContain('@xstate.snapshot');
    expect(received.some((event) => event.type === '@xstate.actor'), 'nothing kept from before').toBe(false);
    warn.mockRestore();
  });

  it('keeps the actors going when the inspector throws', async () => {
    await inspection.connectInspector(async () => () => {
      throw new Error('inspector broke');
    });
    const actor = approval().start();
    actor.send({ type: 'order.reject' });
    expect(actor.getSnapshot().value).toBe('askingReason');
  });

  it('asks for the inspector only with ?inspect', () => {
    expect(inspection.wantsInspector('?inspect')).toBe(true);
    expect(inspection.wantsInspector('?lang=en-EN&inspect=1')).toBe(true);
    expect(inspection.wantsInspector('?inspection')).toBe(false);
    expect(inspection.wantsInspector('')).toBe(false);
  });
});
