/**
 * Which imports the source may make (ARCHITECTURE "The house", issue 38 points 1 and 3), checked by dependency-cruiser:
 * test/import-rules.test.ts in `npm test` (through the cruiser's API, failing with every violation listed) and
 * `npm run imports` for people (the cruiser's own report; `npm run imports -- --output-type dot` and the like for a
 * picture). Paths are relative to the repository's root.
 */

/** The folders whose imports are checked: the app, its machines and elements, the server and what the last two share. */
const SOURCE = '^(src|machines|elements|server|contract)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      // A circle makes the modules in it one unit: none can be loaded, tested or understood without the others, the
      // order they initialise in decides which sees the other's exports as undefined, and a bundler cannot split a
      // lazy chunk out of it (the route table's circle pulled every screen into the links' module graph). Type-only
      // imports count too (tsPreCompilationDeps below): a circle of types still ties the files' meaning together.
      name: 'no-circular',
      severity: 'error',
      comment: 'No import circles (issue 38 point 3): shared pieces go to a module that imports nothing back.',
      from: { path: SOURCE },
      to: { circular: true },
    },
    {
      // The reference server is one implementation of the contract; the app must run against any that keeps it, so
      // the server may not reach into the app's code, and what both need lives in contract/.
      name: 'server-not-app',
      severity: 'error',
      comment: 'server/ imports contract/, never src/, machines/ or elements/ (issue 38 point 1).',
      from: { path: '^server/' },
      to: { path: '^(src|machines|elements)/' },
    },
    {
      // The app ships to the browser: a server import drags Node-only code (and the server's secrets' handling) into
      // the bundle, or ties the app's types to one server's tables. Shared row types and limits come from contract/.
      name: 'app-not-server',
      severity: 'error',
      comment: 'src/, machines/ and elements/ import contract/, never server/ (issue 38 point 1).',
      from: { path: '^(src|machines|elements)/' },
      to: { path: '^server/' },
    },
    {
      // contract/ is what both sides share and nothing else: importing either side would make it that side's, and
      // would carry the app into the server (or the server into the bundle) through the back door. It holds while
      // contract/ does not exist, and applies from the moment it does.
      name: 'contract-imports-neither-side',
      severity: 'error',
      comment: 'contract/ imports neither src/, server/, machines/ nor elements/ (issue 38 point 1).',
      from: { path: '^contract/' },
      to: { path: '^(src|server|machines|elements)/' },
    },
    {
      // Elements are framework-free Lit components (ARCHITECTURE "Elements"): they emit ld-* events and the screen
      // turns them into machine events; they never call the API and never import machines, so they can be tested
      // and reused without the app.
      name: 'elements-framework-free',
      severity: 'error',
      comment: 'elements/ import neither machines/ nor src/ (ARCHITECTURE: elements never call the API and never import machines).',
      from: { path: '^elements/' },
      to: { path: '^(machines|src)/' },
    },
  ],
  options: {
    // Type-only imports (`import type`, imports used only in types) are dependencies too; without this the cruiser
    // sees the compiled JavaScript, where they are gone.
    tsPreCompilationDeps: true,
    // TypeScript's own resolution (moduleResolution bundler, .ts/.tsx without extensions in imports).
    tsConfig: { fileName: 'tsconfig.json' },
    // Packages are where an import ends: which module of a package is used is the package's business.
    doNotFollow: { path: 'node_modules' },
    // Only what the rules above need (no orphan, reachability or metrics analysis).
    skipAnalysisNotInRules: true,
  },
};
