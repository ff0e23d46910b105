import { readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { defineConfig } from "tsup";

// The HTML report's plotting libraries, embedded into the CLI at build time so the report opens
// offline and the package gains no runtime dependency (src/tools/report/plot-assets.ts).
const plotAssets = {
  d3: readFileSync("node_modules/d3/dist/d3.min.js", "utf8"),
  plot: readFileSync("node_modules/@observablehq/plot/dist/plot.umd.min.js", "utf8"),
};

/**
 * boardgame.io 0.50 has no `exports` map and ships CommonJS: Node's ESM loader cannot import its
 * subpath directories (`boardgame.io/server`), so the ESM build of `teq-engine/boardgame.io/server`
 * imports their CommonJS files by name (`boardgame.io/dist/cjs/server.js`); the CommonJS build's
 * `require` resolves the directories. (esbuild's `alias` does not apply to external paths.)
 */
async function importBoardgameIoFiles(): Promise<void> {
  const file = "dist/boardgame.io/server.js";
  const code = await readFile(file, "utf8");
  await writeFile(
    file,
    code.replace(/from "boardgame\.io\/(server|master|internal)"/g, 'from "boardgame.io/dist/cjs/$1.js"'),
  );
}

export default defineConfig([
  {
    // The library: ESM + CJS with types; loads only its runtime dependency, immer.
    entry: ["src/index.ts"],
    format: ["esm", "cjs"],
    // TypeScript 6 deprecates `baseUrl`, which tsup's d.ts build still sets (TOOLCHAIN.md pitfall 1).
    dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
    // Source maps map stack traces to src/ file and line (useful in bug reports), without the
    // sources themselves inlined: that halves the tarball (measured in CHANGELOG.md).
    sourcemap: true,
    esbuildOptions(options) {
      options.sourcesContent = false;
    },
    // Leave dist/cli/ (the other build) alone.
    clean: ["!cli/**", "!boardgame.io/**", "!ml/**"],
    target: "es2022",
    // immer, the one runtime dependency, stays external (browsers map it to its production ESM build;
    // README "Browsers without a bundler"). The RNG is the library's own (src/core/alea.ts).
    external: ["immer"],
  },
  {
    // `teq-engine/boardgame.io` (src/adapters/boardgame-io): ESM + CJS with types. It imports the
    // library by name, kept external, so it shares the one copy of the engine the app loads (errors
    // and verified states are recognised across both entries); boardgame.io is only a type import.
    // `teq-engine/boardgame.io/server` (the hardened transport and server factory) imports the
    // adapter by name too, and boardgame.io's server at run time.
    entry: { index: "src/adapters/boardgame-io/index.ts", server: "src/adapters/boardgame-io/server.ts" },
    outDir: "dist/boardgame.io",
    format: ["esm", "cjs"],
    dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
    sourcemap: true,
    esbuildOptions(options) {
      options.sourcesContent = false;
    },
    clean: true,
    target: "es2022",
    external: ["immer", "teq-engine", "boardgame.io"],
    onSuccess: importBoardgameIoFiles,
  },
  {
    // `teq-engine/ml` (src/ml): observations and action ids for learning agents, ESM + CJS with
    // types. Like the adapter it imports nothing by path from the library's bundle: it is bundled
    // whole (pure functions over plain states), so `import "teq-engine"` never loads it.
    entry: { index: "src/ml/index.ts" },
    outDir: "dist/ml",
    format: ["esm", "cjs"],
    dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
    sourcemap: true,
    esbuildOptions(options) {
      options.sourcesContent = false;
    },
    clean: true,
    target: "es2022",
    external: ["immer", "teq-engine"],
  },
  {
    // The `teq-engine` command (bin) and its simulation worker: Node-only ESM, everything but the
    // runtime dependency bundled, the plotting libraries inlined as text.
    entry: { "teq-engine": "src/cli/main.ts", "sim-worker": "src/tools/sim/worker.ts" },
    outDir: "dist/cli",
    format: ["esm"],
    platform: "node",
    target: "node20",
    clean: true,
    sourcemap: false,
    // cli-progress is CommonJS and requires Node built-ins (readline): an ESM bundle needs a `require`.
    banner: {
      js: '#!/usr/bin/env node\nimport { createRequire as __teqCreateRequire } from "node:module";\nconst require = __teqCreateRequire(import.meta.url);',
    },
    external: ["immer"],
    define: { __TEQ_PLOT_ASSETS__: JSON.stringify(plotAssets) },
  },
]);
