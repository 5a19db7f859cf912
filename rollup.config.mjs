// Builds the app into dist/app: src/main.tsx with code splitting, content-hashed names under
// assets/ (the server may cache them for a year), index.html with the entry script, the few
// Shoelace assets the app uses, and build-manifest.json for the bundle benchmark.
import { execFile } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { promisify } from 'node:util';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import dynamicImportVars from '@rollup/plugin-dynamic-import-vars';
import esbuild from 'rollup-plugin-esbuild';
import * as esbuildBuild from 'esbuild';
import terser from '@rollup/plugin-terser';
import { checkSizeBudgets, describeBreach, readSizeBudgets } from './bench/size-budgets.mjs';

const production = process.env.NODE_ENV !== 'development';
const root = import.meta.dirname;
const fromRoot = (path) => resolve(root, path);
/** STATIC_DIR is also what the server serves, so a build and its server agree (default dist/app). */
const outDir = resolve(root, process.env.STATIC_DIR || 'dist/app');

/**
 * The entry's two boots (src/main.tsx): /auth is the login island, everything else the React app.
 * Each boot's files go into index.html as <meta name="ld-boot-files"> (src/app/boot-files.ts) and
 * the entry preloads the list of the boot it starts.
 */
const BOOT_MODULES = { login: 'src/login-island/login-island.ts', app: 'src/app/react-boot.tsx' };
const LAYOUT_MODULE = 'src/app/layouts/main-layout.tsx';
const ROUTE_DATA_MODULE = 'src/app/route-data.ts';

/**
 * Modules each route loads on top of the entry (its boot, layout and screen); the bench and the
 * login budget read this. /auth is what the login page needs to paint and sign in; the app's files
 * it prefetches when idle, for after the sign-in, are not part of it.
 */
const ROUTE_MODULES = {
  '/auth': [BOOT_MODULES.login],
  '/': [BOOT_MODULES.app, LAYOUT_MODULE, 'src/screens/dashboard.tsx'],
};

/**
 * Chunks grouped by hand (issue 21 point 2). Left to itself rollup makes one chunk per set of importers, so a
 * cold list route fetched ~50 small chunks (the main layout's 33, a list screen's 22), six at a time over
 * HTTP/1.1: main-layout now holds everything the signed-in layout needs (every page but /auth loads it anyway),
 * route-data what a cold page's first reads need (src/app/route-data.ts: the driver list's query and address,
 * preloaded with the layout), list-widgets what the driver list and the resource kit's list share (filter bar,
 * date picker, luxon…).
 * rollup pulls every static dependency of a grouped module into its group unless that dependency is grouped
 * too, so the boots' modules are grouped as they were split before (entry, what both boots share, the React
 * boot), and what the login island shares with the main layout gets a group of its own: the login route loads
 * exactly what it did (experimentalMinChunkSize had pulled shared code into it). Modules only the login island
 * or single screens use are left to rollup.
 */
const CHUNK_ROOTS = {
  entry: 'src/main.tsx',
  login: BOOT_MODULES.login,
  app: BOOT_MODULES.app,
  layout: LAYOUT_MODULE,
  routeData: ROUTE_DATA_MODULE,
  driverList: 'src/screens/arrangement/driver-list.tsx',
  kitList: 'src/screens/kit/resource-list.tsx',
};
/** First match wins: [chunk name, the roots that reach the module → whether it goes there]. */
const CHUNK_GROUPS = [
  ['main', (by) => by.has('entry')],
  ['boot-shared', (by) => by.has('login') && by.has('app')],
  ['react-boot', (by) => by.has('app') && !by.has('login')],
  ['login-shared', (by) => by.has('login') && by.has('layout')],
  ['main-layout', (by) => by.has('layout') && !by.has('login')],
  ['route-data', (by) => by.has('routeData') && !by.has('login')],
  ['list-widgets', (by) => by.has('driverList') && by.has('kitList') && !by.has('login')],
];

/** The main layout's i18n namespaces (also read by src/app/router.tsx): one chunk per locale instead of nine. */
const LAYOUT_NAMESPACES = JSON.parse(readFileSync(fromRoot('src/app/layout-namespaces.json'), 'utf8'));
const LOCALE_FILE = /[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/;

/** rollup's manualChunks: each module's group, worked out once from the module graph; locale files by locale. */
function handMadeChunks() {
  let groupOf = null;
  const reachedFrom = (getModuleInfo) => {
    const reached = new Map();
    for (const [root, path] of Object.entries(CHUNK_ROOTS)) {
      const stack = [fromRoot(path)];
      while (stack.length) {
        const id = stack.pop();
        const by = reached.get(id) ?? new Set();
        if (by.has(root)) continue;
        by.add(root);
        reached.set(id, by);
        stack.push(...(getModuleInfo(id)?.importedIds ?? []));
      }
    }
    return reached;
  };
  return (id, { getModuleInfo }) => {
    const locale = LOCALE_FILE.exec(id);
    if (locale) return LAYOUT_NAMESPACES.main.includes(locale[2]) ? `locale-${locale[1]}-main-layout` : undefined;
    groupOf ??= new Map([...reachedFrom(getModuleInfo)].map(([module, by]) => [module, CHUNK_GROUPS.find(([, test]) => test(by))?.[0]]));
    return groupOf.get(id);
  };
}

/** Only the Shoelace theme is copied (hashed); the 8.5 MB assets folder is not. No sl-icon is rendered yet. */
const SHOELACE_THEME = 'node_modules/@shoelace-style/shoelace/dist/themes/light.css';

// A neutral favicon until the client's own replaces it (the sign-in pages' auth card).
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#0b5cad"/><path d="M9 7h4v14h10v4H9z" fill="#fff"/></svg>\n`;

function gzipSize(source) {
  return gzipSync(typeof source === 'string' ? Buffer.from(source) : source, { level: 9 }).length;
}

/**
 * The gzip size the budgets hold, with the content hashes in file names blanked: a hash is 8 random characters that
 * compress differently each build, and moved a login route 9 bytes under its budget 2–4 bytes over it with no change
 * to what it does. Blanked, the same code always measures the same.
 */
function budgetSize(source) {
  const text = typeof source === 'string' ? source : source.toString('utf8');
  return gzipSize(text.replace(/-[A-Za-z0-9_-]{8}\.(js|css)\b/g, '-________.$1'));
}

/** Follows static imports: what the browser must fetch before a chunk can run. */
function staticClosure(bundle, fileNames) {
  const seen = new Set();
  const visit = (name) => {
    if (seen.has(name) || !bundle[name]) return;
    seen.add(name);
    for (const dep of bundle[name].imports ?? []) visit(dep);
  };
  fileNames.forEach(visit);
  return [...seen];
}

/** Fails the build on a broken size budget (bench/size-budgets.json), naming the chunk, its size and its budget. */
function checkBudgets(context, { bundle, entry, loginRouteFiles, sizes }) {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk' && file !== entry);
  const gzipBytes = Object.fromEntries(Object.entries(sizes).map(([file, size]) => [file, size.budgetGzipBytes ?? size.gzipBytes]));
  const { breaches, stale } = checkSizeBudgets(readSizeBudgets(), { loginRouteFiles, chunks, gzipBytes });
  for (const name of stale) context.warn(`bench/size-budgets.json: exception "${name}" no longer matches a chunk over the default; remove it`);
  if (breaches.length) {
    context.error(`Size budget broken (bench/size-budgets.json):\n${breaches.map((breach) => `  ${describeBreach(breach)}`).join('\n')}`);
  }
}

/** The painted shell's script in the size manifest and budgets: every page loads it, inside index.html. */
const PAINT_SCRIPT = 'index.html <script> (src/paint-shell.ts)';

/** index.html, the stylesheet, the Shoelace theme and the manifest. */
function appShell() {
  const refs = {};
  return {
    name: 'leasedesk-app-shell',
    buildStart() {
      // Hashed names change every build; without this dist/app would keep every old chunk.
      if (!this.meta.watchMode) rmSync(outDir, { recursive: true, force: true });
      this.addWatchFile(fromRoot('src/index.html'));
      this.addWatchFile(fromRoot('src/app/styles.css'));
      refs.css = this.emitFile({ type: 'asset', name: 'app.css', source: readFileSync(fromRoot('src/app/styles.css')) });
      refs.theme = this.emitFile({ type: 'asset', name: 'shoelace-light.css', source: readFileSync(fromRoot(SHOELACE_THEME)) });
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: FAVICON });
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      const css = this.getFileName(refs.css);
      const theme = this.getFileName(refs.theme);
      const chunkFor = (moduleId) =>
        Object.values(bundle).find((file) => file.type === 'chunk' && file.moduleIds.includes(fromRoot(moduleId)))?.fileName;
      const closures = Object.fromEntries(Object.entries(BOOT_MODULES).map(([boot, module]) => [boot, staticClosure(bundle, [chunkFor(module)])]));
      // Files both boots need (i18next, xstate, the HTTP client…) are asked for by the painted shell's script, which
      // runs before the entry: at once on a page it does not paint, once the painted shell is on the screen on one it
      // paints (fetching and compiling them held its first frame back; bench/README.md). Not preloaded by index.html
      // itself: the browser would fetch and compile them at once.
      const preloads = staticClosure(bundle, [entry.fileName]).filter((name) => name !== entry.fileName);
      // A list's files as addresses, without what index.html loads itself (the entry and its own imports).
      const listed = (files, leaveOut = []) =>
        files.filter((name) => name !== entry.fileName && !preloads.includes(name) && !leaveOut.includes(name)).map((name) => `/${name}`);
      const shared = closures.login.filter((name) => closures.app.includes(name));
      const bootFiles = Object.fromEntries(Object.entries(closures).map(([boot, files]) => [boot, listed(files, shared)]));
      bootFiles.shared = listed(shared);
      // The signed-in layout's files and those of the cold page's first reads (src/app/route-data.ts), which the
      // entry preloads beside the React boot when a session is stored.
      bootFiles.mainLayout = listed(staticClosure(bundle, [chunkFor(LAYOUT_MODULE), chunkFor(ROUTE_DATA_MODULE)]), closures.app);
      // JSON in an attribute: only " needs escaping (file names carry no & or <).
      const bootMeta = JSON.stringify(bootFiles).replaceAll('"', '&quot;');
      const head = [
        `<meta name="ld-shoelace-theme" content="/${theme}" />`,
        `<meta name="ld-boot-files" content="${bootMeta}" />`,
        ...preloads.map((name) => `<link rel="modulepreload" href="/${name}" />`),
        `<script type="module" src="/${entry.fileName}"></script>`,
      ].map((line) => `    ${line}\n`).join('');
      // The painted shell's classic script (src/paint-shell.ts), bundled on its own by esbuild (rollup's chunks are
      // modules), is written into the body after #app, and the stylesheet after it: the script needs no request and
      // waits for no stylesheet, and what it paints carries its own styles, so the shell can show before the
      // stylesheet is in (a stylesheet in the body holds back only what comes after it; the modules run after it).
      // The server's Content-Security-Policy allows this script by its hash (server/inline-script-hashes.ts).
      const paint = esbuildBuild.buildSync({
        entryPoints: [fromRoot('src/paint-shell.ts')], bundle: true, format: 'iife', minify: production, write: false, target: 'es2022',
      }).outputFiles[0].text.trim();
      if (/<\/script/i.test(paint)) this.error('src/paint-shell.ts bundles to code containing "</script": it cannot be written into index.html');
      const body = [`<script>${paint}</script>`, `<link rel="stylesheet" href="/${css}" />`].map((line) => `    ${line}\n`).join('');
      const html = readFileSync(fromRoot('src/index.html'), 'utf8')
        .replace('  </head>', `${head}  </head>`)
        .replace('  </body>', `${body}  </body>`);
      this.emitFile({ type: 'asset', fileName: 'index.html', source: html });

      const routes = {};
      for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
        const starts = [entry.fileName, ...modules.map(chunkFor).filter(Boolean)];
        routes[route] = [...staticClosure(bundle, starts), css, PAINT_SCRIPT];
      }
      const sizes = { [PAINT_SCRIPT]: { bytes: Buffer.byteLength(paint), gzipBytes: gzipSize(paint), budgetGzipBytes: budgetSize(paint) } };
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        sizes[file.fileName] = { bytes: Buffer.byteLength(source), gzipBytes: gzipSize(source), budgetGzipBytes: budgetSize(source) };
      }
      const manifest = { entry: entry.fileName, css, shoelaceTheme: theme, routes, files: sizes };
      this.emitFile({ type: 'asset', fileName: 'build-manifest.json', source: `${JSON.stringify(manifest, null, 2)}\n` });
      // Unminified development builds are several times larger; only what ships is held to the budgets.
      if (production) checkBudgets(this, { bundle, entry, loginRouteFiles: routes['/auth'], sizes });
    },
  };
}

/**
 * The statecharts of machines/ into <outDir>/machines/ (`npm run machines`, Graphviz as WebAssembly:
 * no network) for the master's /tools/machines page. The machines are TypeScript with their test
 * models, so tsx runs the exporter in its own process, after each (re)build.
 */
function machineCharts() {
  return {
    name: 'leasedesk-machine-charts',
    async writeBundle() {
      const script = fromRoot('machines/export/export-machines.ts');
      await promisify(execFile)(process.execPath, ['--import', 'tsx', script, resolve(outDir, 'machines')], { cwd: root });
    },
  };
}

/** TypeScript/TSX, node_modules, JSON and lazy locale files: the same for every page. */
function sourcePlugins() {
  return [
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    }),
    nodeResolve({
      browser: true,
      extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'],
      // "production" picks Lit's production build (no dev-mode warnings, smaller).
      exportConditions: production ? ['production'] : ['development'],
    }),
    commonjs(),
    esbuild({
      target: 'es2022',
      jsx: 'automatic',
      minify: production,
      legalComments: 'none',
      loaders: { '.json': 'json' },
      tsconfig: fromRoot('tsconfig.json'),
    }),
    // `import(\`../../locales/${locale}/${namespace}.json\`)`: one lazy chunk per locale file.
    dynamicImportVars(),
  ];
}

const appConfig = {
  input: { main: fromRoot('src/main.tsx') },
  output: {
    dir: outDir,
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    // Locale chunks are all named after their namespace ("auth", "common"); name them by locale too.
    chunkFileNames: (chunk) => {
      const locale = /[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/.exec(chunk.facadeModuleId ?? '');
      return locale ? `assets/locale-${locale[1]}-${locale[2]}-[hash].js` : 'assets/[name]-[hash].js';
    },
    assetFileNames: 'assets/[name]-[hash][extname]',
    sourcemap: true,
    manualChunks: handMadeChunks(),
    // esbuild minifies each module; terser's whole-chunk passes take a few more KiB off the entry,
    // which keeps the login route inside its budget (bench/size-budgets.json, checked by the build).
    plugins: production ? [terser({ compress: { passes: 2 }, format: { comments: false } })] : [],
  },
  // Lit and Shoelace re-export class fields as `this`-less modules; quiet the known noise only.
  onwarn(warning, warn) {
    if (warning.code === 'THIS_IS_UNDEFINED' || warning.code === 'CIRCULAR_DEPENDENCY') return;
    warn(warning);
  },
  plugins: [...sourcePlugins(), appShell(), machineCharts()],
};

/**
 * A gallery page (/elements.html, /kit.html): its own build, so the app's chunk graph and the login
 * bundle figure stay untouched. It runs after the app build, whose buildStart empties outDir.
 * `stylesheet` links a copy of the app's styles.css (hashed) before the entry script.
 */
function galleryPage(template, fileName, { stylesheet = false } = {}) {
  let css;
  return {
    name: `leasedesk-gallery-page-${fileName}`,
    buildStart() {
      this.addWatchFile(fromRoot(template));
      if (stylesheet) css = this.emitFile({ type: 'asset', name: 'app.css', source: readFileSync(fromRoot('src/app/styles.css')) });
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      const head = [
        ...(stylesheet ? [`<link rel="stylesheet" href="/${this.getFileName(css)}" />`] : []),
        `<script type="module" src="/${entry.fileName}"></script>`,
      ].map((line) => `    ${line}\n`).join('');
      const page = readFileSync(fromRoot(template), 'utf8').replace('  </head>', `${head}  </head>`);
      this.emitFile({ type: 'asset', fileName, source: page });
    },
  };
}

const galleryConfig = {
  input: { gallery: fromRoot('src/gallery/gallery.ts') },
  output: { dir: outDir, format: 'es', entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js' },
  onwarn: appConfig.onwarn,
  plugins: [...sourcePlugins(), galleryPage('src/gallery/elements.html', 'elements.html')],
};

/** The resource kit's gallery (/kit.html): KitList and KitForm over a fake in-memory area (src/gallery/kit-gallery.tsx). */
const kitGalleryConfig = {
  input: { 'kit-gallery': fromRoot('src/gallery/kit-gallery.tsx') },
  output: {
    dir: outDir,
    format: 'es',
    entryFileNames: 'assets/[name]-[hash].js',
    chunkFileNames: 'assets/kit-gallery-[name]-[hash].js',
    assetFileNames: 'assets/[name]-[hash][extname]',
  },
  onwarn: appConfig.onwarn,
  plugins: [...sourcePlugins(), galleryPage('src/gallery/kit.html', 'kit.html', { stylesheet: true })],
};

export default [appConfig, galleryConfig, kitGalleryConfig];
