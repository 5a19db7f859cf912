import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
};

/**
 * Serves a built dist/app the way the real server does for the browser: files by path, index.html
 * for every other route (history mode), and a refused /api-admin. The bench only counts which
 * JS/CSS the page fetches, so it needs neither a database nor the API's answers.
 */
export async function serveStatic(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (path.startsWith('/api-admin')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"results":[],"successful":false}');
      return;
    }
    const file = normalize(join(root, path));
    const inside = file.startsWith(root) && existsSync(file) && statSync(file).isFile();
    const target = inside ? file : join(root, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream' });
    createReadStream(target).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
