import { expect, vi } from 'vitest';
import type { Db } from '../../server/db/db';

/**
 * What `afterCommit` promises on either database: a run waits for the commit of the transaction it was given in,
 * is dropped with a rollback, and runs at once outside a transaction (a statement there commits on its own).
 */
export async function expectAfterCommitKeepsItsWord(db: Db): Promise<void> {
  const ran: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT 1');
    tx.afterCommit(() => ran.push('committed'));
    expect(ran, 'not before the commit').toEqual([]);
  });
  expect(ran).toEqual(['committed']);

  await expect(db.transaction(async (tx) => {
    tx.afterCommit(() => ran.push('rolled back'));
    throw new Error('refused');
  })).rejects.toThrow('refused');
  // A commit that fails (here: a statement the database refuses) is a rollback too.
  await expect(db.transaction(async (tx) => {
    tx.afterCommit(() => ran.push('failed'));
    await tx.query('SELECT * FROM no_such_table');
  })).rejects.toThrow();
  expect(ran).toEqual(['committed']);

  db.afterCommit(() => ran.push('outside'));
  expect(ran).toEqual(['committed', 'outside']);

  // A failing run is reported, not thrown into the caller whose transaction is already committed.
  const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await db.transaction(async (tx) => {
      tx.afterCommit(() => { throw new Error('run failed'); });
      tx.afterCommit(() => ran.push('after a failing run'));
    });
    expect(ran).toEqual(['committed', 'outside', 'after a failing run']);
    expect(reported).toHaveBeenCalledWith('after commit: run failed');
  } finally {
    reported.mockRestore();
  }
}
