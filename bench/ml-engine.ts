// The engine's own rate for the ML figures (docs/ml.md "Throughput"): random play in one process,
// (a) with the Simulator alone, (b) with what each bridge step adds in the engine: the legal ids,
// the acting seat's observation and the encoded mask. `npx tsx bench/ml-engine.ts [seconds]`.
import { createGame, isGameOver, legalActions, reduce, Simulator } from "../src/index";
import { legalActionIds, observe, actionSpace } from "../src/ml/index";

const seconds = Number(process.argv[2] ?? 10);

function rate(label: string, withEncoding: boolean): void {
  let steps = 0;
  let games = 0;
  let x = 12345;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const sim = new Simulator(createGame({ seed: games++, players: 2 }));
    const n = actionSpace(sim.state.config).size;
    while (!sim.isGameOver()) {
      x = (x * 1103515245 + 12345) >>> 0;
      if (withEncoding) {
        const { ids } = legalActionIds(sim.state);
        const mask = new Uint8Array(n);
        for (const id of ids) mask[id] = 1;
        observe(sim.state, sim.toMove() as number);
      }
      sim.applyIndex(x % sim.legalActions().length);
      steps++;
    }
  }
  console.log(`${label}: ${Math.round(steps / seconds)} steps/s (${games} 2-player games in ${seconds} s)`);
}

/** As `serve`'s ml games step: `reduce`, then the legal ids, the mask and the actor's observation. */
function served(): void {
  let steps = 0;
  let games = 0;
  let x = 12345;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    let state = createGame({ seed: games++, players: 2 });
    const n = actionSpace(state.config).size;
    while (!isGameOver(state)) {
      x = (x * 1103515245 + 12345) >>> 0;
      const { ids } = legalActionIds(state);
      const mask = new Uint8Array(n);
      for (const id of ids) mask[id] = 1;
      observe(state, state.decision!.player as number);
      const options = legalActions(state);
      state = reduce(state, options[x % options.length]!);
      steps++;
    }
  }
  console.log(
    `reduce + legal ids, mask and observation per step: ${Math.round(steps / seconds)} steps/s (${games} games)`,
  );
}

rate("Simulator, random play", false);
rate("Simulator + legal ids, mask and observation per step", true);
served();
