/** The bulk comparer's calls (spec 02 §7 "Bulk comparer"), as the contract spells them below /api-admin. */
export const BULK_COMPARER_PATHS = {
  profiles: '/getbulkcomparerprofiles',
  comparer: '/BulkComparer',
  export: '/BulkComparer/export',
  liveCarData: '/getlivecardata',
  logs: '/getbulklogsinfo',
} as const;
