/**
 * The arrival query of spec 01 §6 (`?property=…&id=…`, sent by the lease system and fleet management),
 * checked in one place for the two that read it: the arrival rule of the main layout (arrivalRedirect
 * below) and the arrival sign-in pages of the login island, which keep it across a sign-in.
 * No imports but a type: the login island's budget carries this file.
 */
import type { RoleName } from '../../contract/types/core';

/** A route segment such as `driver` or `arrangement`: lower case letters, digits and underscores. */
const SAFE_PROPERTY = /^[a-z][a-z0-9_]{0,39}$/;
/** A numeric id or a GUID-like key from the lease system. */
const SAFE_ID = /^[A-Za-z0-9-]{1,64}$/;

export type ArrivalQuery = URLSearchParams | Readonly<Record<string, unknown>>;

export interface Arrival {
  property: string;
  id: string;
}

function queryValue(query: ArrivalQuery, key: string): string | null {
  const raw = query instanceof URLSearchParams ? query.get(key) : query[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : null;
}

/** The property and id of an arrival; null when either is missing or outside the safe patterns. */
export function arrivalOf(query: ArrivalQuery): Arrival | null {
  const property = queryValue(query, 'property');
  const id = queryValue(query, 'id');
  if (!property || !id || !SAFE_PROPERTY.test(property) || !SAFE_ID.test(id)) return null;
  return { property, id };
}

/**
 * The dashboard with only the arrival's two keys (`/?property=driver&id=42`), where the main layout's
 * arrival rule takes the user on; null without a valid arrival. Nothing else of the query is carried,
 * so the address is always this app's own dashboard (never an open redirect).
 */
export function arrivalAddress(query: ArrivalQuery): string | null {
  const arrival = arrivalOf(query);
  return arrival ? `/?${new URLSearchParams({ property: arrival.property, id: arrival.id })}` : null;
}

/* ---------------------------------------------------------------------------------------------
 * Arrival rule (spec 01 §6): a bulk or fleetmanagement user arriving with ?property=…&id=…
 * goes straight to the create screen of that property in the lease system or fleet management.
 * ------------------------------------------------------------------------------------------- */

/**
 * Where a bulk (→ /leasewise/{property}/create?id={id}) or fleetmanagement
 * (→ /fleetmanagement/{property}/create?id={id}) user arriving with `property` and `id` goes;
 * null for other roles, a missing value, or a property or id outside the safe patterns.
 */
export function arrivalRedirect(role: RoleName | string | null | undefined, query: ArrivalQuery): string | null {
  const section = role === 'bulk' ? 'leasewise' : role === 'fleetmanagement' ? 'fleetmanagement' : null;
  if (!section) return null;
  const arrival = arrivalOf(query);
  return arrival && `/${section}/${arrival.property}/create?id=${encodeURIComponent(arrival.id)}`;
}
