/* Operating-company writes (spec 02 §7 "Operating and order companies"). The row the server answers
 * with, OperatingCompany, lives beside the drivers (types-drivers.ts), whose list filters on it. */

/** Longest values the server stores (and the database's CHECKs allow); a form can use them as maxLength. */
export const OPERATING_COMPANY_LIMITS = { name: 100, debtorNumber: 30, address: 200, postalCode: 20, city: 100 } as const;

/**
 * POST /api-admin/operatingcompany. Text is trimmed; a missing optional field is stored empty. Plain
 * text only: control and bidirectional-override characters are refused (400).
 */
export interface OperatingCompanyInput {
  name: string;
  /** Letters, digits and hyphens. */
  debtorNumber?: string;
  address?: string;
  postalCode?: string;
  city?: string;
}

/**
 * PUT /api-admin/operatingcompany: the id and the fields to change; one left out stays as stored, "" empties an
 * optional one. Attachments change only through /attachment.
 */
export interface OperatingCompanyUpdate extends Partial<OperatingCompanyInput> {
  id: number;
}
