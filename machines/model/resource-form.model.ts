import type { resourceFormMachine } from '../resource-form.machine';
import { ensure, type MachineModel } from './machine-model';
import { networkFailure, serverRefusal } from './samples';

const QUESTION_TOO_LONG = 'body.question must NOT have more than 500 characters';
const STALE = 'This record was changed by someone else in the meantime.';
const mine = { id: 7, version: 3, question: 'What is a lease car?', answer: 'A car you use, not own.' };
const theirs = { id: 7, version: 4, question: 'What is a lease car exactly?', answer: 'A car you use, not own.' };

export const resourceFormModel: MachineModel<typeof resourceFormMachine> = {
  actors: {
    loadRecord: [
      { output: mine },
      { output: theirs },
      { error: serverRefusal(404, 'FAQ entry not found') },
      { error: networkFailure },
    ],
    createRecord: [
      { output: { id: 8, version: 1, question: 'Why?', answer: '' } },
      { error: serverRefusal(400, QUESTION_TOO_LONG) },
      { error: serverRefusal(400, 'body must name at least 1 field') },
      { error: networkFailure },
    ],
    updateRecord: [
      { output: { ...mine, version: 5, question: 'Why?' } },
      { error: serverRefusal(400, QUESTION_TOO_LONG) },
      { error: serverRefusal(412, STALE) },
      { error: serverRefusal(404, 'FAQ entry not found') },
    ],
    deleteRecord: [
      { output: undefined },
      { error: serverRefusal(412, STALE) },
      { error: serverRefusal(409, 'This FAQ entry is still in use.') },
    ],
  },
  events: {
    'field.change': [{ type: 'field.change', name: 'question', value: 'Why?' }],
  },
  appActions: ['notifySaved', 'notifyDeleted'],
  scenarios: [
    { name: 'create', input: () => ({ id: null, initialValues: { question: '', answer: '' } }) },
    { name: 'edit id 7', input: () => ({ id: 7, initialValues: { question: '', answer: '' } }) },
  ],
  invariants(snapshot) {
    const { context } = snapshot;
    const calling = ['loading', 'saving', 'deleting', { conflict: 'reloading' }, { conflict: 'refreshing' }] as const;
    const busy = calling.some((state) => snapshot.matches(state));
    ensure(snapshot.hasTag('busy') === busy, 'busy exactly while a call is on its way (load, save, delete, a conflict read)');
    ensure(snapshot.hasTag('dialog') === (snapshot.matches('conflict') || snapshot.matches('confirmingDelete')),
      'a dialog exactly while the conflict choice or the delete confirmation is open');
    if (busy) {
      const choices = [{ type: 'field.change', name: 'question', value: 'x' }, { type: 'form.submit' }, { type: 'form.reset' },
        { type: 'delete.request' }, { type: 'conflict.overwrite' }, { type: 'delete.confirm' }] as const;
      ensure(!choices.some((event) => snapshot.can(event)), 'nothing is accepted while a call is on its way');
    }
    for (const [field, reason] of Object.entries(context.fieldErrors)) {
      ensure(field === 'question' && reason === 'must NOT have more than 500 characters', "a field error is only ever a 400's reason for its field");
    }
    if (snapshot.matches('editing')) {
      ensure(snapshot.matches({ editing: 'invalid' }) === Object.keys(context.fieldErrors).length > 0, 'invalid exactly while a field is refused');
    }
    ensure(!snapshot.matches('saving') || Object.keys(context.fieldErrors).length === 0, 'a save starts with no field refused');
    ensure(context.error === null || snapshot.matches('failed') || snapshot.matches('loadFailed'), 'a server message only after a failure');
    if (context.id === null) {
      ensure(!snapshot.can({ type: 'delete.request' }), 'a new record cannot be deleted');
      ensure(!(['loading', 'conflict', 'deleting'] as const).some((state) => snapshot.matches(state)), 'a new record is neither read nor in conflict');
    }
    if (context.record && snapshot.status === 'active') {
      const { id: _id, version: _version, ...fields } = context.record;
      ensure(JSON.stringify(fields) === JSON.stringify(context.savedValues),
        'update and delete go with the version of the values held as saved (the last read, the fresh one after an overwrite)');
    }
    if (snapshot.status === 'done') {
      const kind = snapshot.matches('deleted') ? 'deleted' : context.id === null ? 'created' : 'updated';
      ensure(snapshot.output?.kind === kind, 'the output says what was done: created, updated or deleted');
      ensure(snapshot.output?.record === context.record, 'the output carries the record saved or deleted');
    }
  },
};
