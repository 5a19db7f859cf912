import type { Queryable } from './db';
import { insertRows } from './sql';

/**
 * The demo client's e-mail settings (issue 17 point 1), one of each variant: the client default, one arrangement's
 * and one container's. All use the 'service' transport — the local sink folder (MAIL_SINK_DIR) — so the demo sends
 * nothing off this machine and works offline whichever setting a mail is sent under; they differ in the sender.
 * An SMTP setting is made in the screen (and its "test connection" tried) against a server of one's own.
 * flota-pl has none: its mail goes to the sink with the client setting's address as sender.
 */
export async function seedMailSettings(tx: Queryable, clientId: number, arrangementId: number, containerId: number): Promise<void> {
  await insertRows(tx, 'email_settings',
    ['client_id', 'car_arrangement_id', 'mobility_container_id', 'sender_name', 'sender_address', 'transport', 'use_ssl', 'font', 'is_order_email_active'], [
      [clientId, null, null, 'Demo Mobility', 'fleet@demo-mobility.test', 'service', false, null, true],
      [clientId, arrangementId, null, 'Demo Mobility Leaseregeling 2026', 'lease2026@demo-mobility.test', 'service', false, 'Arial, sans-serif', true],
      [clientId, null, containerId, 'Demo Mobiliteitsbudget', 'mobiliteit@demo-mobility.test', 'service', false, null, false],
    ], '');
}
