/**
 * The record history's calls (issue 39), below /api-admin: an extension of ours, not in the spec's contract.
 * A record is named by its kind (the app's area key) and its id; a setting row by the id it is kept under
 * (an arrangement's settings by the arrangement's id, the client's settings by the client's).
 */
export const HISTORY_KINDS = [
  'faq', 'brandModelText', 'newsText', 'policyCondition', 'orderCompany', 'component', 'optionAccessory', 'category',
  'deviation', 'dealer', 'blockedBrandModel', 'mailSetting', 'mailTemplate', 'providerMailTemplate', 'mailTemplateType',
  'mailTemplateVariable', 'releaseNote', 'mobilityCategory', 'mobilityContainer', 'mobilityProduct', 'account',
  'arrangement', 'operatingCompany', 'driver', 'arrangementSetting', 'calculatorSetting', 'clientSetting',
  'bulkComparerProfile', 'fixedLeasePrice', 'preferredDealer',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export const HISTORY_PATHS = {
  /** GET ?kind=&id=[&before=<entry id>]: the record's history, newest first, a page at a time (envelope; `more`). */
  entries: '/history',
  /** GET ?kind=: the kind's records deleted within the retention and not restored since, newest first (supervisor and up). */
  deleted: '/history/deleted',
  /** POST { kind, id }: brings back the record's latest delete as it was (its child lists and bindings too); 409 with the reason when it would break a rule. */
  restore: '/history/restore',
} as const;

/** How long after deleting the one who deleted may take it back from the toast (seconds); supervisors restore within the retention. */
export const UNDO_SECONDS = 10;
