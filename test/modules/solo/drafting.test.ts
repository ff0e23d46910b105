import { referencePack } from "../../../src/index";
import { describe, expect, it } from "vitest";
import { chanceOutcomes, createGame, legalActions, reduce, type GameState } from "../../../src/index";
import { soloState } from "../../../src/modules/solo/drafting";
import { act, expectRejected, mutable } from "../../support/scenario";

/** Picks the first offered card and idles (or takes the first option of any follow-up choice) until the next card choice or the Night. */
function pickAndIdle(state: GameState, card: string): GameState {
  let s = reduce(state, { type: "choose-movement-card", player: 0, card });
  for (let guard = 0; guard < 50; guard++) {
    const d = s.decision;
    if (d === null || d.kind === "choose-movement-card" || d.player === "chance" || s.phase !== "day") return s;
    const options = legalActions(s);
    s = reduce(s, options.find((a) => a.type === "idle") ?? options[0]!);
  }
  throw new Error("the turn never ended");
}

describe("Solo Movement Drafting (Day Phase)", () => {
  it("2 cards are offered; a picked card is flipped and another dealt, until 4 are used; the 5th stays unused", () => {
    for (const seed of ["d1", "d2", "d3", 4, 5]) {
      let state = createGame({ seed, players: 1 });
      const picked: string[] = [];
      for (let turn = 0; turn < 4; turn++) {
        const { offered, dealt } = soloState(state);
        expect(state.decision).toEqual({ kind: "choose-movement-card", player: 0 });
        expect(offered, `seed ${seed} turn ${turn}`).toHaveLength(2);
        expect(dealt).toHaveLength(turn + 2);
        expect(offered.every((c) => !picked.includes(c))).toBe(true);
        const card = offered[turn % 2]!;
        picked.push(card);
        state = pickAndIdle(state, card);
      }
      expect(state.phase).toBe("night");
      expect(
        state.movementCards
          .filter((c) => c.used)
          .map((c) => c.id)
          .sort(),
      ).toEqual([...picked].sort());
      expect(soloState(state).dealt).toHaveLength(5);
      expect(soloState(state).offered).toHaveLength(1);
    }
  });

  it("an undealt (or used) card is refused with CARD_NOT_OFFERED; unknown cards keep UNKNOWN_CARD", () => {
    const state = createGame({ seed: "offer", players: 1 });
    const offered = soloState(state).offered;
    for (const card of referencePack.movementCards.map((c) => c.id).filter((c) => !offered.includes(c))) {
      expectRejected(state, { type: "choose-movement-card", player: 0, card }, "CARD_NOT_OFFERED");
    }
    expectRejected(state, { type: "choose-movement-card", player: 0, card: "bicycle" }, "UNKNOWN_CARD");
    const after = pickAndIdle(state, offered[0]!);
    expectRejected(after, { type: "choose-movement-card", player: 0, card: offered[0]! }, "CARD_USED");
  });

  it("the deals come from the state's RNG: the same seed deals the same cards, other seeds differ", () => {
    const deals = (seed: string) => soloState(createGame({ seed, players: 1 })).offered.join(",");
    expect(deals("same")).toBe(deals("same"));
    const seen = new Set(Array.from({ length: 30 }, (_, i) => deals(`seed-${i}`)));
    expect(seen.size).toBeGreaterThan(5);
  });

  it("a new Day deals afresh", () => {
    let state = createGame({ seed: "days", players: 1 });
    let guard = 0;
    while (state.round === 1 && guard++ < 2000) {
      const options = legalActions(state);
      state = reduce(state, options.find((a) => a.type === "rest" || a.type === "idle") ?? options[0]!);
    }
    expect(state.round).toBe(2);
    expect(state.phase).toBe("day");
    expect(soloState(state).dealt).toHaveLength(2);
    expect(soloState(state).offered).toHaveLength(2);
    expect(state.movementCards.every((c) => !c.used)).toBe(true);
  });

  describe("external chance: each deal is a chance point", () => {
    it("the deals are chance points listing every undealt card with an equal probability", () => {
      let state = createGame({ seed: "ext", players: 1, chance: "external" });
      expect(state.decision).toEqual({ kind: "solo/deal-movement-card", player: "chance" });
      const first = chanceOutcomes(state);
      expect(first.map((o) => o.probability)).toEqual([0.2, 0.2, 0.2, 0.2, 0.2]);
      expect(first.map((o) => o.action)).toEqual(legalActions(state));
      state = reduce(state, { type: "solo/deal-movement-card", player: "chance", card: "ship" });
      const second = chanceOutcomes(state);
      expect(second.map((o) => (o.action as { card: string }).card)).toEqual(["horse", "raft", "gryphon", "foot"]);
      expect(second.every((o) => o.probability === 0.25)).toBe(true);
      expectRejected(state, { type: "solo/deal-movement-card", player: "chance", card: "ship" }, "CARD_ALREADY_DEALT");
      expectRejected(state, { type: "solo/deal-movement-card", player: "chance", card: "bicycle" }, "UNKNOWN_CARD");
      expectRejected(state, { type: "solo/deal-movement-card", player: "chance" }, "MALFORMED_ACTION");
      expectRejected(state, { type: "solo/deal-movement-card", player: 0, card: "foot" }, "NOT_YOUR_DECISION");
      state = reduce(state, { type: "solo/deal-movement-card", player: "chance", card: "foot" });
      expect(soloState(state).offered).toEqual(["ship", "foot"]);
      expect(state.decision).toEqual({ kind: "choose-movement-card", player: 0 });
      expect(chanceOutcomes(state)).toEqual([]);
    });

    it("after each pick the next deal is a chance point over the cards left; the last card is dealt without one", () => {
      let state = createGame({ seed: "ext2", players: 1, chance: "external" });
      const dealOrder = ["raft", "gryphon", "horse", "foot", "ship"];
      state = reduce(state, { type: "solo/deal-movement-card", player: "chance", card: dealOrder[0]! });
      state = reduce(state, { type: "solo/deal-movement-card", player: "chance", card: dealOrder[1]! });
      for (let turn = 0; turn < 4; turn++) {
        const offered = soloState(state).offered;
        state = pickAndIdle(state, offered[0]!);
        if (turn < 2) {
          expect(state.decision?.kind).toBe("solo/deal-movement-card");
          expect(chanceOutcomes(state)).toHaveLength(3 - turn);
          state = reduce(state, { type: "solo/deal-movement-card", player: "chance", card: dealOrder[turn + 2]! });
        }
        if (turn === 2) {
          expect(state.decision?.kind).toBe("choose-movement-card");
          expect(soloState(state).dealt).toEqual(dealOrder);
        }
      }
      expect(state.phase).toBe("night");
    });

    it("the dice chance points still list their 252 outcomes", () => {
      let state: GameState = createGame({ seed: "dice", players: 1, chance: "external" });
      for (let guard = 0; guard < 200 && state.decision?.kind !== "chance"; guard++) {
        const options = legalActions(state);
        state = reduce(state, options.find((a) => a.type === "adventure" || a.type === "idle") ?? options[0]!);
      }
      const outcomes = chanceOutcomes(state);
      expect(outcomes).toHaveLength(252);
      expect(outcomes.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1, 12);
    });
  });

  it("No first player token: taking a quest by day does not flip it", () => {
    const s = mutable(createGame({ seed: "token", players: 1 }));
    expect(s.firstPlayerToken).toBe("quest");
    // Play Days until a quest is taken; the token never changes.
    let state: GameState = s;
    for (
      let guard = 0;
      guard < 3000 && state.players[0]!.completedQuests.length === 0 && state.phase !== "ended";
      guard++
    ) {
      const options = legalActions(state);
      state = act(state, options[(guard * 7) % options.length]!);
      expect(state.firstPlayerToken).toBe("quest");
    }
    expect(state.players[0]!.completedQuests.length).toBeGreaterThan(0);
  });
});
