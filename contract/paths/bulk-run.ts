/** The client's bulk run (spec 02 §7 "Client setting", bulk), as the contract spells it below /api-admin. */
export const BULK_RUN_PATHS = {
  status: '/clientsetting/bulkstatus',
  run: '/clientsetting/runbulk',
  summary: '/clientsetting/bulksummary',
  fileCheck: '/clientsetting/bulkFileCheck',
  file: '/clientsetting/bulkfile',
} as const;
