/**
 * Random full games with Golden Mushrooms (2, 3 and 4 players, alone and with GloomFall): the 7
 * mushrooms are conserved at every step, every listed action is accepted, every probed mushroom
 * variant is accepted exactly when listed, and the Simulator path equals `reduce`.
 */
import { referencePack } from "../../../src/index";
import { describe, expect, it } from "vitest";
import {
  legalActions,
  reduce,
  Simulator,
  validate,
  type Action,
  type GameOptions,
  type GameState,
} from "../../../src/index";
import { canon, prng } from "../../support/scenario";
import { expectMushroomsConserved, mushroomProblems, tryGame } from "./support";
import { size } from "../../support/scale";

const CONFIGS: { players: number; modules: GameOptions["modules"] }[] = [
  { players: 2, modules: ["golden-mushrooms"] },
  { players: 3, modules: ["golden-mushrooms"] },
  { players: 4, modules: ["golden-mushrooms"] },
  { players: 2, modules: ["gloomfall", "golden-mushrooms"] },
  { players: 3, modules: ["gloomfall", "golden-mushrooms"] },
  { players: 4, modules: ["gloomfall", "golden-mushrooms"] },
];
const GAMES_PER_CONFIG = size(3, 1);
const MAX_ACTIONS = 3000;

const isMushroomAction = (a: Action): boolean =>
  (a as { mushroom?: string }).mushroom !== undefined || a.type.startsWith("golden-mushrooms/");

/** Mushroom variants and module actions to probe in a state (beyond the listed ones). */
function probes(state: GameState, listed: readonly Action[]): unknown[] {
  const out: unknown[] = [];
  const d = state.decision;
  if (d === null || typeof d.player !== "number") return out;
  for (const a of listed) {
    if (a.type !== "move" || (a as { mushroom?: string }).mushroom !== undefined) continue;
    for (const mushroom of ["carry", "steal", "abandon", "pick-up"]) out.push({ ...a, mushroom });
  }
  if (d.kind === "golden-mushrooms/place-mushroom") {
    for (let cell = 0; cell < state.map.cells.length; cell++)
      out.push({ type: "golden-mushrooms/place-mushroom", player: d.player, cell });
  }
  if (d.kind === "golden-mushrooms/use-golden-grotto") {
    out.push({ type: "golden-mushrooms/use-golden-grotto", player: d.player });
    for (let target = 0; target < 3; target++)
      out.push({ type: "golden-mushrooms/use-golden-grotto", player: d.player, target });
  }
  return out;
}

describe("Golden Mushrooms: random full games", () => {
  for (const config of CONFIGS) {
    const label = `${config.players} players, modules ${config.modules!.join(" + ")}`;
    it(`${label}: conservation, legal actions, reduce = Simulator`, () => {
      let mushroomActions = 0;
      for (let g = 0; g < GAMES_PER_CONFIG; g++) {
        const seed = `gm-random-${config.players}-${config.modules!.length}-${g}`;
        const start = tryGame({ seed, players: config.players, modules: config.modules! });
        if (start === null) return; // a module of this combination is not registered yet
        const rand = prng(g * 1000 + config.players * 10 + config.modules!.length);
        const sim = new Simulator(start);
        let state = start;
        let steps = 0;
        expectMushroomsConserved(state);
        while (state.decision !== null) {
          expect(steps++, `seed ${seed}: too long`).toBeLessThan(MAX_ACTIONS);
          const listed = legalActions(state);
          expect(listed.length, `seed ${seed}`).toBeGreaterThan(0);
          const keys = new Set(listed.map((a) => JSON.stringify(a)));
          // every listed action is accepted by validate and by reduce, and keeps the mushrooms conserved
          for (const action of listed) {
            const v = validate(state, action);
            if (!v.ok) expect.fail(`seed ${seed}: listed ${JSON.stringify(action)} refused: ${v.error.code}`);
            const problems = mushroomProblems(reduce(state, action));
            if (problems.length > 0)
              expect.fail(`seed ${seed}: after ${JSON.stringify(action)}: ${problems.join("; ")}`);
          }
          for (const probe of probes(state, listed)) {
            if (validate(state, probe).ok !== keys.has(JSON.stringify(probe)))
              expect.fail(`seed ${seed}: ${JSON.stringify(probe)} accepted but not listed`);
          }
          // a policy biased towards the module (and towards attacking goblins, which rescues mushrooms)
          const mushroomy = listed.filter(isMushroomAction);
          const attacks = listed.filter((a) => a.type === "attack" || a.type === "adventure");
          const pool =
            mushroomy.length > 0 && rand() < 0.7 ? mushroomy : attacks.length > 0 && rand() < 0.8 ? attacks : listed;
          const action = pool[Math.floor(rand() * pool.length)]!;
          if (isMushroomAction(action)) mushroomActions++;
          state = reduce(state, action);
          sim.apply(action);
          expect(referencePack).toBe(referencePack); // shared, never copied
          expect(canon({ ...sim.state, content: null }), `seed ${seed} step ${steps}`).toBe(
            canon({ ...state, content: null }),
          );
          expectMushroomsConserved(state);
        }
        expect(state.phase).toBe("ended");
      }
      expect(mushroomActions, "the games exercised the module's actions").toBeGreaterThan(0);
    });
  }
});
