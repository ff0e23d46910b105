// What a Simulator game costs right after the engine has been idle: each seeded base (or GloomFall
// + Golden Mushrooms) game is timed after a pause of other work, an arithmetic loop that touches no
// memory, of each length given. The bench's per-game figure times each game after 0.1 s of
// boardgame.io; this probe shows how much of that slowdown comes from the time away alone. On
// 2026-12-03 a loop that reads and writes nothing cost a base game +1 us after 10 ms, +48 us after
// 30 ms, +177 us after 100 ms and +337 us after 300 ms (a game takes about 330-370 us back to
// back), where 30 ms of boardgame.io cost it about 300 us. Either way the game brings its code, its
// data and the memory it allocates back into the CPU's caches besides doing its work.
//
// Each build plays in a worker of its own (its own V8 isolate, so the builds' object shapes and
// compiled code never mix). A worker plays a block of rounds in one loop, each game right after its
// pause, so its thread never waits between games: a thread that sleeps, even for a message, comes
// back to cold caches, and its next game would pay for that instead of the pause.
//
// `--against <revision | built checkout>` adds another build (a git revision is exported and built
// once, as `npm run bench -- --against` does). The builds' blocks alternate (`--blocks`, default
// 4), each block in a fresh worker per build. The ratio printed is that of the builds' medians over
// all their games, followed by each pair of blocks' ratio for the spread. In A/A runs (a build
// against a copy of itself) on a noisy host, pairs of blocks ranged over 0.84-1.20x and the ratio
// of the medians over 1.00-1.02x. Both builds are bundles: run `npm run build` first for this
// checkout's.
//
// Two reference workloads of no engine code are timed after the same pauses, in rounds of their own
// after the games (a walk just before a game would evict the engine): "ref small" reads 64
// objects over and over (a few kilobytes, about 0.2 ms) and "ref walk" reads 20,000 objects at
// random among 200,000 (about 8 MB, more than a core's L2 cache, about 1 ms). If the small one
// pays nothing after a pause and the walk pays as the engine does, the pause costs whatever has to
// come back from beyond the core's own caches, not any particular engine code.
//
// Before each pause a worker plays `--settle` untimed games back to back (default 2; the references
// run as many times): the game after a long pause leaves the next one slow too, so without them the
// first pause of a round would pay for the last pause of the previous round.
//
// Usage: npm run build && npx tsx scripts/restart-cost.ts [--rounds R] [--blocks B] [--settle S]
//          [--pauses 0.3,3,30] [--gm] [--against <git revision | directory holding a built checkout>]
import { existsSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { referenceBuild } from "../bench/reference-build";

type Engine = typeof import("../src/index");

/** What a build's worker is given: the build, the command line, and its block of rounds. */
interface Block {
  readonly url: string;
  readonly argv: readonly string[];
  /** Rounds of one game after each pause, seeds from `firstSeed`. */
  readonly rounds: number;
  readonly firstSeed: number;
}

// A worker reads the command line its parent passed it.
const argv: readonly string[] = isMainThread ? process.argv : (workerData as Block).argv;
const arg = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i > 0 ? argv[i + 1] : undefined;
};
const ROUNDS = Number(arg("--rounds") ?? 160);
const BLOCKS = Number(arg("--blocks") ?? 4);
/** Untimed games played back to back before each pause. */
const SETTLE_GAMES = Number(arg("--settle") ?? 2);
const PAUSES = (arg("--pauses") ?? "0.3,3,30").split(",").map(Number);
const MODULES = argv.includes("--gm") ? (["gloomfall", "golden-mushrooms"] as const) : [];
const AGAINST = arg("--against");

/** One seeded game as the bench plays it (`Simulator.create`, then `applyIndex`); returns its steps. */
function play(teq: Engine, seed: number): number {
  const sim = teq.Simulator.create({ seed, players: 4, modules: [...MODULES] });
  let steps = 0;
  while (!sim.isGameOver()) {
    const listed = sim.legalActions();
    sim.applyIndex(((steps + 7) * 2654435761) % listed.length);
    steps++;
  }
  return steps;
}

/** Spins for `iterations` rounds of integer arithmetic: no memory is read or written. */
function spin(iterations: number): number {
  let x = 0;
  for (let i = 0; i < iterations; i++) x = (x + i * 7) | 0;
  return x;
}

/** How many rounds of `spin` make a millisecond on this thread. */
function spinRate(): number {
  const start = process.hrtime.bigint();
  spin(2e7);
  return 2e7 / (Number(process.hrtime.bigint() - start) / 1e6);
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

/**
 * A build's worker: loads the build, warms it up for at least 3 s of games (a count of games, about
 * 0.75 s at b0f312b, left that build still compiling), then plays its block and posts the
 * microseconds of its games by pause (in `PAUSES` order).
 */
async function playBlock(port: NonNullable<typeof parentPort>, { url, rounds, firstSeed }: Block): Promise<void> {
  const teq = (await import(url)) as Engine;
  const start = process.hrtime.bigint();
  for (let seed = 0; seed < 1500 || process.hrtime.bigint() - start < 3_000_000_000n; seed++) play(teq, seed);
  const perMs = spinRate();
  let sink = 0;
  const times = PAUSES.map((): number[] => []);
  for (let round = 0; round < rounds; round++) {
    PAUSES.forEach((pause, p) => {
      // Back to back first: the game after a long pause leaves the next one slow too.
      for (let i = 0; i < SETTLE_GAMES; i++) play(teq, 1_000_000 + firstSeed + round);
      sink += spin(pause * perMs);
      const begin = process.hrtime.bigint();
      play(teq, firstSeed + round);
      times[p]!.push(Number(process.hrtime.bigint() - begin) / 1e3);
    });
  }
  port.postMessage({ times, sink: sink & 1 });
}

/** Plays a block of a build in a fresh worker; resolves to its games' microseconds by pause. */
function blockInWorker(block: Block): Promise<number[][]> {
  return new Promise((resolve, reject) => {
    // bench/bench-worker.mjs registers tsx (which workers do not inherit) and loads `entry`.
    const worker = new Worker(new URL("../bench/bench-worker.mjs", import.meta.url), {
      workerData: { ...block, entry: import.meta.url },
    });
    worker.once("message", ({ times }: { times: number[][] }) => resolve(times));
    worker.once("error", reject);
  });
}

/** Appends a value to the list under `key`. */
function append(lists: Map<string, number[]>, key: string, value: number): void {
  (lists.get(key) ?? lists.set(key, []).get(key)!).push(value);
}

/**
 * The reference workloads, over 64 small objects and over 200,000 of them (about 8 MB), made on
 * the parent's thread only: `ref small` reads the 64 objects 60,000 times, `ref walk` reads 20,000
 * of the 200,000 at pseudo-random places. Neither allocates.
 */
function referenceWorkloads(): [string, () => number][] {
  const few = Array.from({ length: 64 }, (_, i) => ({ a: i, b: `x${i}` }));
  const many = Array.from({ length: 200_000 }, (_, i) => ({ a: i }));
  const readFew = (): number => {
    let sum = 0;
    for (let i = 0; i < 60_000; i++) {
      const item = few[(i * 7) & 63]!;
      sum = (sum + item.a * 3 + item.b.length) | 0;
    }
    return sum;
  };
  const walkMany = (): number => {
    let sum = 0;
    for (let i = 0; i < 20_000; i++) sum = (sum + many[((i * 2654435761) >>> 0) % many.length]!.a) | 0;
    return sum;
  };
  return [
    ["ref small", readFew],
    ["ref walk", walkMany],
  ];
}

/** Times the builds' games and the reference workloads after each pause, and prints the medians. */
async function main(): Promise<void> {
  const thisBuild = fileURLToPath(new URL("../dist/index.js", import.meta.url));
  if (!existsSync(thisBuild)) throw new Error("restart-cost: dist/index.js is missing; run `npm run build` first.");
  const labels: [string, string][] = [["this", pathToFileURL(thisBuild).href]];
  if (AGAINST !== undefined) {
    const reference = referenceBuild(AGAINST, fileURLToPath(new URL("..", import.meta.url)));
    console.log(`restart-cost: before = ${reference.label}`);
    labels.unshift(["before", reference.url]);
  }

  // us per game (or per reference workload), and each block's median, by pause and label
  const times = new Map<string, number[]>();
  const blockMedians = new Map<string, number[]>();
  const perBlock = Math.max(1, Math.round(ROUNDS / BLOCKS));
  for (let block = 0; block < BLOCKS; block++) {
    // A fresh worker per build and block, the builds in alternating order: a worker started later
    // measured up to 3% faster than its twin in A/A runs when both lived through all the blocks.
    for (const [label, url] of block % 2 === 0 ? labels : [...labels].reverse()) {
      const byPause = await blockInWorker({ url, argv, rounds: perBlock, firstSeed: 10_000 + block * perBlock });
      PAUSES.forEach((pause, p) => {
        for (const us of byPause[p]!) append(times, `${pause}|${label}`, us);
        append(blockMedians, `${pause}|${label}`, median(byPause[p]!));
      });
    }
  }

  // The reference workloads, on this thread after the games: a walk evicts what it displaces.
  const references = referenceWorkloads();
  let sink = 0;
  for (let i = 0; i < 300; i++) for (const [, work] of references) sink += work();
  const perMs = spinRate();
  for (let round = 0; round < perBlock * BLOCKS; round++) {
    for (const pause of PAUSES) {
      for (const [label, work] of references) {
        for (let i = 0; i < SETTLE_GAMES; i++) sink += work();
        sink += spin(pause * perMs);
        const start = process.hrtime.bigint();
        sink += work();
        append(times, `${pause}|${label}`, Number(process.hrtime.bigint() - start) / 1e3);
      }
    }
  }

  console.log(
    `Simulator, ${MODULES.length === 0 ? "base" : MODULES.join(" + ")}, 4 players: median us per game after a pause of arithmetic (${perBlock * BLOCKS} rounds in ${BLOCKS} blocks, each build in its own worker)`,
  );
  const first = PAUSES[0]!;
  for (const pause of PAUSES) {
    const cells = [...labels, ...references].map(([label]) => {
      const us = median(times.get(`${pause}|${label}`)!);
      const extra = us - median(times.get(`${first}|${label}`)!);
      return `${label} ${us.toFixed(0).padStart(5)} us (+${extra.toFixed(0)})`;
    });
    let ratio = "";
    if (AGAINST !== undefined) {
      const overall = median(times.get(`${pause}|before`)!) / median(times.get(`${pause}|this`)!);
      const before = blockMedians.get(`${pause}|before`)!;
      const after = blockMedians.get(`${pause}|this`)!;
      const ratios = before.map((b, i) => b / after[i]!);
      ratio = `  before/this ${overall.toFixed(2)}x (by block ${ratios.map((r) => r.toFixed(2)).join(", ")})`;
    }
    console.log(`  pause ${String(pause).padStart(5)} ms: ${cells.join("   ")}${ratio}`);
  }
  if (sink === 0.5) console.log(""); // keeps the loops from being optimized away
}

if (isMainThread) await main();
else await playBlock(parentPort!, workerData as Block);
