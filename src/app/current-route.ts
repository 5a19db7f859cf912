import { createContext, useContext } from 'react';
import type { RouteEntry } from './paths';

/** The route table entry the router matched; null for unknown addresses (404). */
export const CurrentRouteContext = createContext<RouteEntry | null>(null);

export function useCurrentRoute(): RouteEntry | null {
  return useContext(CurrentRouteContext);
}
