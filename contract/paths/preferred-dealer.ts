/** An arrangement's preferred dealers (spec 02 §7 "Preferred dealer"), as the contract spells them below /api-admin. */
export const PREFERRED_DEALER_PATHS = {
  preferredDealer: '/preferreddealer',
  groupedByBrand: '/preferreddealer/groupedbybrand',
  dealers: '/preferreddealer/dealers',
  setCentralPurchasingForAll: '/preferreddealer/setcentralpurchasingforallbrands',
  removeCentralPurchasingForAll: '/preferreddealer/removecentralpurchasingforallbrands',
} as const;
