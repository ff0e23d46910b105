// Training data for the MCTS bot's dawn value: seeded games of heuristic bots; at each dawn
// (the first Day position of rounds 2..5) the features of every seat (src/bots/dawn-features.ts),
// with that seat's final score and the best rival's. One JSON line per sample on stdout.
//
//   npx tsx bench/dawn-value-data.ts --games 400 [--from 0] [--players 2]
import { createGame, heuristicBot, isGameOver, reduce, scores } from "../src/index";
import { dawnFeatures, DAWN_FEATURES } from "../src/bots/dawn-features";
import { envFor } from "../src/bots/bot-env";
import { scoreSheet } from "../src/rules/scoring/scores";

const argv = process.argv.slice(2);
const value = (name: string): string | undefined => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const GAMES = Number(value("--games") ?? 400);
const FROM = Number(value("--from") ?? 0);
const PLAYERS = Number(value("--players") ?? 2);

for (let g = FROM; g < FROM + GAMES; g++) {
  const seed = `dawn-value-${PLAYERS}-${g}`;
  let state = createGame(PLAYERS === 1 ? { seed, players: 1, difficulty: "peasant" } : { seed, players: PLAYERS });
  const bots = state.players.map((_, s) => heuristicBot(`dv-${g}-${s}`));
  const samples: { round: number; seat: number; x: number[] }[] = [];
  let round = state.round;
  while (!isGameOver(state)) {
    const seat = state.decision?.player;
    state = reduce(state, bots[typeof seat === "number" ? seat : 0]!(state));
    if (state.round !== round && state.phase === "day") {
      round = state.round;
      const env = envFor(state);
      const sheet = scoreSheet(state, env.hooks.scoreSources, env.content);
      for (let s = 0; s < state.players.length; s++) {
        const x = new Array<number>(DAWN_FEATURES.length).fill(0);
        dawnFeatures(state, s, env, sheet, x);
        samples.push({ round, seat: s, x });
      }
    }
  }
  const final = scores(state).players.map((p) => p.total);
  for (const sample of samples) {
    const rival = final.length > 1 ? Math.max(...final.filter((_, s) => s !== sample.seat)) : 0;
    console.log(JSON.stringify({ game: g, ...sample, final: final[sample.seat], rival }));
  }
}
