import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect, workerServer } from './fixtures';

/**
 * Every delivered mail to `address` so far, oldest first (by when its file was written). The demo client has no SMTP
 * setting, so this worker's server delivers as .eml files into its own folder (worker-server.ts): workers never read
 * each other's mail.
 */
export async function deliveredTo(address: string): Promise<ParsedMail[]> {
  const folder = workerServer().mailSinkDir;
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.eml'))
      .map((file) => ({ file, at: statSync(join(folder, file)).mtimeMs })).sort((a, b) => a.at - b.at).map(({ file }) => file);
  } catch {
    return [];
  }
  const mails = await Promise.all(files.map((file) => simpleParser(readFileSync(join(folder, file)))));
  return mails.filter((mail) => [mail.to].flat().some((to) => to?.value.some((box) => box.address?.toLowerCase() === address.toLowerCase())));
}

/** Waits for the mail worker to deliver the `count`th mail to `address` (it polls every 2 s) and answers the newest. */
export async function newestMailTo(address: string, count = 1): Promise<ParsedMail> {
  await expect.poll(async () => (await deliveredTo(address)).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
  return (await deliveredTo(address)).at(-1)!;
}

/** The invitation link in a delivered mail: its text part, else its HTML (with &amp; undone). */
export function invitationLink(mail: ParsedMail): URL {
  const body = `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html.replaceAll('&amp;', '&') : ''}`;
  const found = /https?:\/\/[^\s"'<>]+\/auth\/grant_access\?[^\s"'<>]+/.exec(body);
  expect(found, 'the mail holds the invitation link').not.toBeNull();
  return new URL(found![0]);
}
