// Throughput of seeded random 4-player games on the two public paths: `reduce` + `legalActions`
// (immer, frozen states) and `new Simulator(...)` (`legalActions()` + `apply`), for the base game
// and for GloomFall + Golden Mushrooms. With `--against <path to another src/>` it runs both
// builds in the same process, interleaved, and prints the ratios (the machine is shared: absolute
// figures drift, ratios within one run much less). Times are the process's CPU time, not wall time. Profile with
// `node --cpu-prof --import tsx scripts/profile-games.ts --only simulator-gm`.
//
// Usage: npx tsx scripts/profile-games.ts [--games N] [--rounds R] [--against ../old/src] [--only path-config]
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import * as current from "../src/index";
import { prng } from "./prng";

type Engine = typeof import("../src/index");
type State = import("../src/index").GameState;
type Action = import("../src/index").Action;

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const GAMES = Number(arg("--games") ?? 6);
const ROUNDS = Number(arg("--rounds") ?? 3);
const ONLY = arg("--only");
const AGAINST = arg("--against");

const load = async (src: string): Promise<Engine> =>
  (await import(pathToFileURL(resolve(src, "index.ts")).href)) as Engine;
const builds: [string, Engine][] = [["this", current]];
if (AGAINST !== undefined) builds.unshift(["before", await load(AGAINST)]);

const CONFIGS = {
  base: { players: 4 },
  gm: { players: 4, modules: ["gloomfall", "golden-mushrooms"] },
} as const;

function playReduce(teq: Engine, options: object, seed: number): number {
  const rand = prng(seed);
  let state: State = teq.createGame({ ...options, seed } as Parameters<Engine["createGame"]>[0]);
  let n = 0;
  for (;;) {
    const listed = teq.legalActions(state);
    if (listed.length === 0) return n;
    state = teq.reduce(state, listed[Math.floor(rand() * listed.length)] as Action);
    n++;
  }
}

function playSimulator(teq: Engine, options: object, seed: number): number {
  const rand = prng(seed);
  const sim = new teq.Simulator(teq.createGame({ ...options, seed } as Parameters<Engine["createGame"]>[0]));
  let n = 0;
  for (;;) {
    const listed = sim.legalActions();
    if (listed.length === 0) return n;
    sim.apply(listed[Math.floor(rand() * listed.length)] as Action);
    n++;
  }
}

const PATHS = { reduce: playReduce, simulator: playSimulator } as const;
const cases = (Object.keys(PATHS) as (keyof typeof PATHS)[])
  .flatMap((path) =>
    (Object.keys(CONFIGS) as (keyof typeof CONFIGS)[]).map((config) => ({ path, config, name: `${path}-${config}` })),
  )
  .filter((c) => ONLY === undefined || c.name === ONLY);

/** CPU time of this process (user + system), less disturbed by other processes than wall time. */
function cpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

function measure(
  teq: Engine,
  path: keyof typeof PATHS,
  config: keyof typeof CONFIGS,
): { steps: number; seconds: number } {
  const start = cpuSeconds();
  let steps = 0;
  for (let seed = 1; seed <= GAMES; seed++) steps += PATHS[path](teq, CONFIGS[config], seed);
  return { steps, seconds: cpuSeconds() - start };
}

// Warm up every build on every case, then interleave the builds round by round.
for (const [, teq] of builds) for (const c of cases) PATHS[c.path](teq, CONFIGS[c.config], 999);
const totals = new Map<string, { steps: number; seconds: number }>();
for (let round = 0; round < ROUNDS; round++) {
  for (const c of cases) {
    for (const [label, teq] of round % 2 === 0 ? builds : [...builds].reverse()) {
      const r = measure(teq, c.path, c.config);
      const key = `${c.name}|${label}`;
      const t = totals.get(key) ?? { steps: 0, seconds: 0 };
      totals.set(key, { steps: t.steps + r.steps, seconds: t.seconds + r.seconds });
    }
  }
}
const rate = (key: string): number => {
  const t = totals.get(key);
  return t === undefined ? NaN : t.steps / t.seconds;
};
console.log(`${GAMES} seeded games x ${ROUNDS} rounds per case, 4 players`);
for (const c of cases) {
  const cells = builds.map(
    ([label]) =>
      `${label} ${Math.round(rate(`${c.name}|${label}`))
        .toString()
        .padStart(6)} steps/s`,
  );
  const ratio = AGAINST === undefined ? "" : `  x${(rate(`${c.name}|this`) / rate(`${c.name}|before`)).toFixed(2)}`;
  console.log(`${c.name.padEnd(16)} ${cells.join("   ")}${ratio}`);
}
