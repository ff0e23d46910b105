// A fixed workload for instruction counts (docs/architecture.md, "How performance is judged"):
// `valgrind --tool=callgrind node --predictable --predictable-gc-schedule <bundle> <path> <config> <n>`
// where path is `reduce` (reduce + legalActions games), `simulator` (Simulator games) or `playout`
// (random playouts from the bench's mid-game position), config `base` or `gm` (GloomFall + Golden
// Mushrooms). The steady-state cost is count(2N) - count(N). Picks as the bench's.
import * as teq from "../src/index";

const [path = "playout", config = "base", nArg = "100"] = process.argv.slice(2);
const N = Number(nArg);
const modules = config === "gm" ? (["gloomfall", "golden-mushrooms"] as const) : ([] as const);
const pick = (length: number, counter: number): number => (counter * 2654435761) % length;

let steps = 0;
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
} else if (path === "simulator") {
  for (let g = 0; g < N; g++) {
    const sim = teq.Simulator.create({ seed: `cg${g}`, players: 4, modules: [...modules] });
    for (let n = 0; !sim.isGameOver(); n++) {
      sim.applyIndex(pick(sim.legalActions().length, n + 7));
      steps++;
    }
  }
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
