/**
 * Where help and the mobility promotion mail to (spec 01 §2: "Help mail link", "mail link to
 * support"). The spec names no address; one constant for the product's support desk.
 */
export const SUPPORT_EMAIL = 'support@leasedesk.nl';

/**
 * The master's cloud-console link beside the arrangement name (spec 01 §2); its address is not
 * shown in the spec. The driver-facing online environment is the user's first {product} product URL.
 */
export const CLOUD_CONSOLE_URL = 'https://console.cloud.google.com/';

export function mailto(address: string, subject?: string): string {
  return `mailto:${address}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}

/** tel: links keep digits and a leading plus only. */
export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
