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
  // Only the files that name the address are parsed: newestMailTo looks every 100 ms among every mail of the run.
  const raws = files.map((file) => readFileSync(join(folder, file))).filter((raw) => raw.toString('latin1').toLowerCase().includes(address.toLowerCase()));
  const mails = await Promise.all(raws.map((raw) => simpleParser(raw)));
  return mails.filter((mail) => [mail.to].flat().some((to) => to?.value.some((box) => box.address?.toLowerCase() === address.toLowerCase())));
}

/**
 * Waits for the mail worker to deliver the `count`th mail to `address` and answers the newest. The worker is woken by
 * the commit that queued the mail, so it is usually there within a few hundred ms: looked for every 100 ms, not at
 * expect.poll's widening intervals (the fourth look comes only after 1.85 s).
 */
export async function newestMailTo(address: string, count = 1): Promise<ParsedMail> {
  await expect.poll(async () => (await deliveredTo(address)).length, { timeout: 30_000, intervals: [100] }).toBeGreaterThanOrEqual(count);
  return (await deliveredTo(address)).at(-1)!;
}

/** The invitation link in a delivered mail: its text part, else its HTML (with &amp; undone). */
export function invitationLink(mail: ParsedMail): URL {
  const body = `${mail.text ?? ''}\n${typeof mail.html === 'string' ? mail.html.replaceAll('&amp;', '&') : ''}`;
  const found = /https?:\/\/[^\s"'<>]+\/auth\/grant_access\?[^\s"'<>]+/.exec(body);
  expect(found, 'the mail holds the invitation link').not.toBeNull();
  return new URL(found![0]);
}
