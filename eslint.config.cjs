// ESLint over the page's modules and workers (web/), the browser tests (tests/e2e/) and the
// translations' tool (tools/web/i18n.mjs, tests/i18n/): scripts/test runs it
// (tools/web/node_modules/.bin/eslint .) and fails on any finding. The recommended rules find
// real mistakes (undefined names, unused variables, unreachable code); the few settings below
// say what each folder's scripts run in. The packages live with the page's build tools (tools/web).
'use strict';

const { createRequire } = require('node:module');
const path = require('node:path');

const requireTool = createRequire(path.join(__dirname, 'tools', 'web', 'package.json'));
const js = requireTool('@eslint/js');
const globals = requireTool('globals');

// Unused arguments and caught errors are common and harmless in callbacks; a leading `_`
// marks a variable unused on purpose.
const unused = ['error', { args: 'none', caughtErrors: 'none', varsIgnorePattern: '^_' }];

module.exports = [
  { ignores: ['**/node_modules/**', 'tests/e2e/artifacts/**', 'build/**', 'dist/**', '.cache/**'] },
  js.configs.recommended,
  {
    // The page's own code (web/page/) and the transport for tables across devices
    // (web/peer/): ES modules that import what they use, each bundled by esbuild into one
    // script (dist/page.js, dist/peer.js: scripts/build-web). The engine's `Module` is not a
    // global here: the page's modules reach it through web/page/engine.mjs.
    files: ['web/page/**/*.mjs', 'web/peer/**/*.mjs'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.browser } },
    rules: { 'no-unused-vars': unused },
  },
  {
    // The service worker: scripts/build-web writes the bundle's files and their hashes in
    // place of __TINSEL_FILES__.
    files: ['web/sw.js'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'script',
      globals: { ...globals.serviceworker, __TINSEL_FILES__: 'readonly' },
    },
    rules: { 'no-unused-vars': unused },
  },
  {
    // A bot's web worker (a classic script): it declares its own `Module` before it loads the
    // engine.
    files: ['web/bot_worker.js'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'script', globals: { ...globals.worker } },
    rules: { 'no-unused-vars': unused },
  },
  {
    // Node's test runner and Playwright; code passed to page.evaluate runs in the page.
    files: ['tests/e2e/**/*.js', 'eslint.config.cjs'],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'commonjs',
      globals: { ...globals.node, ...globals.browser, Module: 'readonly' },
    },
    rules: { 'no-unused-vars': unused },
  },
  {
    // Node's scripts: the translations' tool and its tests (ES modules).
    files: ['tools/web/*.mjs', 'tests/i18n/**/*.mjs'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    rules: { 'no-unused-vars': unused },
  },
];
