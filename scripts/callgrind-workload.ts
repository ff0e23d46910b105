// A fixed workload for instruction counts (docs/architecture.md, "How performance is judged"):
// `valgrind --tool=callgrind node --predictable --predictable-gc-schedule <bundle> <path> <config> <n>`
// where path is `reduce` (reduce + legalActions games), `simulator` (Simulator games) or `playout`
// (random playouts from the bench's mid-game position), config `base` or `gm` (GloomFall + Golden
// Mushrooms). The steady-state cost is count(2N) - count(N). Picks as the bench's.
//
// What a game brings back into the caches after other work (docs/architecture.md, "A cold start
// after any pause") is counted with `valgrind --tool=cachegrind --cache-sim=yes --LL=<the L2's
// size>,16,64` and three more paths, each after 300 Simulator games of warm-up: `simulator-warmed`
// plays N more games back to back, `simulator-evicted` plays each of them after a write over 16 MB
// that evicts the simulated caches, and `evict-only` does the N writes without the games. Per game,
// from counts at 2N minus counts at N: (simulator-evicted - evict-only) - simulator-warmed is the
// restart, in cache lines missed.
import * as teq from "../src/index";

const [path = "playout", config = "base", nArg = "100"] = process.argv.slice(2);
const N = Number(nArg);
const modules = config === "gm" ? (["gloomfall", "golden-mushrooms"] as const) : ([] as const);
const pick = (length: number, counter: number): number => (counter * 2654435761) % length;

let steps = 0;

/** One seeded Simulator game, picks as the bench's. */
function playSimulator(seed: string): void {
  const sim = teq.Simulator.create({ seed, players: 4, modules: [...modules] });
  for (let n = 0; !sim.isGameOver(); n++) {
    sim.applyIndex(pick(sim.legalActions().length, n + 7));
    steps++;
  }
}

if (path === "reduce") {
  for (let g = 0; g < N; g++) {
    let state = teq.createGame({ seed: `cg${g}`, players: 4, modules: [...modules] });
    for (let n = 0; ; n++) {
      const actions = teq.legalActions(state);
      if (actions.length === 0) break;
      state = teq.reduce(state, actions[pick(actions.length, n + 7)]!);
      steps++;
    }
  }
} else if (path === "simulator-warmed" || path === "simulator-evicted" || path === "evict-only") {
  const warmUp = 300;
  // 16 MB written a cache line at a time: more than any L2 simulated here.
  const sweep = new Int32Array(4 * 1024 * 1024);
  let sink = 0;
  for (let g = 0; g < warmUp; g++) playSimulator(`warm${g}`);
  for (let g = 0; g < N; g++) {
    if (path !== "simulator-warmed") {
      for (let i = 0; i < sweep.length; i += 16) {
        sweep[i] = (sweep[i]! + 1) | 0;
        sink ^= sweep[i]!;
      }
    }
    if (path !== "evict-only") playSimulator(`cg${g}`);
  }
  if (sink === 0.5) console.log("");
} else if (path === "simulator") {
  for (let g = 0; g < N; g++) playSimulator(`cg${g}`);
} else {
  const root = teq.Simulator.create({ seed: "mid-game", players: 4, modules: [...modules] });
  let k = 0;
  while (!(root.state.round === 3 && root.state.phase === "night"))
    root.applyIndex(pick(root.legalActions().length, k++));
  const mark = process.env["MARK"] !== undefined;
  for (let i = 0; i < N; i++) {
    if (mark && i % 500 === 0) console.log(`MARK playout ${i}`);
    const sim = root.clone();
    let s = i;
    while (!sim.isGameOver()) {
      sim.applyIndex(pick(sim.legalActions().length, s++));
      steps++;
    }
  }
}
console.log(`${path} ${config} ${N}: ${steps} steps`);
