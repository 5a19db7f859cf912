/**
 * What waits for a transaction's commit: work that must not start before others can see the rows (a queued job's
 * worker woken at once instead of at its next poll). Dropped on a rollback. One failing run does not stop the others.
 */
export class AfterCommit {
  private readonly runs: (() => void)[] = [];

  add(run: () => void): void {
    this.runs.push(run);
  }

  committed(): void {
    for (const run of this.runs.splice(0)) {
      try {
        run();
      } catch (error) {
        console.error(`after commit: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
}
