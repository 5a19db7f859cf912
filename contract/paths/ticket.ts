/** A help request for the provider's support desk (spec 02 §7), as the contract spells it below /api-admin. */
export const TICKET_PATHS = {
  create: '/ticket/create',
} as const;
