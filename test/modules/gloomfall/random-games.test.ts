/**
 * GloomFall — Game Variant: random full games with `modules: ["gloomfall"]` at 2, 3 and 4 players,
 * run to the end. Every listed action is accepted; at gloom grotto decisions every probed action is
 * accepted exactly when listed; the Simulator (in-place) path equals `reduce`; external chance stops
 * at the gloom grottos' rolls, and a game saved inside a gloom effect loads back with `parseState`.
 */
import { referencePack } from "../../../src/index";
import { describe, expect, it } from "vitest";
import {
  createGame,
  isGameOver,
  legalActions,
  parseState,
  reduce,
  Simulator,
  validate,
  type Action,
  type GameState,
} from "../../../src/index";
import { canon, prng } from "../../support/scenario";

const MAX_ACTIONS = 5000;

/** Picks a legal action at random, preferring to use grottos (so the gloom effects are exercised). */
function pick(options: readonly Action[], rand: () => number): Action {
  const uses = options.filter((a) => a.type === "use-grotto" || a.type === "gloomfall/foot-move");
  const pool = uses.length > 0 && rand() < 0.8 ? uses : options;
  return pool[Math.floor(rand() * pool.length)]!;
}

/** Every action a player could send at a grotto decision: no parameters, each target, each target with each region. */
function grottoProbes(state: GameState): unknown[] {
  const d = state.decision!;
  const player = d.player;
  const regions = state.map.cells.flatMap((_, cell) => (["left", "right"] as const).map((side) => ({ cell, side })));
  if (d.kind === "gloomfall/foot-move") {
    return [0, 1, 2].flatMap((hero) => regions.map((to) => ({ type: "gloomfall/foot-move", player, hero, to })));
  }
  return [
    { type: "use-grotto", player },
    ...[0, 1, 2].flatMap((target) => [
      { type: "use-grotto", player, target },
      ...regions.map((to) => ({ type: "use-grotto", player, target, to })),
    ]),
  ];
}

function playFull(
  seed: number,
  players: number,
  check: (state: GameState, options: readonly Action[]) => void,
): { state: GameState; actions: Action[]; effects: Set<string> } {
  const rand = prng(seed);
  let state = createGame({ seed: `gloom-random-${seed}`, players, modules: ["gloomfall"] });
  const actions: Action[] = [];
  const effects = new Set<string>();
  while (!isGameOver(state)) {
    const options = legalActions(state);
    check(state, options);
    const action = pick(options, rand);
    if (state.decision?.kind === "use-grotto" && action.type === "use-grotto")
      effects.add(String(state.decision["effect"]));
    state = reduce(state, action);
    actions.push(action);
    if (actions.length > MAX_ACTIONS)
      throw new Error(`seed ${seed}: the game did not end within ${MAX_ACTIONS} actions`);
  }
  return { state, actions, effects };
}

describe("GloomFall — Game Variant: random full games", () => {
  for (const players of [2, 3, 4]) {
    it(`GloomFall — Game Variant: ${players} players, to the end; every listed action is accepted; grotto probes accepted iff listed`, () => {
      const effects = new Set<string>();
      let visited = 0;
      for (const seed of [players * 10 + 1]) {
        const result = playFull(seed, players, (state, options) => {
          expect(options.length, `seed ${seed}`).toBeGreaterThan(0);
          const kind = state.decision?.kind;
          // reduce (slower than validate) every listed action where the module's code runs, and at every 8th state elsewhere
          const reduceAll =
            kind === "use-grotto" ||
            kind === "gloomfall/foot-move" ||
            kind === "advance-temples" ||
            ++visited % 8 === 0;
          for (const action of options) {
            expect(validate(state, action), `seed ${seed}: ${canon(action)}`).toEqual({ ok: true });
            if (reduceAll) reduce(state, action);
          }
          if (
            kind === "gloomfall/foot-move" ||
            (kind === "use-grotto" && String(state.decision["effect"]).startsWith("gloom-"))
          ) {
            const listed = new Set(options.map(canon));
            for (const probe of grottoProbes(state)) {
              expect(validate(state, probe).ok, `seed ${seed}: ${canon(probe)}`).toBe(listed.has(canon(probe)));
            }
          }
        });
        expect(result.state.phase).toBe("ended");
        expect(result.state.map.face).toBe("gloom");
        for (const e of result.effects) effects.add(e);
      }
      expect(effects.size).toBeGreaterThan(2);
    });
  }

  it("GloomFall — Game Variant: the Simulator path equals reduce at every step (2, 3, 4 players)", () => {
    for (const players of [2, 3, 4]) {
      const seed = 100 + players;
      const { actions } = playFull(seed, players, () => {});
      let state = createGame({ seed: `gloom-random-${seed}`, players, modules: ["gloomfall"] });
      const sim = new Simulator(state);
      for (const action of actions) {
        state = reduce(state, action);
        sim.apply(action);
        expect(referencePack).toBe(referencePack);
        expect(canon({ ...sim.state, content: null }), `seed ${seed}`).toBe(canon({ ...state, content: null }));
      }
      expect(sim.isGameOver()).toBe(true);
    }
  });

  it("GloomFall — Mushroom Grottos: in external-chance mode the gloom rolls stop at chance points; a full game ends", () => {
    // Random play reaches a gloom roll in most games, not all: play games until one has.
    const purposes = new Set<string>();
    let saved = 0;
    for (let game = 0; game < 10 && !([...purposes].some((p) => p.startsWith("gloom-")) && saved > 0); game++) {
      const rand = prng(7 + game);
      let state = createGame({
        seed: `gloom-external-${game}`,
        players: 3,
        modules: ["gloomfall"],
        chance: "external",
      });
      for (let n = 0; !isGameOver(state); n++) {
        if (n > MAX_ACTIONS) throw new Error("the game did not end");
        const options = legalActions(state);
        if (state.decision?.kind === "chance") purposes.add(String(state.decision["purpose"]));
        if (
          state.decision?.kind.startsWith("gloomfall/") === true ||
          state.queue.some((step) => step.kind.startsWith("gloomfall/"))
        ) {
          // a saved game paused inside a gloom effect (a module decision, or a module step waiting on the dice) loads back
          expect(canon({ ...parseState(JSON.parse(JSON.stringify(state))), content: null })).toBe(
            canon({ ...state, content: null }),
          );
          saved++;
        }
        const action = pick(options, rand);
        state = reduce(state, action);
      }
    }
    expect([...purposes].some((p) => p.startsWith("gloom-"))).toBe(true);
    expect(saved).toBeGreaterThan(0);
  });
});
