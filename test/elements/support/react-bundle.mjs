import { createRequire } from 'node:module';
import { build } from 'esbuild';

/**
 * React, react-dom and the shims wouter and @xstate/react import are CommonJS only, which the dev server
 * cannot hand a browser. This web-test-runner plugin bundles them with esbuild, once and only when a test
 * first asks for one, into ES modules that share one React (split chunks), and serves them under
 * /__react__/, so a test can render the app's own React components (shell-menus.test.ts).
 */
const MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-i18next',
  // wouter's and @xstate/react's ways to the same shim
  'use-sync-external-store/shim',
  'use-sync-external-store/shim/index.js',
  'use-sync-external-store/shim/with-selector',
];
const PREFIX = '/__react__/';
const require = createRequire(import.meta.url);

const entryName = (specifier) => specifier.replace(/\.js$/, '').replace(/[^a-z]+/g, '-');

/**
 * ES modules cannot re-export a CommonJS module's names by `export *`: each name is listed, as node sees them.
 * Read when the config loads: required once the tests run, React failed inside web-test-runner's stand-in
 * console ("bufferedConsole.console[key] is not a function").
 */
const ENTRY_SOURCES = new Map(
  MODULES.map((specifier) => {
    const names = Object.keys(require(specifier)).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
    return [specifier, `import * as m from '${specifier}';\nexport const { ${names.join(', ')} } = m;\nexport default m;\n`];
  }),
);

async function bundle() {
  const result = await build({
    entryPoints: MODULES.map((specifier) => ({ in: `react-entry:${specifier}`, out: entryName(specifier) })),
    plugins: [
      {
        name: 'react-entries',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^react-entry:/ }, (args) => ({ path: args.path.slice('react-entry:'.length), namespace: 'react-entry' }));
          esbuild.onLoad({ filter: /.*/, namespace: 'react-entry' }, (args) => ({ contents: ENTRY_SOURCES.get(args.path), resolveDir: import.meta.dirname }));
        },
      },
    ],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: '/',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  return new Map(result.outputFiles.map((file) => [file.path.slice(1), file.text]));
}

export function reactBundlePlugin() {
  let files;
  return {
    name: 'react-bundle',
    resolveImport({ source }) {
      if (MODULES.includes(source)) return `${PREFIX}${entryName(source)}.js`;
    },
    async serve(context) {
      if (!context.path.startsWith(PREFIX)) return;
      files ??= bundle();
      const body = (await files).get(context.path.slice(PREFIX.length));
      return body === undefined ? undefined : { body, type: 'js' };
    },
  };
}
