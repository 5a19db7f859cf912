import { describe, expect, it } from 'vitest';
import { policyCondition } from '../../server/areas/policy-condition';
import { describeKitContract, kitHarness } from './kit-contract';

const h = kitHarness();

describeKitContract(h, {
  area: policyCondition, create: { title: 'Voorwaarde', text: '<p>Tekst</p>' }, mainField: 'title', mainMax: 200, plainSearched: true, richField: 'text',
});

describe('policy conditions', () => {
  it('group only under one arrangement: a default condition with a group is a 400, nothing stored', async () => {
    const res = await h.call('supervisor', 'POST', '/policyCondition', { carArrangementId: null, groupName: 'Gebruik', title: 'Los', text: '' });
    expect(res.json().errors).toEqual(['body.groupName is allowed only under one arrangement (policy-condition grouping)']);
    expect((await h.call('supervisor', 'GET', '/policyCondition?q=Los')).json().results).toEqual([]);
  });

  it('list the groups of one arrangement with their counts', async () => {
    const res = await h.call('supervisor', 'GET', `/policyCondition/groups?carArrangementId=${h.ids.arrangementIn}`);
    expect(res.json().results).toEqual([
      { groupName: 'Einde dienstverband', policyConditionCount: 1 },
      { groupName: 'Gebruik', policyConditionCount: 2 },
    ]);
    expect((await h.call('supervisor', 'GET', '/policyCondition/groups')).statusCode).toBe(400);
    expect((await h.call('polish', 'GET', `/policyCondition/groups?carArrangementId=${h.ids.arrangementIn}`)).statusCode).toBe(404);
    await h.asScopedSupervisor(async () => {
      expect((await h.call('supervisor', 'GET', `/policyCondition/groups?carArrangementId=${h.ids.arrangementOut}`)).statusCode).toBe(404);
    });
  });
});
