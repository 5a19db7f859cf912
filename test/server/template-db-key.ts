/** The provide/inject key under which test/server/template-db.ts hands the template's path to the test files. */
export const TEMPLATE_DB_KEY = 'leasedeskTemplateDb';

/** The key of the run's PostgreSQL cluster (its URL), or null when the run started none (postgres-database.ts). */
export const POSTGRES_KEY = 'leasedeskPostgres';

declare module 'vitest' {
  export interface ProvidedContext {
    leasedeskTemplateDb: string;
    leasedeskPostgres: string | null;
  }
}
