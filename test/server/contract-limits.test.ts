import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { plainText } from '../../contract/schemas';
import { bearer, createTestServer, loginAs, type TestServer } from './helpers';

/**
 * Issue 38 point 2: a limit is stated once, in the area's contract. The FAQ's question is allowed 500 characters by
 * contract/areas/faq.ts; here the contract says 20, and both the server's validation and the app's form follow.
 */
vi.mock('../../contract/areas/faq', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../contract/areas/faq')>();
  return { ...real, faq: { ...real.faq, writable: { ...real.faq.writable, question: plainText(20, { minLength: 1 }) } } };
});

let t: TestServer;
let token = '';

beforeAll(async () => {
  t = await createTestServer();
  token = (await loginAs(t.app, 'supervisor')).access_token;
}, 60_000);

afterAll(() => t?.close());

const post = (question: string) =>
  t.app.inject({ method: 'POST', url: '/api-admin/faq', headers: bearer(token), payload: { question, answer: '<p>Ja.</p>' } });

describe('a limit changed in the contract', () => {
  it('changes what the server accepts', async () => {
    expect((await post('x'.repeat(20))).statusCode).toBe(200);
    const refused = await post('x'.repeat(21));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: string[] }>().errors.join(' ')).toMatch(/question.*20/);
  });

  it('changes the form the app shows', async () => {
    const { faqArea } = await import('../../src/areas/faq');
    expect(faqArea.fields.find((field) => field.name === 'question')).toMatchObject({ kind: 'text', maxLength: 20, required: true });
  });
});
