/** Preferred dealers as the server answers them (spec 02 §3 "Preferred dealer: city, name; grouped by brand; central purchasing flag"). */
export interface PreferredDealer {
  id: number;
  version: number;
  carArrangementId: number;
  brandId: number;
  brandName: string;
  dealerId: number;
  name: string;
  city: string;
  isCentralPurchasing: boolean;
}

/** GET /preferreddealer/groupedbybrand: one brand with its preferred dealers, by city and name. */
export interface BrandDealers {
  brandId: number;
  brandName: string;
  dealers: PreferredDealer[];
}
