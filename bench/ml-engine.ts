// The engine's own rate for the ML figures (docs/ml.md "Throughput"): random play in one process,
// (a) with the Simulator alone, (b) with what each bridge step adds in the engine, as serve's ml
// games do it: the legal ids of the Simulator's own list, the mask and the acting seat's observation
// (into one reused buffer), (c) the same on `reduce` (the path serve took before).
// `npx tsx bench/ml-engine.ts [seconds]`.
import { createGame, isGameOver, legalActions, reduce, Simulator } from "../src/index";
import { legalActionIds, observationSpec, observe, actionSpace } from "../src/ml/index";
import { legalIdsOf } from "../src/ml/action-ids";
import { observeInto } from "../src/ml/observation";
import { ServeSession } from "../src/tools/serve/server";

const seconds = Number(process.argv[2] ?? 10);

function rate(label: string, withEncoding: boolean): void {
  let steps = 0;
  let games = 0;
  let x = 12345;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const sim = new Simulator(createGame({ seed: games++, players: 2 }));
    const n = actionSpace(sim.state.config).size;
    const obs = new Float32Array(observationSpec(sim.state.config).length);
    while (!sim.isGameOver()) {
      x = (x * 1103515245 + 12345) >>> 0;
      const legal = sim.legalActions();
      if (withEncoding) {
        const { ids } = legalIdsOf(sim.state, legal);
        const mask = new Uint8Array(n);
        for (const id of ids) mask[id] = 1;
        obs.fill(0);
        observeInto(sim.state, sim.toMove() as number, obs);
      }
      sim.applyIndex(x % legal.length);
      steps++;
    }
  }
  console.log(`${label}: ${Math.round(steps / seconds)} steps/s (${games} 2-player games in ${seconds} s)`);
}

/** As `serve`'s ml games stepped before this round: `reduce`, then the legal ids, the mask and the actor's observation. */
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
    `reduce + legal ids, mask and observation per step (serve's path before): ${Math.round(steps / seconds)} steps/s (${games} games)`,
  );
}

rate("Simulator, random play", false);
rate("Simulator + legal ids, mask and observation per step (serve's path)", true);
served();

/** `ml-step-batch` on a ServeSession in this process: 64 games, random legal ids, auto-reset. */
function batched(): void {
  const session = new ServeSession();
  const ask = (request: object): { game: string; data: string } =>
    (JSON.parse(session.handleLine(JSON.stringify(request))) as { result: { game: string; data: string } }).result;
  const n = 64;
  const games = Array.from(
    { length: n },
    (_, i) => ask({ cmd: "ml-new", options: { players: 2, seed: i }, observe: "none" }).game,
  );
  let answer = ask({ cmd: "ml-step-batch", games });
  let x = 12345;
  let steps = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const bytes = Buffer.from(answer.data, "base64");
    const data = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const legal = Array.from({ length: n }, (_, i) => data.getInt32(4 * (n + i), true));
    const nonzero = Array.from({ length: n }, (_, i) => data.getInt32(4 * (2 * n + i), true));
    let at = 12 * n + 8 * n + 6 * nonzero.reduce((a, b) => a + b, 0);
    const actions = legal.map((count) => {
      x = (x * 1103515245 + 12345) >>> 0;
      const id = data.getUint16(at + 2 * (x % count), true);
      at += 2 * count;
      return id;
    });
    answer = ask({ cmd: "ml-step-batch", games, actions, resetSeeds: games.map((_, i) => steps + i) });
    steps += n;
  }
  console.log(`serve's ml-step-batch in process, 64 games: ${Math.round(steps / seconds)} steps/s`);
}

batched();
