/**
 * Writes told to another thread at most once per `everyMs`, as the union of their tables (null: cannot tell, so
 * everything). A bulk run's thread on PGlite commits a hundred and more writes a second; telling each to the API's
 * thread woke it ~300 times a second (a message, and the port's lock), and on two cores each wake-up is a chance for the
 * run's threads to take its core for a scheduler tick (bench/README.md "Issue 40, sixth pass"). The API's remembered
 * reads of what the run writes may then lag it by up to `everyMs`; `flush` tells what is pending at once — before the
 * run answers that it is done, so whoever hears "done" reads everything it wrote.
 */
export interface CoalescedWrites {
  wrote(tables: readonly string[] | null): void;
  flush(): void;
}

export function coalescedWrites(tell: (tables: readonly string[] | null) => void, everyMs: number): CoalescedWrites {
  // undefined: nothing pending; null: a write whose tables cannot be told.
  let pending: Set<string> | null | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending === undefined) return;
    const tables = pending;
    pending = undefined;
    tell(tables === null ? null : [...tables]);
  };
  return {
    wrote(tables) {
      if (tables === null) pending = null;
      else if (pending !== null) {
        pending ??= new Set();
        for (const table of tables) pending.add(table);
      }
      timer ??= setTimeout(flush, everyMs);
    },
    flush,
  };
}
