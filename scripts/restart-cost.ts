// What a Simulator game costs right after the engine has been idle: each seeded base (or GloomFall
// + Golden Mushrooms) game is timed after a pause of other work, an arithmetic loop that touches no
// memory, of each length given. The bench's per-game figure times each game after 0.1 s of
// boardgame.io; this probe shows that the slowdown does not come from what ran in between: on this
// project's machines a loop that reads and writes nothing costs a game as much as boardgame.io does
// once it lasts 30 ms or so, and almost nothing when it lasts 1 ms. So that figure measures what a
// game has to bring back into the CPU's caches (its code, its data, the memory it allocates)
// besides its work. With `--against <path to another src/>` both builds run in the same process,
// alternating, and the ratio per game is printed (medians of per-round ratios).
//
// Two reference workloads of no engine code are timed after the same pauses, in rounds of their own
// after the games (a walk just before a game would evict the engine): "ref small" reads 64
// objects over and over (a few kilobytes, about 0.2 ms) and "ref walk" reads 20,000 objects at
// random among 200,000 (about 8 MB, more than a core's L2 cache, about 1 ms). If the small one
// pays nothing after a pause and the walk pays as the engine does, the pause costs whatever has to
// come back from beyond the core's own caches, not any particular engine code.
//
// Usage: npx tsx scripts/restart-cost.ts [--rounds R] [--pauses 0.3,3,30] [--gm] [--against ../old/src]
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as current from "../src/index";

type Engine = typeof import("../src/index");

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const ROUNDS = Number(arg("--rounds") ?? 150);
const PAUSES = (arg("--pauses") ?? "0.3,3,30").split(",").map(Number);
const MODULES = process.argv.includes("--gm") ? (["gloomfall", "golden-mushrooms"] as const) : [];
const AGAINST = arg("--against");

const builds: [string, Engine][] = [["this", current]];
if (AGAINST !== undefined)
  builds.unshift(["before", (await import(pathToFileURL(resolve(AGAINST, "index.ts")).href)) as Engine]);

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

/** 64 small objects, and 200,000 of them (about 8 MB), for the reference workloads. */
const few = Array.from({ length: 64 }, (_, i) => ({ a: i, b: `x${i}` }));
const many = Array.from({ length: 200_000 }, (_, i) => ({ a: i }));

/** Reads the 64 objects 60,000 times; allocates nothing. */
function readFew(): number {
  let sum = 0;
  for (let i = 0; i < 60_000; i++) {
    const item = few[(i * 7) & 63]!;
    sum = (sum + item.a * 3 + item.b.length) | 0;
  }
  return sum;
}

/** Reads 20,000 of the 200,000 objects, at pseudo-random places; allocates nothing. */
function walkMany(): number {
  let sum = 0;
  for (let i = 0; i < 20_000; i++) sum = (sum + many[((i * 2654435761) >>> 0) % many.length]!.a) | 0;
  return sum;
}

/** Spins for `iterations` rounds of integer arithmetic: no memory is read or written. */
function spin(iterations: number): number {
  let x = 0;
  for (let i = 0; i < iterations; i++) x = (x + i * 7) | 0;
  return x;
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;

// Warm up each build for at least 3 s of games (a count of games, about 0.75 s at b0f312b, left
// that build still compiling when the rounds began), then find how many loop rounds make a millisecond.
for (const [, teq] of builds) {
  const start = process.hrtime.bigint();
  for (let seed = 0; seed < 1500 || process.hrtime.bigint() - start < 3_000_000_000n; seed++) play(teq, seed);
}
let sink = 0;
for (let i = 0; i < 300; i++) sink += readFew() + walkMany();
const calibration = process.hrtime.bigint();
sink += spin(2e7);
const perMs = 2e7 / (Number(process.hrtime.bigint() - calibration) / 1e6);

/** The reference workloads, timed after each pause as the games are. */
const references: [string, () => number][] = [
  ["ref small", readFew],
  ["ref walk", walkMany],
];

// us per game (or per reference workload), by pause and label
const times = new Map<string, number[]>();
/** Records the microseconds since `start` under a pause and a label. */
function record(pause: number, label: string, start: bigint): void {
  const key = `${pause}|${label}`;
  (times.get(key) ?? times.set(key, []).get(key)!).push(Number(process.hrtime.bigint() - start) / 1e3);
}
for (let round = 0; round < ROUNDS; round++) {
  for (const pause of PAUSES) {
    for (const [label, teq] of round % 2 === 0 ? builds : [...builds].reverse()) {
      sink += spin(pause * perMs);
      const start = process.hrtime.bigint();
      play(teq, 10_000 + round);
      record(pause, label, start);
    }
  }
}
// The reference workloads after the games: a walk evicts the engine's memory, which would make the
// next game slow whatever the pause.
for (let round = 0; round < ROUNDS; round++) {
  for (const pause of PAUSES) {
    for (const [label, work] of references) {
      sink += spin(pause * perMs);
      const start = process.hrtime.bigint();
      sink += work();
      record(pause, label, start);
    }
  }
}

console.log(
  `Simulator, ${MODULES.length === 0 ? "base" : MODULES.join(" + ")}, 4 players: median us per game after a pause of arithmetic (${ROUNDS} rounds)`,
);
const first = PAUSES[0]!;
for (const pause of PAUSES) {
  const cells = [...builds, ...references].map(([label]) => {
    const us = median(times.get(`${pause}|${label}`)!);
    const extra = us - median(times.get(`${first}|${label}`)!);
    return `${label} ${us.toFixed(0).padStart(5)} us (+${extra.toFixed(0)})`;
  });
  let ratio = "";
  if (AGAINST !== undefined) {
    const before = times.get(`${pause}|before`)!;
    const after = times.get(`${pause}|this`)!;
    ratio = `  before/this ${median(before.map((b, i) => b / after[i]!)).toFixed(2)}x`;
  }
  console.log(`  pause ${String(pause).padStart(5)} ms: ${cells.join("   ")}${ratio}`);
}
if (sink === 0.5) console.log(""); // keeps the loops from being optimized away
