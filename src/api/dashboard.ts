/**
 * The home dashboard (issue 37; ours, server/README.md "GET /dashboard"): the figures of what needs the signed-in
 * administrator's attention, counted by the server within their reach. Shapes: ./types-dashboard.ts.
 */
import { http } from './client';
import { firstResult, type CallOptions } from './envelope';
import type { Envelope } from '../../contract/types/core';
import type { Dashboard } from '../../contract/types/dashboard';
import { DASHBOARD_PATHS } from '../../contract/paths/dashboard';

export async function fetchDashboard({ signal }: CallOptions = {}): Promise<Dashboard> {
  return firstResult(await http<Envelope<Dashboard>>(DASHBOARD_PATHS.dashboard, { signal }), 'dashboard');
}
