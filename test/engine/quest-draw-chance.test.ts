/**
 * External chance (issue 17, item 8): every quest draw after setup is a chance point (`draw-quest`)
 * over the unseen cards (the deck), each equally likely, listed by `chanceOutcomes` like a roll of
 * the dice. Rulebook, The Quest Card Row ("replace the leftmost spot with a new Quest Card from the
 * top of the Quest deck"; an empty deck takes the shuffled discard pile).
 */
import { describe, expect, it } from "vitest";
import {
  chanceOutcomes,
  createGame,
  isGameOver,
  legalActions,
  randomBot,
  reduce,
  reduceWithEvents,
  type Action,
  type GameOptions,
  type GameState,
} from "../../src/index";
import {
  canon,
  cellAt,
  expectRejected,
  home,
  move,
  mutable,
  putHero,
  setMoveOrIdle,
  type S,
} from "../support/scenario";

/** Player 0 about to complete "heroes in one row" by moving hero 0 home (external chance). */
function aboutToTakeQuest(): S {
  const s = mutable(createGame({ seed: "quests", players: 2, firstPlayer: 0, chance: "external" }));
  const castle = home(s, 0);
  const c = s.map.cells[castle.cell]!;
  const beside = cellAt(s, c.row, 2);
  putHero(s, 0, 0, { cell: beside, side: "left" });
  const others = s.map.cells.flatMap((cell, i) => (cell.row === c.row && i !== castle.cell && i !== beside ? [i] : []));
  putHero(s, 0, 1, { cell: others[0]!, side: "left" });
  putHero(s, 0, 2, { cell: others[1]!, side: "left" });
  const row = ["quest-treasure-ice-1", "quest-move-row", "quest-treasure-fire-1"];
  s.quests.deck = [...s.quests.deck, ...s.quests.row].filter((q) => !row.includes(q));
  s.quests.row = row;
  setMoveOrIdle(s, 0, "horse");
  return s;
}

describe("External chance: quest draws are chance points", () => {
  it("The Quest Card Row (external chance): a taken quest's replacement is a draw-quest chance point over the deck, uniform, summing to 1", () => {
    const s = aboutToTakeQuest();
    const castle = home(s, 0);
    const at = reduce(s, move(0, 0, castle));
    expect(at.decision).toEqual({ kind: "draw-quest", player: "chance" });
    expect(at.quests.row).toEqual(["quest-treasure-ice-1", "quest-treasure-fire-1"]);
    const outcomes = chanceOutcomes(at);
    expect(outcomes.map((o) => (o.action as { quest: string }).quest).sort()).toEqual([...at.quests.deck].sort());
    for (const o of outcomes) expect(o.probability).toBeCloseTo(1 / at.quests.deck.length, 15);
    expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
    expect(legalActions(at).map(canon).sort()).toEqual(outcomes.map((o) => canon(o.action)).sort());
    // the chosen card is dealt on the left, and play goes on
    const chosen = at.quests.deck.find((q) => q.startsWith("quest-move-"))!;
    const { state: next, events } = reduceWithEvents(at, { type: "draw-quest", player: "chance", quest: chosen });
    expect(next.quests.row).toEqual([chosen, "quest-treasure-ice-1", "quest-treasure-fire-1"]);
    expect(next.quests.deck).not.toContain(chosen);
    expect(events).toContainEqual({ type: "quest-drawn", quest: chosen });
    expect(next.decision?.kind).not.toBe("draw-quest");
  });

  it("The Quest Card Row (external chance): a card not in the deck is refused with a code, and the state is unchanged", () => {
    const at = mutable(reduce(aboutToTakeQuest(), move(0, 0, home(aboutToTakeQuest(), 0))));
    expectRejected(at, { type: "draw-quest", player: "chance", quest: "quest-treasure-ice-1" }, "QUEST_NOT_IN_DECK");
    expectRejected(at, { type: "draw-quest", player: "chance", quest: "quest-move-row" }, "QUEST_NOT_IN_DECK");
    expectRejected(at, { type: "draw-quest", player: "chance", quest: "no-such-quest" }, "QUEST_NOT_IN_DECK");
    expectRejected(at, { type: "draw-quest", player: "chance" }, "MALFORMED_ACTION");
    expectRejected(at, { type: "draw-quest", player: 0, quest: at.quests.deck[0] }, "NOT_YOUR_DECISION");
  });

  it("Game Setup (external chance): the mix is restored through chance points: a Treasure quest drawn into an all-Treasure row is discarded on the right", () => {
    const s = aboutToTakeQuest();
    const at = reduce(s, move(0, 0, home(s, 0)));
    const treasure = at.quests.deck.find((q) => q.startsWith("quest-treasure"))!;
    const again = reduce(at, { type: "draw-quest", player: "chance", quest: treasure });
    expect(again.decision).toEqual({ kind: "draw-quest", player: "chance" });
    expect(again.quests.row).toEqual([treasure, "quest-treasure-ice-1"]);
    expect(again.quests.discard).toContain("quest-treasure-fire-1");
  });

  it("The Quest Card Row (external chance): a deck of one card is drawn without a chance point; an empty deck takes the discard pile", () => {
    const s = aboutToTakeQuest();
    s.quests.discard = [...s.quests.discard, ...s.quests.deck.filter((q) => q !== "quest-move-column")];
    s.quests.deck = ["quest-move-column"];
    const next = reduce(s, move(0, 0, home(s, 0)));
    expect(next.quests.row).toEqual(["quest-move-column", "quest-treasure-ice-1", "quest-treasure-fire-1"]);
    expect(next.decision?.kind).not.toBe("draw-quest");
    const t = mutable(aboutToTakeQuest());
    t.quests.discard = [...t.quests.deck];
    t.quests.deck = [];
    const at = reduce(t, move(0, 0, home(t, 0)));
    expect(at.decision).toEqual({ kind: "draw-quest", player: "chance" });
    expect([...at.quests.deck].sort()).toEqual([...t.quests.discard].sort());
    expect(at.quests.discard).toEqual([]);
    expect(at.rng).toEqual(t.rng); // no shuffle drawn from the seed
  });

  it("createGame (external chance): the setup row is dealt from the seed, as in seeded mode, and play starts at a player's decision", () => {
    for (const seed of [1, "abc", 77]) {
      const ext = createGame({ seed, players: 3, chance: "external" });
      const seeded = createGame({ seed, players: 3 });
      expect(ext.quests).toEqual(seeded.quests);
      expect(ext.decision?.player).not.toBe("chance");
    }
  });
});

/** A state without what legitimately differs between the chance modes: the RNG, the mode, and the deck's (unread) order. */
function comparable(state: GameState): unknown {
  return {
    ...state,
    rng: null,
    config: { ...state.config, chance: null },
    quests: { ...state.quests, deck: [...state.quests.deck].sort() },
  };
}

/**
 * Plays a seeded game with a random bot, then replays its player actions in external-chance mode,
 * answering every chance point with what the seeded game drew (its `dice-rolled` and `quest-drawn`
 * events, in order). The two games must agree at every player decision.
 */
function reproduce(options: Omit<GameOptions, "seed" | "chance">, seed: number): { draws: number; actions: number } {
  const bot = randomBot(seed);
  let seeded = createGame({ ...options, seed });
  let external = createGame({ ...options, seed, chance: "external" });
  let draws = 0;
  let actions = 0;
  while (!isGameOver(seeded)) {
    const action = bot(seeded);
    const r = reduceWithEvents(seeded, action);
    seeded = r.state;
    actions += 1;
    const chance: Action[] = [];
    for (const e of r.events) {
      if (e.type === "dice-rolled")
        chance.push({ type: "roll-outcome", player: "chance", symbols: [...e.symbols] } as Action);
      if (e.type === "quest-drawn") chance.push({ type: "draw-quest", player: "chance", quest: e.quest });
    }
    external = reduce(external, action);
    for (const c of chance) {
      // a deck of one card is drawn without a chance point
      if (c.type === "draw-quest" && external.decision?.kind !== "draw-quest") continue;
      expect(external.decision?.player).toBe("chance");
      const listed = chanceOutcomes(external);
      expect(listed.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
      if (c.type === "draw-quest") draws += 1;
      external = reduce(external, c);
    }
    expect(comparable(external)).toEqual(comparable(seeded));
  }
  expect(isGameOver(external)).toBe(true);
  return { draws, actions };
}

describe("External chance reproduces seeded games when chance picks what the seed drew", () => {
  const configs: { name: string; options: Omit<GameOptions, "seed" | "chance"> }[] = [
    { name: "base 2p", options: { players: 2 } },
    { name: "base 4p", options: { players: 4 } },
    { name: "gloomfall 3p", options: { players: 3, modules: ["gloomfall"] } },
    { name: "golden-mushrooms + gloomfall 3p", options: { players: 3, modules: ["gloomfall", "golden-mushrooms"] } },
  ];
  for (const { name, options } of configs) {
    it(`The Quest Card Row, Adventure Dice (${name}): same states at every player decision; quest draws were chance points`, () => {
      let draws = 0;
      for (const seed of [11, 12]) draws += reproduce(options, seed).draws;
      expect(draws).toBeGreaterThan(0);
    });
  }
});
