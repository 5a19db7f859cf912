/** The shape of bench/size-budgets.json; sizes are gzip (level 9) KiB. */
export interface SizeBudgets {
  loginRoute: { route: string; budgetKiB: number; goalKiB: number; measuredKiB: number; measuredOn: string };
  /** Every JS chunk but the entry, unless it is a boot chunk or has an exception. */
  lazyChunkKiB: number;
  /**
   * By rollup chunk name: what the entry starts instead of a route (src/main.tsx), the React app's
   * fixed stack; not a route's chunk, so not held to lazyChunkKiB, but to its own measured budget.
   */
  bootChunks?: Record<string, { budgetKiB: number; measuredKiB: number; holds: string }>;
  /** By rollup chunk name (the file name without its hash); each one a debt. */
  exceptions?: Record<string, { budgetKiB: number; measuredKiB: number; debt: string }>;
}

export interface SizeBudgetBreach {
  what: string;
  bytes: number;
  budgetKiB: number;
  rule: string;
}

export declare const SIZE_BUDGETS_FILE: string;
export declare function kib(bytes: number): string;
export declare function readSizeBudgets(file?: string): SizeBudgets;
export declare function checkSizeBudgets(
  budgets: SizeBudgets,
  build: { loginRouteFiles: string[]; chunks: Array<{ fileName: string; name: string }>; gzipBytes: Record<string, number> },
): { loginBytes: number; breaches: SizeBudgetBreach[]; stale: string[] };
export declare function describeBreach(breach: SizeBudgetBreach): string;
