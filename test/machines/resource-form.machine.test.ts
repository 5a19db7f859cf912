import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { FetchError } from 'ofetch';
import { isDirty, resourceFormMachine, type ResourceRecord } from '../../machines/resource-form.machine';
import { machineRegistry } from '../../machines/registry';
import { fieldReasonOf } from '../../src/api/field-errors';
import type { FieldValues } from '../../src/api/resource';

function refusal(status: number, message: string): FetchError {
  const error = new FetchError(message);
  Object.assign(error, { status, data: { results: [], successful: false, errors: [message] } });
  return error;
}

const STALE = 'This record was changed by someone else in the meantime.';
const stored: ResourceRecord = { id: 7, version: 3, question: 'What is a lease car?', answer: 'A car you use.' };
const theirs: ResourceRecord = { id: 7, version: 4, question: 'What is a lease car exactly?', answer: 'A car you use.' };
const blank = { question: '', answer: '' };

/** Answers per actor, taken in order; a function answers every call left. */
interface Answers {
  load?: Array<() => Promise<ResourceRecord>>;
  create?: Array<() => Promise<ResourceRecord>>;
  update?: Array<() => Promise<ResourceRecord>>;
  remove?: Array<() => Promise<void>>;
}

function start(id: number | null, answers: Answers = {}) {
  const next = <T>(list: Array<() => Promise<T>> | undefined) => () => (list?.shift() ?? (() => new Promise<T>(() => {})))();
  const loadRecord = vi.fn((_input: { id: number }) => next(answers.load)());
  const createRecord = vi.fn((_input: { values: FieldValues }) => next(answers.create)());
  const updateRecord = vi.fn((_input: { id: number; version: number; values: FieldValues }) => next(answers.update)());
  const deleteRecord = vi.fn((_input: { id: number; version: number }) => next(answers.remove)());
  const notifySaved = vi.fn();
  const notifyDeleted = vi.fn();
  const machine = resourceFormMachine.provide({
    actors: {
      loadRecord: fromPromise(({ input }: { input: { id: number } }) => loadRecord(input)),
      createRecord: fromPromise(({ input }: { input: { values: FieldValues } }) => createRecord(input)),
      updateRecord: fromPromise(({ input }: { input: { id: number; version: number; values: FieldValues } }) => updateRecord(input)),
      deleteRecord: fromPromise(({ input }: { input: { id: number; version: number } }) => deleteRecord(input)),
    },
    actions: { notifySaved: (_, output) => notifySaved(output), notifyDeleted: (_, output) => notifyDeleted(output) },
  });
  const actor = createActor(machine, { input: { id, initialValues: blank } }).start();
  return { actor, loadRecord, createRecord, updateRecord, deleteRecord, notifySaved, notifyDeleted };
}

type Actor = ReturnType<typeof start>['actor'];
const until = (actor: Actor, done: (snapshot: SnapshotFrom<typeof resourceFormMachine>) => boolean) => waitFor(actor, done);
const ok = <T>(value: T) => () => Promise.resolve(value);
const fail = (error: unknown) => () => Promise.reject(error);

/** Edit record 7 as stored, then change its question to "Why?" (mine). */
async function editedRecord(answers: Answers) {
  const started = start(7, { ...answers, load: [ok(stored), ...(answers.load ?? [])] });
  await until(started.actor, (snapshot) => snapshot.matches('editing'));
  started.actor.send({ type: 'field.change', name: 'question', value: 'Why?' });
  return started;
}

describe('resource form machine', () => {
  it('is listed in the registry under its id', () => {
    expect(machineRegistry.some(({ machine }) => machine.id === 'resourceForm')).toBe(true);
  });

  it('calls no real API by default: an unprovided load fails without a server message', async () => {
    const actor = createActor(resourceFormMachine, { input: { id: 7, initialValues: blank } }).start();
    await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('creates: starts editing with the initial values, tracks dirty, resets, saves and says "created"', async () => {
    const created = { id: 8, version: 1, question: 'Why?', answer: '' };
    const { actor, createRecord, loadRecord, notifySaved } = start(null, { create: [ok(created)] });
    expect(actor.getSnapshot().matches({ editing: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.values).toEqual(blank);
    expect(isDirty(actor.getSnapshot().context)).toBe(false);
    expect(actor.getSnapshot().can({ type: 'delete.request' })).toBe(false);

    actor.send({ type: 'field.change', name: 'question', value: 'Why?' });
    expect(isDirty(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'form.reset' });
    expect(actor.getSnapshot().context.values).toEqual(blank);
    expect(isDirty(actor.getSnapshot().context)).toBe(false);

    actor.send({ type: 'field.change', name: 'question', value: 'Why?' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ saving: 'creating' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await until(actor, (snapshot) => snapshot.status === 'done');
    expect(createRecord).toHaveBeenCalledExactlyOnceWith({ values: { question: 'Why?', answer: '' } });
    expect(loadRecord).not.toHaveBeenCalled();
    expect(actor.getSnapshot().output).toEqual({ kind: 'created', record: created });
    expect(notifySaved).toHaveBeenCalledExactlyOnceWith({ kind: 'created', record: created });
  });

  it('edits: loads the record, edits its fields, updates with the version read and says "updated"', async () => {
    const updated = { ...stored, version: 4, question: 'Why?' };
    const { actor, loadRecord, updateRecord, notifySaved } = start(7, { load: [ok(stored)], update: [ok(updated)] });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    await until(actor, (snapshot) => snapshot.matches('editing'));
    expect(loadRecord).toHaveBeenCalledExactlyOnceWith({ id: 7 });
    expect(actor.getSnapshot().context).toMatchObject({ values: { question: 'What is a lease car?', answer: 'A car you use.' }, record: stored });
    expect(isDirty(actor.getSnapshot().context)).toBe(false);

    actor.send({ type: 'field.change', name: 'question', value: 'Why?' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ saving: 'updating' })).toBe(true);
    await until(actor, (snapshot) => snapshot.status === 'done');
    expect(updateRecord).toHaveBeenCalledExactlyOnceWith({ id: 7, version: 3, values: { question: 'Why?', answer: 'A car you use.' } });
    expect(actor.getSnapshot().output).toEqual({ kind: 'updated', record: updated });
    expect(notifySaved).toHaveBeenCalledExactlyOnceWith({ kind: 'updated', record: updated });
  });

  it('ends in notFound for a 404 on load, with nothing more to do for that id', async () => {
    const { actor } = start(7, { load: [fail(refusal(404, 'FAQ entry not found'))] });
    await until(actor, (snapshot) => snapshot.matches('notFound'));
    for (const type of ['form.retry', 'form.submit', 'delete.request'] as const) expect(actor.getSnapshot().can({ type })).toBe(false);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('offers a retry when the load fails otherwise', async () => {
    const { actor, loadRecord } = start(7, { load: [fail(refusal(500, 'An internal error occurred.')), ok(stored)] });
    await until(actor, (snapshot) => snapshot.matches('loadFailed'));
    expect(actor.getSnapshot().context.error).toBe('An internal error occurred.');
    actor.send({ type: 'form.retry' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await until(actor, (snapshot) => snapshot.matches('editing'));
    expect(loadRecord).toHaveBeenCalledTimes(2);
  });

  it("shows a 400's reason under the field it names, until that field changes", async () => {
    const { actor, updateRecord } = await editedRecord({
      update: [fail(refusal(400, 'body.question must NOT have more than 500 characters')), ok({ ...stored, version: 4 })],
    });
    actor.send({ type: 'form.submit' });
    await until(actor, (snapshot) => snapshot.matches({ editing: 'invalid' }));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ question: 'must NOT have more than 500 characters' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().context.values.question).toBe('Why?');

    actor.send({ type: 'field.change', name: 'answer', value: 'Another answer.' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
    actor.send({ type: 'field.change', name: 'question', value: 'Shorter?' });
    expect(actor.getSnapshot().matches({ editing: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});

    actor.send({ type: 'form.submit' });
    await until(actor, (snapshot) => snapshot.status === 'done');
    expect(updateRecord).toHaveBeenLastCalledWith({ id: 7, version: 3, values: { question: 'Shorter?', answer: 'Another answer.' } });
  });

  it('keeps a field refusal through an opened and cancelled delete dialog', async () => {
    const { actor } = await editedRecord({ update: [fail(refusal(400, 'body.dateTo must not be before body.dateFrom'))] });
    actor.send({ type: 'form.submit' });
    await until(actor, (snapshot) => snapshot.matches({ editing: 'invalid' }));
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ dateTo: 'must not be before body.dateFrom' });
    actor.send({ type: 'delete.request' });
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().matches({ editing: 'invalid' })).toBe(true);
  });

  it('fails without a field for a 400 naming none or another failure; editing or submitting again goes on', async () => {
    const { actor, updateRecord } = await editedRecord({
      update: [fail(refusal(400, 'body must name at least 1 field')), fail(new TypeError('Failed to fetch')), ok({ ...stored, version: 4 })],
    });
    actor.send({ type: 'form.submit' });
    await until(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ error: 'body must name at least 1 field', fieldErrors: {} });
    actor.send({ type: 'form.submit' });
    await until(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'field.change', name: 'answer', value: 'More.' });
    expect(actor.getSnapshot().matches({ editing: 'ready' })).toBe(true);
    actor.send({ type: 'form.submit' });
    await until(actor, (snapshot) => snapshot.status === 'done');
    expect(updateRecord).toHaveBeenCalledTimes(3);
  });

  it('accepts nothing while saving', async () => {
    const { actor } = await editedRecord({});
    actor.send({ type: 'form.submit' });
    const events = [
      { type: 'field.change', name: 'question', value: 'x' }, { type: 'form.submit' }, { type: 'form.reset' }, { type: 'form.retry' },
      { type: 'delete.request' }, { type: 'delete.confirm' }, { type: 'conflict.reload' }, { type: 'conflict.overwrite' },
    ] as const;
    for (const event of events) expect(actor.getSnapshot().can(event)).toBe(false);
  });

  describe('412: someone else changed the record', () => {
    it('reload takes theirs as both the values and the saved values; mine are discarded', async () => {
      const { actor, loadRecord, updateRecord } = await editedRecord({ update: [fail(refusal(412, STALE))], load: [ok(theirs)] });
      actor.send({ type: 'form.submit' });
      await until(actor, (snapshot) => snapshot.matches('conflict'));
      expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
      expect(actor.getSnapshot().context.values.question).toBe('Why?');
      actor.send({ type: 'conflict.reload' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await until(actor, (snapshot) => snapshot.matches('editing'));
      expect(loadRecord).toHaveBeenLastCalledWith({ id: 7 });
      expect(actor.getSnapshot().context).toMatchObject({
        values: { question: 'What is a lease car exactly?', answer: 'A car you use.' },
        savedValues: { question: 'What is a lease car exactly?', answer: 'A car you use.' },
        record: theirs,
      });
      expect(isDirty(actor.getSnapshot().context)).toBe(false);
      expect(updateRecord).toHaveBeenCalledTimes(1);
    });

    it('overwrite reads the current version, then saves my values with it', async () => {
      const saved = { ...theirs, version: 5, question: 'Why?' };
      const { actor, loadRecord, updateRecord, notifySaved } = await editedRecord({
        update: [fail(refusal(412, STALE)), ok(saved)],
        load: [ok(theirs)],
      });
      actor.send({ type: 'form.submit' });
      await until(actor, (snapshot) => snapshot.matches('conflict'));
      actor.send({ type: 'conflict.overwrite' });
      await until(actor, (snapshot) => snapshot.status === 'done');
      expect(loadRecord).toHaveBeenCalledTimes(2);
      expect(updateRecord.mock.calls.map(([input]) => input)).toEqual([
        { id: 7, version: 3, values: { question: 'Why?', answer: 'A car you use.' } },
        { id: 7, version: 4, values: { question: 'Why?', answer: 'A car you use.' } },
      ]);
      expect(actor.getSnapshot().output).toEqual({ kind: 'updated', record: saved });
      expect(notifySaved).toHaveBeenCalledTimes(1);
    });

    it('cancel goes back to editing with my values kept (still on the stale version)', async () => {
      const { actor } = await editedRecord({ update: [fail(refusal(412, STALE))] });
      actor.send({ type: 'form.submit' });
      await until(actor, (snapshot) => snapshot.matches('conflict'));
      actor.send({ type: 'conflict.cancel' });
      expect(actor.getSnapshot().matches({ editing: 'ready' })).toBe(true);
      expect(actor.getSnapshot().context.values.question).toBe('Why?');
      expect(actor.getSnapshot().context.record?.version).toBe(3);
      expect(isDirty(actor.getSnapshot().context)).toBe(true);
    });

    it('fails when the read after the conflict fails, my values kept', async () => {
      const { actor } = await editedRecord({ update: [fail(refusal(412, STALE))], load: [fail(refusal(404, 'FAQ entry not found'))] });
      actor.send({ type: 'form.submit' });
      await until(actor, (snapshot) => snapshot.matches('conflict'));
      actor.send({ type: 'conflict.overwrite' });
      await until(actor, (snapshot) => snapshot.matches('failed'));
      expect(actor.getSnapshot().context).toMatchObject({ error: 'FAQ entry not found', values: { question: 'Why?' } });
    });
  });

  describe('delete', () => {
    it('asks to confirm; cancel deletes nothing, confirm deletes with the version read and says "deleted"', async () => {
      const { actor, deleteRecord, notifyDeleted } = start(7, { load: [ok(stored)], remove: [ok(undefined)] });
      await until(actor, (snapshot) => snapshot.matches('editing'));
      actor.send({ type: 'delete.request' });
      expect(actor.getSnapshot().value).toBe('confirmingDelete');
      expect(actor.getSnapshot().hasTag('dialog')).toBe(true);
      expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
      actor.send({ type: 'delete.cancel' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(deleteRecord).not.toHaveBeenCalled();

      actor.send({ type: 'delete.request' });
      actor.send({ type: 'delete.confirm' });
      expect(actor.getSnapshot().value).toBe('deleting');
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await until(actor, (snapshot) => snapshot.status === 'done');
      expect(deleteRecord).toHaveBeenCalledExactlyOnceWith({ id: 7, version: 3 });
      expect(actor.getSnapshot().output).toEqual({ kind: 'deleted', record: stored });
      expect(notifyDeleted).toHaveBeenCalledExactlyOnceWith({ kind: 'deleted', record: stored });
    });

    it('a 412 asks the conflict question; overwrite deletes with the fresh version', async () => {
      const { actor, deleteRecord } = start(7, { load: [ok(stored), ok(theirs)], remove: [fail(refusal(412, STALE)), ok(undefined)] });
      await until(actor, (snapshot) => snapshot.matches('editing'));
      actor.send({ type: 'delete.request' });
      actor.send({ type: 'delete.confirm' });
      await until(actor, (snapshot) => snapshot.matches('conflict'));
      actor.send({ type: 'conflict.overwrite' });
      await until(actor, (snapshot) => snapshot.status === 'done');
      expect(deleteRecord.mock.calls.map(([input]) => input)).toEqual([{ id: 7, version: 3 }, { id: 7, version: 4 }]);
      expect(actor.getSnapshot().output).toEqual({ kind: 'deleted', record: theirs });
    });

    it('a row still in use (409) fails with the server message and the form stays', async () => {
      const { actor, notifyDeleted } = start(7, { load: [ok(stored)], remove: [fail(refusal(409, 'This FAQ entry is still in use.'))] });
      await until(actor, (snapshot) => snapshot.matches('editing'));
      actor.send({ type: 'delete.request' });
      actor.send({ type: 'delete.confirm' });
      await until(actor, (snapshot) => snapshot.matches('failed'));
      expect(actor.getSnapshot().context.error).toBe('This FAQ entry is still in use.');
      expect(actor.getSnapshot().can({ type: 'delete.request' })).toBe(true);
      expect(notifyDeleted).not.toHaveBeenCalled();
    });
  });

  it('compares values by content for dirty', () => {
    expect(isDirty({ values: { tags: ['a', 'b'], n: { x: 1 } }, savedValues: { n: { x: 1 }, tags: ['a', 'b'] } })).toBe(false);
    expect(isDirty({ values: { tags: ['a'] }, savedValues: { tags: ['a', 'b'] } })).toBe(true);
    expect(isDirty({ values: { a: null }, savedValues: { a: '' } })).toBe(true);
    expect(isDirty({ values: { a: undefined }, savedValues: {} })).toBe(true);
  });
});

describe('fieldReasonOf', () => {
  it.each([
    ['body.question must NOT have more than 500 characters', 'question', 'must NOT have more than 500 characters'],
    ['body.dateTo must not be before body.dateFrom', 'dateTo', 'must not be before body.dateFrom'],
    ['body.items.0.name must not be empty', 'items', 'must not be empty'],
    ['body must name at least 1 field', null, 'body must name at least 1 field'],
    [STALE, null, STALE],
  ])('reads "%s" as field %s', (message, field, reason) => {
    expect(fieldReasonOf(refusal(400, message))).toEqual({ field, reason });
  });

  it('has nothing to say without a server message', () => {
    expect(fieldReasonOf(new TypeError('Failed to fetch'))).toEqual({ field: null, reason: null });
  });
});
