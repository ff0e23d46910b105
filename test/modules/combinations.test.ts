/**
 * Issue 50: a random-play check over every combination of the modules (GloomFall, Golden Mushrooms)
 * alone and with solo at each difficulty (docs/rulings.md, "Combinations"). Games are played by a
 * guided random policy: a third of the choices by the heuristic bot, a third uniformly at random, a
 * third by a coverage walk (among the legal actions, one whose next decision kind has been seen
 * least); chance by its probabilities; half of the mushroom moves taken when offered.
 * For each combination, no game gets stuck and no decision kind appears that the combination cannot
 * ask; over the whole check:
 *
 * - no decision kind is left unreached: each is reached in some game of a combination that can ask
 *   it (the kinds that need a rare item or alignment are reached by scenario tests, named below);
 * - in solo, every movement quest of the deck is completed in some game ("A quest that needs an
 *   opponent's castle": the opponent-castle quest too), and Treasure quests are completed.
 *
 * Local runs play one chance mode per difficulty; `TEQ_FULL=1` (CI) plays both.
 */
import { describe, expect, it } from "vitest";
import {
  chanceOutcomes,
  createGame,
  DIFFICULTIES,
  heuristicBot,
  isGameOver,
  legalActions,
  reduce,
  referencePack,
  type Action,
  type GameOptions,
  type GameState,
} from "../../src/index";
import { prng } from "../support/scenario";
import { FULL_SIZE } from "../support/scale";

type Modules = readonly ("gloomfall" | "golden-mushrooms")[];
const COMBINATIONS: readonly Modules[] = [[], ["gloomfall"], ["golden-mushrooms"], ["gloomfall", "golden-mushrooms"]];

/**
 * Decision kinds no random game is required to reach, each covered by a scenario test:
 * `use-staff` needs the Staff (two temples in order) and an obelisk out of the magic's reach
 * (test/rules/night/rest-spells.test.ts); `choose-quest` needs two movement quests met by one move
 * (test/rules/quests/movement-quests.test.ts); `golden-mushrooms/place-mushroom` needs a mushroom
 * used at a Golden Grotto, then a refill with two portals free of mushrooms to choose from
 * (test/modules/golden-mushrooms/rescue-night-placement.test.ts, and with solo
 * test/modules/solo/modules-meet.test.ts).
 */
const SCENARIO_ONLY = new Set(["use-staff", "choose-quest", "golden-mushrooms/place-mushroom"]);

/** The decision kinds a combination can ask (external chance, so chance points are decisions too). */
function expectedKinds(modules: Modules, solo: boolean): string[] {
  const kinds = [
    "move-or-idle",
    "choose-movement-card",
    "choose-gain",
    "equip-item",
    "use-grotto",
    "adventure-or-rest",
    "defend",
    "night-spend",
    "chance",
    "draw-quest",
  ];
  // The bright "roll for temples" grotto asks it; GloomFall's faces have no such grotto.
  if (!modules.includes("gloomfall")) kinds.push("advance-temples");
  if (modules.includes("gloomfall")) kinds.push("gloomfall/foot-move");
  if (modules.includes("golden-mushrooms")) kinds.push("golden-mushrooms/use-golden-grotto");
  if (solo) kinds.push("solo/deal-movement-card", "solo/choose-aggressive-goblins");
  return kinds.sort();
}

/** A move that carries, steals or picks up a mushroom, or lands an escort on a Golden Grotto: the walk favours them. */
function mushroomy(action: Action): boolean {
  const choice = (action as { mushroom?: string }).mushroom;
  return choice === "carry" || choice === "steal" || choice === "pick-up";
}

/** Plays one game; returns its last state. */
function play(options: GameOptions, seed: number, seen: Map<string, number>): GameState {
  const rand = prng(seed);
  const bot = heuristicBot(`combinations-${seed}`);
  let state = createGame(options);
  for (let steps = 0; !isGameOver(state); steps++) {
    expect(steps, `${JSON.stringify(options)}: a game ends`).toBeLessThan(6000);
    const decision = state.decision;
    expect(decision, "a game that is not over has a decision").not.toBeNull();
    seen.set(decision!.kind, (seen.get(decision!.kind) ?? 0) + 1);
    let action: Action;
    let pick: number;
    if (decision!.player === "chance") {
      const outcomes = chanceOutcomes(state);
      let r = rand();
      action = outcomes[outcomes.length - 1]!.action;
      for (const o of outcomes)
        if ((r -= o.probability) < 0) {
          action = o.action;
          break;
        }
    } else {
      const listed = legalActions(state);
      expect(listed.length, `${decision!.kind} has a legal action`).toBeGreaterThan(0);
      const carrying = listed.filter(mushroomy);
      const spend = listed.find((a) => (a.type as string) === "golden-mushrooms/use-golden-grotto");
      if (listed.length === 1) action = listed[0]!;
      else if (spend !== undefined)
        action = spend; // a used mushroom goes to the supply, to be placed again
      else if (carrying.length > 0 && rand() < 0.5) action = carrying[Math.floor(rand() * carrying.length)]!;
      else if ((pick = rand()) < 1 / 3) action = bot(state);
      else if (pick < 2 / 3) action = listed[Math.floor(rand() * listed.length)]!;
      else {
        // The coverage walk: the next decision kind seen least, among the legal actions (sampled when many).
        let best = listed[Math.floor(rand() * listed.length)]!;
        let fewest = Infinity;
        const tries = Math.min(listed.length, 150);
        for (let k = 0; k < tries; k++) {
          const candidate = tries === listed.length ? listed[k]! : listed[Math.floor(rand() * listed.length)]!;
          const next = reduce(state, candidate).decision?.kind ?? "";
          const count = seen.get(next) ?? 0;
          if (count < fewest) [best, fewest] = [candidate, count];
        }
        action = best;
      }
    }
    state = reduce(state, action);
  }
  return state;
}

const MOVEMENT_QUESTS = referencePack.quests.filter((q) => q.kind === "movement").map((q) => q.id);

describe("random play over every combination of modules (docs/rulings.md, Combinations)", () => {
  /** The quests completed in the solo games of every combination (the deck is the same in each). */
  const completed = new Set<string>();
  /** For each decision kind, the combinations (modules and solo or not) whose games reached it. */
  const reached = new Map<string, { modules: Modules; solo: boolean }[]>();
  const record = (seen: Map<string, number>, modules: Modules, solo: boolean): void => {
    for (const kind of seen.keys()) reached.set(kind, [...(reached.get(kind) ?? []), { modules, solo }]);
    for (const kind of seen.keys()) expect([...expectedKinds(modules, solo), ...SCENARIO_ONLY]).toContain(kind);
  };

  for (const modules of COMBINATIONS) {
    const label = modules.length === 0 ? "no module" : modules.join(" + ");

    it(`solo with ${label}, every difficulty: games end, and ask only decisions the combination has`, () => {
      const seen = new Map<string, number>();
      DIFFICULTIES.forEach((difficulty, i) => {
        for (const chance of (["external", "seeded"] as const).filter((_, c) => FULL_SIZE || c === 0)) {
          for (const seed of [i, 100 + i]) {
            const options = { seed: `combo-${label}-${difficulty}-${seed}`, players: 1, difficulty, modules, chance };
            const end = play(options, seed, seen);
            for (const q of end.players[0]!.completedQuests) completed.add(q);
          }
        }
      });
      record(seen, modules, true);
    }, 300_000);

    it(`2 players with ${label}: games end, and ask only decisions the combination has`, () => {
      const seen = new Map<string, number>();
      for (const seed of FULL_SIZE ? [1, 2, 3, 4] : [1, 2]) {
        const options = { seed: `combo-${label}-2p-${seed}`, players: 2, modules, chance: "external" };
        play(options as GameOptions, 500 + seed, seen);
      }
      record(seen, modules, false);
    }, 300_000);
  }

  it("no decision kind is left unreached: each is reached in a game of some combination that can ask it", () => {
    const unreached: string[] = [];
    for (const modules of COMBINATIONS)
      for (const solo of [true, false])
        for (const kind of expectedKinds(modules, solo))
          if (!(reached.get(kind) ?? []).some((c) => expectedKinds(c.modules, c.solo).includes(kind)))
            unreached.push(kind);
    expect([...new Set(unreached)]).toEqual([]);
    // The interaction of "Solo with GloomFall": the solo choice of 3 goblins is asked with GloomFall too.
    expect((reached.get("solo/choose-aggressive-goblins") ?? []).some((c) => c.modules.includes("gloomfall"))).toBe(
      true,
    );
  });

  it('alone, every movement quest of the deck is completed in some game (the opponent-castle quest too: "A quest that needs an opponent\'s castle"), and Treasure quests are', () => {
    expect(
      MOVEMENT_QUESTS.filter((q) => !completed.has(q)),
      "movement quests never completed alone",
    ).toEqual([]);
    expect([...completed].some((q) => q.startsWith("quest-treasure"))).toBe(true);
  });
});
