import { describe, expect, it } from 'vitest';
import { answerLeave, confirmLeave, hasUnsavedChanges, isLeaveRequested, setUnsaved, subscribeLeaveRequest } from '../../src/app/unsaved/unsaved-guard';

describe('unsaved-changes guard', () => {
  it('lets the user go at once when nothing is unsaved', async () => {
    expect(hasUnsavedChanges()).toBe(false);
    await expect(confirmLeave()).resolves.toBe(true);
    expect(isLeaveRequested()).toBe(false);
  });

  it('asks (leave or stay) while a form holds changes; staying keeps them, leaving forgets them', async () => {
    const seen: boolean[] = [];
    const unsubscribe = subscribeLeaveRequest((open) => seen.push(open));
    setUnsaved('driver-form', true);

    const stay = confirmLeave();
    expect(isLeaveRequested()).toBe(true);
    answerLeave(false);
    await expect(stay).resolves.toBe(false);
    expect(hasUnsavedChanges()).toBe(true);

    const leave = confirmLeave();
    answerLeave(true);
    await expect(leave).resolves.toBe(true);
    expect(hasUnsavedChanges()).toBe(false);
    expect(seen).toEqual([true, false, true, false]);
    unsubscribe();
  });

  it('answers an earlier question with "stay" when asked again meanwhile', async () => {
    setUnsaved('a', true);
    const first = confirmLeave();
    const second = confirmLeave();
    await expect(first).resolves.toBe(false);
    answerLeave(true);
    await expect(second).resolves.toBe(true);
  });
});
