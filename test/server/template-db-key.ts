/** The provide/inject key under which test/server/template-db.ts hands the template's path to the test files. */
export const TEMPLATE_DB_KEY = 'leasedeskTemplateDb';

declare module 'vitest' {
  export interface ProvidedContext {
    leasedeskTemplateDb: string;
  }
}
