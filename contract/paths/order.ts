/** The orders' calls (spec 02 §7 "Orders"), as the contract spells them below /api-admin. */
export const ORDER_PATHS = {
  order: '/order',
  detail: '/order/detail',
  download: '/order/download',
} as const;
