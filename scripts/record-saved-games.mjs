// Records seeded games played by an earlier engine build, for test/contract/saved-games.test.ts:
// each game's options and actions, and that engine's own save of the state halfway through and at
// the end (an embedded content pack, as schema 1 had, is left out: the test puts the reference pack
// back). Run against a bundle of the commit to record, e.g. the last schema-2 commit:
//
//   git worktree add /tmp/old 625159a
//   npx esbuild /tmp/old/src/index.ts --bundle --format=esm --platform=node --outfile=/tmp/teq-old.mjs
//   node scripts/record-saved-games.mjs /tmp/teq-old.mjs 625159a > test/contract/fixtures/schema2-games.json
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";

const engine = await import(pathToFileURL(resolve(process.argv[2])).href);
const commit = process.argv[3] ?? "unknown";
const GAMES = [
  { seed: "saved-base-2", players: 2 },
  { seed: "saved-base-4", players: 4 },
  { seed: "saved-gloom-3", players: 3, modules: ["gloomfall"] },
  { seed: "saved-golden-2", players: 2, modules: ["golden-mushrooms"] },
  { seed: "saved-both-4", players: 4, modules: ["gloomfall", "golden-mushrooms"] },
  { seed: "saved-solo", players: 1, difficulty: "knight" },
  { seed: "saved-solo-both", players: 1, modules: ["gloomfall", "golden-mushrooms"], difficulty: "squire" },
  { seed: "saved-external-3", players: 3, chance: "external" },
];
// An arbitrary but fixed choice among the legal actions: a multiplicative hash of a counter.
const pick = (length, counter) => (counter * 2654435761) % length;
const withoutPack = ({ content: _content, ...state }) => state;
const games = GAMES.map((options, g) => {
  const states = [engine.createGame(options)];
  const actions = [];
  for (let counter = g * 1000; ; counter++) {
    const state = states[states.length - 1];
    const legal = engine.legalActions(state);
    if (legal.length === 0) break;
    const action = legal[pick(legal.length, counter)];
    actions.push(action);
    states.push(engine.reduce(state, action));
  }
  const midway = Math.floor(actions.length / 2);
  return { options, actions, midway, mid: withoutPack(states[midway]), final: withoutPack(states[states.length - 1]) };
});
console.log(
  JSON.stringify({ recordedBy: `teq-engine ${commit} (state schema ${games[0].final.schemaVersion})`, games }),
);
