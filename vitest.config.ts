import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The adapters (src/adapters/) import the library by its package name: the sources, as in tsconfig.json.
  resolve: {
    alias: [
      { find: /^teq-engine$/, replacement: fileURLToPath(new URL("./src/index.ts", import.meta.url)) },
      {
        find: /^teq-engine\/boardgame\.io$/,
        replacement: fileURLToPath(new URL("./src/adapters/boardgame-io/index.ts", import.meta.url)),
      },
      {
        find: /^teq-engine\/boardgame\.io\/server$/,
        replacement: fileURLToPath(new URL("./src/adapters/boardgame-io/server.ts", import.meta.url)),
      },
      { find: /^teq-engine\/ml$/, replacement: fileURLToPath(new URL("./src/ml/index.ts", import.meta.url)) },
    ],
  },
  test: {
    include: ["test/**/*.test.ts"],
    // The type tests (test/**/*.test-d.ts) are compiled by `npm run typecheck` (tsconfig.json
    // includes test/), which fails on any `expectTypeOf` mismatch: no second compile here.
    testTimeout: 120_000,
    // One printed fast-check seed per run (TEQ_FC_SEED replays it): test/support/fast-check-seed.ts.
    globalSetup: ["test/support/fast-check-seed.ts"],
    setupFiles: ["test/support/fast-check-setup.ts"],
    // Worker threads, reused across test files (isolate: false): the engine's module graph, its
    // composed rulesets and the reference pack's indexes load once per worker, not once per file.
    // Test files share no mutable state (the library keeps none; suites build their own games).
    pool: "threads",
    isolate: false,
  },
});
