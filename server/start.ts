import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

/**
 * `npm start`: builds the app first when there is no build yet (a fresh checkout), then starts the
 * server. A later `npm run build` is picked up without a restart (index.html is not cached).
 */
const staticDir = process.env.STATIC_DIR?.trim() || 'dist/app';
if (!existsSync(join(staticDir, 'index.html'))) {
  console.log(`No build in ${staticDir}: running \`npx rollup -c\` first…`);
  const build = spawnSync('npx', ['rollup', '-c'], { stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('The build failed; fix it and run `npm start` again.');
    process.exit(build.status ?? 1);
  }
}

await import('./main');
