/** An arrangement's car lists and prices (spec 02 §7 "Car"), as the contract spells them below /api-admin. */
export const CAR_PATHS = {
  extendedNew: '/car/extended/new',
  new: '/car/new',
  notAdded: '/car/notadded',
  segments: '/car/segments',
  breakdown: '/car/extended/breakdown',
  overview: '/car/overview',
  fixedLeasePrice: '/car/extended/fixedleaseprice',
  saveFixedLeasePrice: '/car/extended/savefixedleaseprice',
} as const;
