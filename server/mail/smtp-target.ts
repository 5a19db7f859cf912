import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { ServerConfig } from '../config';

/**
 * Where the server may open an SMTP connection (issue 35 point 2): "test connection" and delivery must not become a
 * probe of the server's own network. A target's port is one of SMTP_ALLOWED_PORTS, and every address its name
 * resolves to is an ordinary one — not loopback, link-local (the cloud metadata address 169.254.169.254 among
 * them), unspecified, multicast or broadcast — unless the operator allows local hosts (SMTP_ALLOW_LOCAL_HOSTS).
 * The name is resolved here and the connection goes to the checked address, so DNS cannot answer differently
 * between the check and the connect. Private ranges (10/8, 192.168/16) stay allowed: a company's relay lives there.
 */
export type SmtpTargetRule = Pick<ServerConfig, 'smtpAllowedPorts' | 'smtpAllowLocalHosts'>;

/** A checked target: the address to connect to, and the name TLS must verify (none for an address given as such). */
export interface SmtpTarget {
  address: string;
  servername: string | undefined;
}

export class SmtpTargetRefused extends Error {}

const local = new BlockList();
for (const [net, prefix] of [['0.0.0.0', 8], ['127.0.0.0', 8], ['169.254.0.0', 16], ['224.0.0.0', 4], ['240.0.0.0', 4]] as const) {
  local.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fe80::', 10], ['ff00::', 8]] as const) local.addSubnet(net, prefix, 'ipv6');

/** An address no SMTP target may have unless local hosts are allowed (IPv4-mapped IPv6 ones by their IPv4). */
export const isLocalAddress = (address: string) => local.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Why a saved setting's port or host (an address given as such) can never be reached, naming the field; else null. */
export function targetReason(host: string | null, port: number | null, rule: SmtpTargetRule): string | null {
  if (port !== null && !rule.smtpAllowedPorts.includes(port)) {
    return `body.port must be one of the SMTP ports this server connects to: ${rule.smtpAllowedPorts.join(', ')} (SMTP_ALLOWED_PORTS)`;
  }
  if (host !== null && isIP(host) !== 0 && !rule.smtpAllowLocalHosts && isLocalAddress(host)) {
    return 'body.host must not be a loopback, link-local, unspecified, multicast or broadcast address (SMTP_ALLOW_LOCAL_HOSTS)';
  }
  return null;
}

/** The addresses of a name, within `timeoutMs` (the connection's own limits do not cover resolving it). */
async function addressesOf(host: string, timeoutMs: number): Promise<string[]> {
  if (isIP(host) !== 0) return [host];
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${host} did not resolve within ${timeoutMs} ms.`)), timeoutMs);
  });
  try {
    return (await Promise.race([lookup(host, { all: true, verbatim: true }), late])).map((found) => found.address);
  } finally {
    clearTimeout(timer);
  }
}

/** The address to connect to for `host`:`port`, resolved and checked now; SmtpTargetRefused when the rule forbids it. */
export async function smtpTargetOf(host: string, port: number, rule: SmtpTargetRule, timeoutMs: number): Promise<SmtpTarget> {
  if (!rule.smtpAllowedPorts.includes(port)) throw new SmtpTargetRefused(`Port ${port} is not among SMTP_ALLOWED_PORTS.`);
  const addresses = await addressesOf(host, timeoutMs);
  // One local address among several refuses the name: which one a connect would pick is not ours to guess.
  if (!rule.smtpAllowLocalHosts && addresses.some(isLocalAddress)) throw new SmtpTargetRefused(`${host} is a local address (SMTP_ALLOW_LOCAL_HOSTS).`);
  if (addresses.length === 0) throw new SmtpTargetRefused(`${host} has no address.`);
  return { address: addresses[0]!, servername: isIP(host) === 0 ? host : undefined };
}
