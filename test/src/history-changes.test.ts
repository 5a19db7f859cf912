import { describe, expect, it } from 'vitest';
import {
  actorText, changeLines, fieldLabel, looksLikeMarkup, plainText, valueText, whenText, type Translate,
} from '../../src/features/history/history-changes';
import type { HistoryEntry } from '../../contract/types/history';

// The history panel's rendering rules (issue 39 point 2), over a translator that answers the first key it knows.
const TEXTS: Record<string, string> = {
  'history:emptyValue': '(empty)', 'history:yes': 'Yes', 'history:no': 'No', 'history:system': 'System',
  'history:actingFor': '(acting for {{client}})', 'history:asSubsupervisor': '(as sub-supervisor)',
  'areas:faq.fields.question': 'Question', 'history:fields.attachments': 'Attachments',
};
const t: Translate = (key, options = {}) => {
  for (const one of Array.isArray(key) ? key : [key]) {
    const text = TEXTS[one];
    if (text !== undefined) return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name] ?? ''));
  }
  return String(options.defaultValue ?? key);
};

const entry = (changes: HistoryEntry['changes']): HistoryEntry => ({ id: 1, at: '2026-11-22T09:00:00Z', action: 'update', actor: null, changes });

describe('history changes', () => {
  it('shows rich text as its words, never as markup', () => {
    const html = '<p>Hello <b>world</b></p><img src=x onerror="alert(1)"><script>alert(2)</script><svg><script>alert(3)</script></svg>';
    const [line] = changeLines(entry([{ field: 'answer', before: '<p>Old &amp; gone</p>', after: html }]), new Set(['answer']), t);
    expect(line).toEqual({ kind: 'value', field: 'answer', before: 'Old & gone', after: 'Hello world' });
    expect(plainText('<a href="javascript:alert(1)">link</a>')).toBe('link');
  });

  it('treats any string with tags as rich text, and leaves other strings alone', () => {
    expect(looksLikeMarkup('a < b and c > d')).toBe(false);
    expect(valueText('a < b and c > d', false, t)).toBe('a < b and c > d');
    expect(valueText('<em>x</em>', false, t)).toBe('x');
  });

  it('says only "changed" of a secret, and of any field named like one whatever the server sent', () => {
    expect(changeLines(entry([{ field: 'password', secret: true }]), new Set(), t)).toEqual([{ kind: 'secret', field: 'password' }]);
    expect(changeLines(entry([{ field: 'passwordHash', before: '$2b$old', after: '$2b$new' }]), new Set(), t)).toEqual([{ kind: 'secret', field: 'passwordHash' }]);
  });

  it('names a child row without a name by its fields', () => {
    const [line] = changeLines(entry([{ field: 'calculatorDurationKm', added: [{ fuelCode: 'd', isInitial: true, kmPerYear: 20000 }], removed: [] }]), new Set(), t);
    expect(line).toEqual({ kind: 'list', field: 'calculatorDurationKm', added: ['(fuelCode: d, isInitial: Yes, kmPerYear: 20000)'], removed: [] });
  });

  it('lists what a child list gained and lost, by name', () => {
    const [line] = changeLines(entry([{ field: 'attachments', added: [{ id: 3, fileName: 'terms.pdf' }], removed: ['old.pdf', 7] }]), new Set(), t);
    expect(line).toEqual({ kind: 'list', field: 'attachments', added: ['terms.pdf'], removed: ['old.pdf', '7'] });
  });

  it('reads booleans, nulls and empty lists, and hides the version and time stamps', () => {
    const lines = changeLines(entry([
      { field: 'version', before: 1, after: 2 },
      { field: 'updatedAt', before: '2026-11-21T09:00:00Z', after: '2026-11-22T09:00:00Z' },
      { field: 'createdAt', before: null, after: '2026-11-22T09:00:00Z' },
      { field: 'isActive', before: true, after: false },
      { field: 'city', before: null, after: '' },
      { field: 'fuels', before: [], after: ['d', 'e'] },
    ]), new Set(), t);
    expect(lines).toEqual([
      { kind: 'value', field: 'isActive', before: 'Yes', after: 'No' },
      { kind: 'value', field: 'city', before: '(empty)', after: '(empty)' },
      { kind: 'value', field: 'fuels', before: '(empty)', after: 'd, e' },
    ]);
  });

  it('shows what a create set and what a delete took, without the other side', () => {
    const change = [{ field: 'city', before: 'Utrecht', after: 'Zwolle' }];
    expect(changeLines({ action: 'create', changes: change }, new Set(), t)).toEqual([{ kind: 'value', field: 'city', before: null, after: 'Zwolle' }]);
    expect(changeLines({ action: 'delete', changes: change }, new Set(), t)).toEqual([{ kind: 'value', field: 'city', before: 'Utrecht', after: null }]);
  });

  it("names a field by the screen's label, then history's own, then as stored", () => {
    expect(fieldLabel('question', ['areas:faq.fields'], t)).toBe('Question');
    expect(fieldLabel('attachments', ['areas:faq.fields'], t)).toBe('Attachments');
    expect(fieldLabel('sortOrder', ['areas:faq.fields'], t)).toBe('sortOrder');
  });

  it('names the system for a change without an actor, and says for whom and as what an actor acted', () => {
    expect(actorText(null, t)).toBe('System');
    expect(actorText({ id: 2, name: 'Sam Supervisor', actingFor: null, asSubsupervisor: false }, t)).toBe('Sam Supervisor');
    expect(actorText({ id: 1, name: 'Mia Master', actingFor: 'Demo Mobility B.V.', asSubsupervisor: true }, t))
      .toBe('Mia Master (acting for Demo Mobility B.V.) (as sub-supervisor)');
  });

  it('writes when in the product\'s date format', () => {
    expect(whenText('2026-11-22T09:05:00.000Z')).toMatch(/^22-11-2026 \d\d:05$/);
  });
});
