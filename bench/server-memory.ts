/**
 * Server memory under load (issue 21 point 4): `npx tsx bench/server-memory.ts`. Seeds the 100k-driver client
 * (BENCH_DRIVERS) like the driver benches, starts the real server on it (port BENCH_MEMORY_PORT, 8197) and keeps
 * 50 clients asking GET /api-admin/driver (first page) for BENCH_MEMORY_MINUTES (10) minutes, each sending its next
 * request as soon as its last is answered. It samples the server process's resident memory (RSS, `ps`) every
 * 10 s and prints it at start (listening, signed in, idle), after the warm-up (the first tenth of the run: JIT,
 * PGlite's caches) and at the end. "Flat": the end within 10 % of the warm-up figure. Figures only.
 */
import { execFileSync } from 'node:child_process';
import { DRIVER_LIST_DEFAULT_PAGE_SIZE } from '../server/routes/driver';
import { reportFigures } from './figures-support';
import { signIn, startLargeServer } from './large-client-support';

const PORT = Number(process.env.BENCH_MEMORY_PORT ?? 8197);
const MINUTES = Number(process.env.BENCH_MEMORY_MINUTES ?? 10);
const CLIENTS = 50;
const SAMPLE_EVERY_MS = 10_000;
const MIB = 1024 * 1024;

/** Resident memory of a process in bytes (`ps` reports KiB; Linux and macOS alike). */
function rssOf(pid: number): number {
  return Number(execFileSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).trim()) * 1024;
}

const mib = (bytes: number) => `${(bytes / MIB).toFixed(0).padStart(5)} MiB`;

const server = await startLargeServer(PORT);
try {
  const token = await signIn(server.url);
  const url = `${server.url}/api-admin/driver?pageSize=${DRIVER_LIST_DEFAULT_PAGE_SIZE}`;
  const start = rssOf(server.pid);
  const durationMs = MINUTES * 60_000;
  const warmUpMs = durationMs / 10;
  const began = performance.now();
  const samples: { atMs: number; rss: number }[] = [{ atMs: 0, rss: start }];
  const sampler = setInterval(() => samples.push({ atMs: performance.now() - began, rss: rssOf(server.pid) }), SAMPLE_EVERY_MS);
  let requests = 0;
  const client = async () => {
    while (performance.now() - began < durationMs) {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
      requests++;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  clearInterval(sampler);
  const end = rssOf(server.pid);
  samples.push({ atMs: performance.now() - began, rss: end });
  // The first sample at or after the warm-up; with a run shorter than one sample interval, the end.
  const afterWarmUp = samples.find((s) => s.atMs >= warmUpMs)?.rss ?? end;
  const peak = Math.max(...samples.map((s) => s.rss));

  console.log(`Server memory, client "large": ${server.drivers} drivers, ${CLIENTS} clients on GET /api-admin/driver for ${MINUTES} min `
    + `(${requests.toLocaleString('en')} requests, ${(requests / (durationMs / 1000)).toFixed(0)} req/s), RSS of the server process every ${SAMPLE_EVERY_MS / 1000} s`);
  console.log(`RSS at start (idle)            ${mib(start)}`);
  console.log(`${`RSS after warm-up (${(warmUpMs / 60_000).toFixed(1)} min)`.padEnd(30)} ${mib(afterWarmUp)}`);
  console.log(`RSS at the end                 ${mib(end)}   (peak ${mib(peak).trim()})`);
  console.log(`ratio end / after warm-up      ${(end / afterWarmUp).toFixed(2)}   (flat: at most 1.10)`);
  console.log(`RSS per minute                 ${samples.filter((s, n) => n === 0 || Math.floor(s.atMs / 60_000) > Math.floor(samples[n - 1]!.atMs / 60_000))
    .map((s) => (s.rss / MIB).toFixed(0)).join(', ')} MiB`);
  reportFigures('server-memory', {
    rssStartMiB: start / MIB, rssAfterWarmUpMiB: afterWarmUp / MIB, rssEndMiB: end / MIB, rssPeakMiB: peak / MIB, rssFlatRatio: end / afterWarmUp,
  });
} finally {
  await server.close();
}
