// Determinism fingerprint: plays seeded random games on every contract configuration, through
// `reduce` + `legalActions` and through the `Simulator`, and hashes every state (as JSON), every
// legal-action list and every event list. Two builds of the engine that print the same digests
// give byte-identical games. Run with `npx tsx scripts/fingerprint.ts [--games N] [--src path]`;
// `--src` points at another copy of `src/` (e.g. an older commit's, extracted with `git archive`).
import { createHash } from "node:crypto";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { CONFIGURATIONS, optionsFor } from "../test/contract/configurations";
import { prng } from "./prng";

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const GAMES = Number(arg("--games") ?? 12);
const SRC = resolve(arg("--src") ?? resolve(import.meta.dirname, "../src"));

type Engine = typeof import("../src/index");
const teq = (await import(pathToFileURL(resolve(SRC, "index.ts")).href)) as Engine;

function choose(state: import("../src/index").GameState, listed: readonly unknown[], rand: () => number): unknown {
  if (state.decision?.kind === "chance") {
    const outcomes = teq.chanceOutcomes(state);
    let r = rand();
    for (const o of outcomes) {
      r -= o.probability;
      if (r < 0) return o.action;
    }
    return outcomes[outcomes.length - 1]?.action;
  }
  return listed[Math.floor(rand() * listed.length)];
}

const total = createHash("sha256");
let steps = 0;
for (const config of CONFIGURATIONS) {
  const hash = createHash("sha256");
  for (let seed = 1; seed <= GAMES; seed++) {
    const rand = prng(seed * 7919 + 1);
    let state = teq.createGame(optionsFor(config, `fp-${seed}`));
    const sim = new teq.Simulator(state);
    hash.update(JSON.stringify(state));
    while (!teq.isGameOver(state)) {
      const listed = teq.legalActions(state);
      const simListed = sim.legalActions();
      const text = JSON.stringify(listed);
      if (JSON.stringify(simListed) !== text) throw new Error(`${config.name} seed ${seed}: Simulator lists differ`);
      hash.update(text);
      const action = choose(state, listed, rand) as import("../src/index").Action;
      const result = teq.reduceWithEvents(state, action);
      const simEvents = sim.apply(action);
      state = result.state;
      const json = JSON.stringify(state);
      if (JSON.stringify(sim.state) !== json) throw new Error(`${config.name} seed ${seed}: Simulator state differs`);
      if (JSON.stringify(simEvents) !== JSON.stringify(result.events))
        throw new Error(`${config.name} seed ${seed}: Simulator events differ`);
      hash.update(json);
      hash.update(JSON.stringify(result.events));
      steps++;
    }
  }
  const digest = hash.digest("hex");
  total.update(digest);
  console.log(`${config.name.padEnd(56)} ${digest.slice(0, 16)}`);
}
console.log(
  `${"ALL".padEnd(56)} ${total.digest("hex").slice(0, 16)}  (${steps} steps, ${GAMES} games per configuration, src ${SRC})`,
);
