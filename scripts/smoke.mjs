// Smoke test of the published package: packs the tarball, unpacks it as a dependency of a scratch
// consumer, and loads it through real `import` and `require` (the exports map, both builds).
// Both builds must expose the contract and play the same seeded actions to identical states.
import { execFileSync, spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";
import { mkdirSync, rmSync, writeFileSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..");

// Browsers: the ESM build must not reach for Node built-ins or Node globals; its only import is
// immer (mapped to immer's production ESM build in browsers; test/browser checks it in Chromium).
const esmBuild = readFileSync(join(root, "dist", "index.js"), "utf8");
const nodeOnly = esmBuild.match(/\bnode:[a-z_]+|\bprocess\.|\brequire\(|\bBuffer\b|__dirname|__filename/g);
if (nodeOnly) throw new Error(`dist/index.js uses Node-only features: ${[...new Set(nodeOnly)].join(", ")}`);
const imports = [...esmBuild.matchAll(/^import .* from "([^"]+)";?$/gm)].map((m) => m[1]);
const unexpected = imports.filter((m) => m !== "immer");
if (unexpected.length > 0) throw new Error(`dist/index.js imports unexpected modules: ${unexpected.join(", ")}`);
// The CLI bundle (bin): besides Node built-ins and its own chunks, it may import only the runtime
// dependencies; the tools' code and the plotting libraries are bundled or inlined.
import { builtinModules } from "node:module";
const runtimeDependencies = Object.keys(JSON.parse(readFileSync(join(root, "package.json"), "utf8")).dependencies);
for (const file of readdirSync(join(root, "dist", "cli")).filter((f) => f.endsWith(".js"))) {
  const code = readFileSync(join(root, "dist", "cli", file), "utf8");
  const specs = [...code.matchAll(/^import\s[^;]*?from\s+"([^"]+)";?$|^import\s+"([^"]+)";?$/gm)].map((m) => m[1] ?? m[2]);
  const bad = specs.filter((m) => !m.startsWith("./") && !runtimeDependencies.includes(m) && !builtinModules.includes(m.replace(/^node:/, "")));
  if (bad.length > 0) throw new Error(`dist/cli/${file} imports modules that are not runtime dependencies: ${[...new Set(bad)].join(", ")}`);
}
// Loading the ESM build resolves no package but the runtime dependencies (a module-loading hook
// records every module resolved).
{
  const hook = join(root, "scripts", "record-loads.mjs");
  const run = spawnSync("node", ["--import", pathToFileURL(hook).href, join(root, "dist", "index.js")], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`loading dist/index.js failed: ${run.stderr}`);
  const loaded = [...run.stderr.matchAll(/^LOADED (.+)$/gm)].map((m) => m[1]);
  const packages = new Set(loaded.map((u) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(u)?.[1]).filter(Boolean));
  const extra = [...packages].filter((p) => !runtimeDependencies.includes(p));
  if (!packages.has("immer") || extra.length > 0) throw new Error(`dist/index.js loaded packages ${[...packages].join(", ")}; only ${runtimeDependencies.join(", ")} may load`);
}
const scratch = join(root, ".smoke");
rmSync(scratch, { recursive: true, force: true });
mkdirSync(join(scratch, "node_modules", "teq-engine"), { recursive: true });
execFileSync("npm", ["pack", "--silent", "--pack-destination", scratch], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
const tarball = readdirSync(scratch).find((f) => f.endsWith(".tgz"));
if (!tarball) throw new Error("npm pack produced no tarball");
execFileSync("tar", ["-xzf", join(scratch, tarball), "-C", join(scratch, "node_modules", "teq-engine"), "--strip-components=1"]);

const CONTRACT = ["createGame", "reduce", "reduceWithEvents", "validate", "legalActions", "isGameOver", "scores", "playerView", "replay", "parseState", "Simulator", "IllegalActionError", "referencePack", "validateContent"];
const PLAY = `
  const missing = ${JSON.stringify(CONTRACT)}.filter((name) => typeof api[name] === "undefined");
  if (missing.length) throw new Error("missing exports: " + missing.join(", "));
  const finals = [];
  for (const [seed, players] of [["smoke", 4], [7, 2], ["three", 3]]) {
    let state = api.createGame({ seed, players });
    for (let i = 0; !api.isGameOver(state); i++) {
      if (i > 20000) throw new Error("game did not end");
      const options = api.legalActions(state);
      state = api.reduce(state, options[(i * 7) % options.length]);
    }
    finals.push({ state, scores: api.scores(state) });
  }
  let illegal = null;
  try { api.reduce(api.createGame({ seed: 1, players: 2 }), { type: "nonsense", player: 0 }); } catch (e) { illegal = e instanceof api.IllegalActionError ? e.code : "wrong class"; }
  process.stdout.write(JSON.stringify({ finals, illegal }));
`;
writeFileSync(join(scratch, "esm.mjs"), `import * as api from "teq-engine";\n${PLAY}`);
writeFileSync(join(scratch, "cjs.cjs"), `const api = require("teq-engine");\n${PLAY}`);
const esm = execFileSync("node", ["esm.mjs"], { cwd: scratch, encoding: "utf8" });
const cjs = execFileSync("node", ["cjs.cjs"], { cwd: scratch, encoding: "utf8" });
if (esm !== cjs) throw new Error("the ESM and CJS builds played the same actions to different states");
const { illegal } = JSON.parse(esm);
if (illegal !== "UNKNOWN_ACTION_TYPE") throw new Error(`expected UNKNOWN_ACTION_TYPE from a nonsense action, got ${illegal}`);
// The packed bin runs: a tiny simulation on one worker thread writes its rows and report.
const bin = join(scratch, "node_modules", "teq-engine", JSON.parse(readFileSync(join(root, "package.json"), "utf8")).bin["teq-engine"]);
execFileSync("node", [bin, "simulate", "--games", "2", "--players", "2", "--workers", "1", "--quiet", "--out", join(scratch, "sim")], { cwd: scratch, stdio: ["ignore", "ignore", "pipe"] });
const html = readFileSync(join(scratch, "sim", "results.html"), "utf8");
if (!html.includes("Observable, Inc") || readFileSync(join(scratch, "sim", "results.jsonl"), "utf8").trim().split("\n").length !== 4) throw new Error("the packed teq-engine simulate wrote incomplete results");
rmSync(scratch, { recursive: true, force: true });
console.log(`smoke: packed ${tarball}; the ESM build uses no Node-only feature; import and require load it, expose the contract, and play 3 complete seeded games to identical final states (${esm.length} bytes); the bin imports only built-ins and runtime dependencies and its simulate writes rows and an offline report`);
