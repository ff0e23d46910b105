// The smoke stage of a module of one's own (scripts/smoke.mjs, step 8): the worked example of
// docs/writing-a-module.md, examples/pilgrim-tithe/, is copied into the new user's project where
// npm installed the tarball, held to "no cast in its source", compiled with `tsc --strict` against
// the installed types, and played from the installed package:
//
// - with every bot the package exports, one per seat (its play.ts, compiled), two seeds;
// - through the installed command `teq-engine simulate --module <compiled index.js>`, with a
//   random, a heuristic and an MCTS seat in every game, in worker processes (each loads the module),
//   the tithes counted in each seat's victory points;
// - through `teq-engine serve --stdio --module <file>`: a game that names the module, to the end;
// - the simulation's results through `teq-engine report`.
//
// Every game must end with the tithe's score source (`tithes`) on every seat's score sheet.
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative } from "node:path";

const SOURCE = "tithes";

/** The casts of a TypeScript source (`x as T`, `<T>x`, `x!`), as "file:line: text". */
function castsIn(ts, file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true);
  const found = [];
  const visit = (node) => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node) || ts.isNonNullExpression(node))
      found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The .ts files under a folder, as paths relative to it. */
function tsFiles(dir, under = dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path, under);
    return name.endsWith(".ts") ? [relative(under, path)] : [];
  });
}

/** Throws unless every seat of a score sheet has a line for the tithe's score source. */
function assertTithes(sheet, where) {
  if (sheet.final !== true) throw new Error(`${where}: the score sheet is not final`);
  const missing = sheet.players.filter((p) => !p.breakdown.some((line) => line.source === SOURCE));
  if (missing.length > 0 || sheet.players.length === 0)
    throw new Error(`${where}: no "${SOURCE}" score line for seats ${missing.map((p) => p.seat).join(", ")}`);
}

/**
 * Runs the stage.
 *
 * @param {object} at - `root` (the repository: its TypeScript), `repo` (the clean copy packed: its example), `project` (npm installed the tarball there),
 *   `binDir` (its node_modules/.bin), `tsc` (the TypeScript compiler's bin script)
 * @param {object} with_ - the smoke test's `check(name, fn)`, `run(cmd, args, cwd)`, `driveStdio`,
 *   and `passes` / `failures` lists
 */
export async function smokeModule({ root, repo, project, binDir, tsc }, { check, run, driveStdio, passes, failures }) {
  const ts = createRequire(join(root, "package.json"))("typescript");
  const example = join(repo, "examples", "pilgrim-tithe");
  const dir = join(project, "pilgrim-tithe");
  const files = tsFiles(example);
  cpSync(example, join(dir, "src"), { recursive: true, filter: (path) => !path.endsWith(".md") });
  // ES modules, compiled as a user compiles them: strict, node's own module resolution.
  writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module", private: true }));
  writeFileSync(
    join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        target: "es2022",
        lib: ["es2022"],
        module: "nodenext",
        moduleResolution: "nodenext",
        types: [],
        skipLibCheck: false,
        rootDir: "src",
        outDir: "dist",
      },
      include: ["src"],
    }),
  );
  const teq = join(binDir, "teq-engine");
  const moduleFile = join(dir, "dist", "index.js");

  check("module-example-has-no-cast", () => {
    if (files.length < 5) throw new Error(`expected the example's five sources, found ${files.join(", ")}`);
    const casts = files.flatMap((file) => castsIn(ts, file, readFileSync(join(example, file), "utf8")));
    if (casts.length > 0) throw new Error(`the example module casts:\n${casts.join("\n")}`);
    const foreign = files.flatMap((file) =>
      [...readFileSync(join(example, file), "utf8").matchAll(/\bfrom\s+"([^"]+)"/g)]
        .map((m) => m[1])
        .filter((spec) => spec !== "teq-engine" && !spec.startsWith("."))
        .map((spec) => `${file}: ${spec}`),
    );
    if (foreign.length > 0) throw new Error(`the example imports more than teq-engine: ${foreign.join(", ")}`);
  });

  let compiled = false;
  check("module-example-tsc-strict", () => {
    run("node", [tsc, "-p", "tsconfig.json"], dir);
    compiled = true;
  });
  if (!compiled) return;

  check("module-example-plays-with-every-bot", () => {
    writeFileSync(
      join(dir, "play-all.mjs"),
      `import * as api from "teq-engine";
import { playWithEveryBot } from "./dist/play.js";
const factories = Object.keys(api).filter((name) => /^[a-z]\\w*Bot$/.test(name)).sort();
if (factories.join() !== "heuristicBot,mctsBot,randomBot") throw new Error("the package's bots are now " + factories.join() + ": seat each in play.ts");
const sheets = ["smoke-1", "smoke-2"].map((seed) => playWithEveryBot(seed));
process.stdout.write(JSON.stringify(sheets));
`,
    );
    const started = performance.now();
    const sheets = JSON.parse(run("node", ["play-all.mjs"], dir));
    sheets.forEach((sheet, i) => assertTithes(sheet, `play.js game ${i + 1}`));
    const paid = sheets.flatMap((sheet) =>
      sheet.players.map((p) => p.breakdown.find((l) => l.source === SOURCE).count),
    );
    console.log(
      `smoke: the example module, 2 games of random/heuristic/mcts seats: tithes paid ${paid.join(", ")} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  });

  check("module-example-simulate", () => {
    const out = join(dir, "sim");
    run(
      teq,
      [
        "simulate",
        "--module",
        moduleFile,
        "--games",
        "2",
        "--players",
        "3",
        "--bots",
        "random,heuristic,mcts:iterations=20",
        "--workers",
        "2",
        "--quiet",
        "--no-html",
        "--out",
        out,
      ],
      project,
    );
    const rows = readFileSync(join(out, "results.jsonl"), "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    if (rows.length !== 6) throw new Error(`expected 2 games of 3 seats, found ${rows.length} rows`);
    const bad = rows.filter((r) => r.modules !== "pilgrim-tithe" || r.error !== null || r.rounds < 1);
    if (bad.length > 0) throw new Error(`rows not played to the end with the module: ${JSON.stringify(bad[0])}`);
    // The module's own score source has its columns (`points_tithes`, `count_tithes`), and its points
    // are what `vp` holds beyond the built-in sources' columns (at most one tithe per Resolution).
    const tithes = rows.map((r) => {
      const builtIn = Object.entries(r).filter(([k, v]) => /^vp_(?!r\d)/.test(k) && typeof v === "number");
      return r.vp - builtIn.reduce((sum, [, v]) => sum + v, 0);
    });
    if (tithes.some((t, i) => !Number.isInteger(t) || t < 0 || t > rows[i].rounds) || !tithes.some((t) => t > 0))
      throw new Error(`vp beyond the built-in sources should be the tithes paid, found ${tithes.join(", ")}`);
    const columns = rows.map((r) => [r[`points_${SOURCE}`], r[`count_${SOURCE}`]]);
    if (columns.some(([points, count], i) => points !== tithes[i] || typeof count !== "number"))
      throw new Error(
        `points_${SOURCE} should equal the tithes in vp (${tithes.join(", ")}), found ${JSON.stringify(columns)}`,
      );
    console.log(`smoke: teq-engine simulate --module, 2 games of 3 seats: tithes in vp ${tithes.join(", ")}`);
    const bots = [...new Set(rows.map((r) => r.bot))].sort().join();
    if (bots !== "heuristic,mcts:iterations=20,random" && bots !== "heuristic,mcts,random")
      throw new Error(`expected a random, a heuristic and an MCTS seat, found ${bots}`);
    const report = run(
      teq,
      ["report", join(out, "results.jsonl"), "--module", moduleFile, "--out", join(dir, "report"), "--no-html"],
      project,
    );
    if (!report.includes("pilgrim-tithe")) throw new Error(`teq-engine report does not name the module:\n${report}`);
    if (!report.includes(`${SOURCE} (pilgrim-tithe)`))
      throw new Error(`teq-engine report --module does not name the module's source in its words:\n${report}`);
  });

  try {
    await driveStdio(`"${teq}" serve --stdio --module "${moduleFile}"`, {
      cwd: project,
      timeoutMs: 120_000,
      gameOptions: { seed: 4, players: 2, modules: ["pilgrim-tithe"] },
      checkSheet: (sheet) => assertTithes(sheet, "serve --module"),
    });
    passes.push("module-example-serve");
  } catch (error) {
    failures.push(`module-example-serve: ${String(error.message ?? error).slice(0, 2000)}`);
  }
}
