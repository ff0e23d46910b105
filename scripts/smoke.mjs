// Smoke test of the published package: packs the tarball, unpacks it as a dependency of a scratch
// consumer, and loads it through real `import` and `require` (the exports map, both builds).
// Both builds must expose the contract and play the same seeded actions to identical states.
import { execFileSync } from "node:child_process";
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
rmSync(scratch, { recursive: true, force: true });
console.log(`smoke: packed ${tarball}; the ESM build uses no Node-only feature; import and require load it, expose the contract, and play 3 complete seeded games to identical final states (${esm.length} bytes)`);
