import type { Queryable } from '../db/db';
import { queueMail, type Mailer, type OutgoingMail } from './outbox';

/**
 * The mails the server sends, in the driver's language (their own, else the client's default), each with the
 * placeholder values its template may use (the variables the provider
 * defines, seeded in server/db/seed-mail*.ts): driver.firstName, driver.surname, driver.email, client.name,
 * arrangement.name, login.url, order.number, order.reason. Read inside the transaction of the change, so a mail
 * says what the change made true.
 */
interface DriverFacts {
  email: string;
  first_name: string;
  surname: string;
  client_name: string;
  language: string | null;
}

async function driverFacts(tx: Queryable, clientId: number, driverId: number): Promise<DriverFacts> {
  const [row] = await tx.query<DriverFacts>(
    `SELECT d.email_address AS email, d.first_name, trim(concat_ws(' ', NULLIF(d.prefix_surname, ''), d.surname)) AS surname,
            c.display_name AS client_name,
            COALESCE(d.language, (SELECT cu.language_culture FROM client_languages cl JOIN languages l ON l.id = cl.language_id
              JOIN cultures cu ON cu.id = l.culture_id WHERE cl.client_id = d.client_id AND cl.is_default)) AS language
     FROM drivers d JOIN clients c ON c.id = d.client_id WHERE d.client_id = $1 AND d.id = $2`, [clientId, driverId]);
  return row!;
}

const driverValues = (d: DriverFacts) => ({ 'driver.firstName': d.first_name, 'driver.surname': d.surname, 'driver.email': d.email, 'client.name': d.client_name });

/** The drivers' site for one client: the portal address with the client's name, as the sign-in page takes it. */
async function loginUrlOf(tx: Queryable, clientId: number, portal: string): Promise<string> {
  const [client] = await tx.query<{ name: string }>('SELECT name FROM clients WHERE id = $1', [clientId]);
  const url = new URL(portal);
  url.searchParams.set('clt', client!.name);
  return url.href;
}

/**
 * The welcome mail (type 0) for the arrangements named (their names joined; all the driver's arrangements when
 * none are named), rendered with the first one's template.
 */
export async function welcomeMail(tx: Queryable, clientId: number, driverId: number, portal: string,
  named?: readonly number[]): Promise<OutgoingMail> {
  const driver = await driverFacts(tx, clientId, driverId);
  const arrangements = await tx.query<{ id: number; name: string }>(
    `SELECT ca.id, ca.display_name AS name FROM car_arrangements ca
     JOIN driver_arrangement_bindings b ON b.client_id = ca.client_id AND b.car_arrangement_id = ca.id AND b.driver_id = $2
     WHERE ca.client_id = $1 AND ($3::int[] IS NULL OR ca.id = ANY ($3::int[])) GROUP BY ca.id ORDER BY ca.id`,
    [clientId, driverId, named ?? null]);
  const loginUrl = await loginUrlOf(tx, clientId, portal);
  const names = arrangements.map((a) => a.name).join(', ');
  return {
    to: driver.email, type: 'welcome', carArrangementId: arrangements[0]?.id ?? null, language: driver.language,
    values: { ...driverValues(driver), 'arrangement.name': names, 'login.url': loginUrl },
    fallback: { subject: names ? `Welcome: ${names}` : 'Welcome', text: `Welcome, ${driver.first_name}. You can now choose at ${loginUrl}` },
  };
}

/** The order decision (type 1) to `to`: the employee, or the leasing company for an approval (orders.ts decides). */
export async function orderDecisionMail(tx: Queryable, clientId: number, orderId: number, to: string, reason: string | null): Promise<OutgoingMail> {
  const [order] = await tx.query<{ order_number: string; driver_id: number; car_arrangement_id: number | null; mobility_container_id: number | null;
    arrangement_name: string | null; approved: boolean }>(
    `SELECT o.order_number, o.driver_id, o.car_arrangement_id, o.mobility_container_id, o.status = 'approved' AS approved,
            COALESCE(ca.display_name, mc.display_name) AS arrangement_name
     FROM orders o LEFT JOIN car_arrangements ca ON ca.client_id = o.client_id AND ca.id = o.car_arrangement_id
     LEFT JOIN mobility_containers mc ON mc.client_id = o.client_id AND mc.id = o.mobility_container_id
     WHERE o.client_id = $1 AND o.id = $2`, [clientId, orderId]);
  const driver = await driverFacts(tx, clientId, order!.driver_id);
  const verdict = order!.approved ? 'approved' : 'rejected';
  return {
    to, type: 'order', carArrangementId: order!.car_arrangement_id, mobilityContainerId: order!.mobility_container_id, language: driver.language,
    values: { ...driverValues(driver), 'arrangement.name': order!.arrangement_name ?? '', 'order.number': order!.order_number, 'order.reason': reason ?? '' },
    fallback: {
      subject: `Order ${order!.order_number} ${verdict}`,
      text: reason ? `Order ${order!.order_number} was ${verdict}. Reason: ${reason}` : `Order ${order!.order_number} was ${verdict}.`,
    },
  };
}

/**
 * A new driver who may receive mail (its sendMail flag) and is bound to an arrangement gets the welcome mail at once,
 * in the transaction that creates it; the driver row says when it was sent (emailHasBeenSent). Without a binding
 * there is nothing to welcome to yet: the driver form's send-mail action sends it later.
 */
export async function welcomeNewDriver(tx: Queryable, mailer: Mailer, clientId: number, driverId: number, now: Date): Promise<void> {
  const [driver] = await tx.query<{ send_mail: boolean; bound: boolean }>(
    `SELECT d.send_mail, EXISTS (SELECT 1 FROM driver_arrangement_bindings b WHERE b.client_id = d.client_id AND b.driver_id = d.id) AS bound
     FROM drivers d WHERE d.client_id = $1 AND d.id = $2`, [clientId, driverId]);
  if (!driver?.send_mail || !driver.bound) return;
  await queueMail(tx, mailer, clientId, await welcomeMail(tx, clientId, driverId, mailer.driverPortalUrl), now);
  await tx.query('UPDATE drivers SET email_has_been_sent = true, date_email_sent = $3 WHERE client_id = $1 AND id = $2', [clientId, driverId, now]);
}
