import { describe, expect, it } from 'vitest';
import { faq } from '../../server/areas/faq';
import { describeKitContract, kitHarness } from './kit-contract';

const h = kitHarness();

describeKitContract(h, { area: faq, create: { question: 'Hoe werkt het?', answer: '<p>Zo.</p>' }, mainField: 'question', mainMax: 500, plainSearched: true, richField: 'answer' });

describe('FAQ', () => {
  it('has the seeded Dutch entries in their order', async () => {
    const rows = (await h.call('subsupervisor', 'GET', '/faq')).statusCode;
    expect(rows).toBe(403);
    const list = (await h.call('supervisor', 'GET', '/faq?q=leaseauto')).json<{ results: { question: string }[] }>().results;
    expect(list.map((r) => r.question)).toEqual(['Hoe vraag ik een nieuwe leaseauto aan?', 'Mag ik privé rijden met mijn leaseauto?']);
  });

  it('requires a question that is not blank', async () => {
    const res = await h.call('supervisor', 'POST', '/faq', { question: '   ', answer: '' });
    expect(res.json().errors).toEqual(['body.question must not be blank']);
  });
});
