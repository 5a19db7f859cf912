import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that take half a minute or more (measured: test/README.md). vitest starts the longest files first only
 * when its results cache says which they are; a clean checkout has none, and these small files (the sweep's parts
 * hand their work to sweep/sweep-part.ts) would start last and run alone at the end. The car-list-pages
 * files (~11–14 s each) hand their cases to car-list-pages-support.ts and are among the run's smallest files: by size
 * they would start last. The spawning files (process-roles, bulk-run-crash, 25–30 s) are large enough to start early.
 */
const LONG_FILES = /\/(write-sweep-\d|auth-concurrency|mail-delivery|bulk-run-restart|db|invitation-secrets|machines\.model|car-list-pages(-postgres)?)\.test\.ts$/;

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => LONG_FILES.test(file.moduleId)), ...sorted.filter((file) => !LONG_FILES.test(file.moduleId))];
  }
}
