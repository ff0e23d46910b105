/**
 * Rulebook, Resolution, the start of the Night Phase, Game End; CLARIFICATIONS 1 (Round-end quest
 * refill).
 */
import { describe, expect, it } from "vitest";
import {
  createGame,
  isGameOver,
  legalActions,
  reduce,
  referencePack,
  scores,
  type GameState,
} from "../../../src/index";
import type { S } from "../../support/scenario";
import { nightGame, portalRegions, portalAt, rest } from "../../support/night";

/** A Night where only seat 0 still adventures: its rest ends the Night. */
function lastToRest(players = 2, round = 1): S {
  const s = nightGame(players);
  s.round = round;
  s.night!.adventuring = s.players.map((p) => p.seat === 0);
  return s;
}

const kindOf = (_s: S, id: string): string => referencePack.quests.find((q) => q.id === id)!.kind;

describe("Resolution", () => {
  it("Resolution: magic reset, passive goblins turn aggressive (healed), empty portals refilled passive from the supply, movement cards reset, first player passes, round advances", () => {
    const s = lastToRest(3);
    s.magicSpace = 6;
    const [a, b, c] = portalRegions(s) as [never, never, never];
    portalAt(s, a).goblin = { stance: "passive", damage: 0, dealtBy: [0, 0, 0, 0] };
    portalAt(s, b).goblin = { stance: "aggressive", damage: 3, dealtBy: [3, 0, 0, 0] };
    portalAt(s, c).goblin = null;
    const supply = s.goblins.supply;
    for (const m of s.movementCards) m.used = true;
    s.firstPlayerToken = "no-quest";
    const row = [...s.quests.row];
    const cur = rest(s);
    expect(cur.magicSpace).toBe(0);
    expect(portalAt(cur, a).goblin).toMatchObject({ stance: "aggressive", damage: 0 });
    expect(portalAt(cur, b).goblin).toMatchObject({ stance: "aggressive", damage: 0 });
    expect(portalAt(cur, c).goblin).toMatchObject({ stance: "passive", damage: 0 });
    expect(cur.goblins.supply).toBe(supply - 1);
    expect(cur.movementCards.every((m) => !m.used)).toBe(true);
    expect(cur.quests.row).toEqual(row); // token on its crossed-out side: nothing discarded
    expect(cur.firstPlayer).toBe(1);
    expect(cur.firstPlayerToken).toBe("quest");
    expect(cur.round).toBe(2);
    expect(cur.phase).toBe("day");
    expect(cur.decision).toEqual({ kind: "choose-movement-card", player: 1 });
  });

  it("Resolution: empty portals stay empty when the supply is out", () => {
    const s = lastToRest();
    const [a] = portalRegions(s) as [never];
    portalAt(s, a).goblin = null;
    s.goblins.supply = 0;
    const cur = rest(s);
    expect(portalAt(cur, a).goblin).toBeNull();
    expect(cur.goblins.supply).toBe(0);
  });

  it("Resolution: with the token on its quest side the rightmost quest is discarded and a new one dealt on the left", () => {
    const s = lastToRest();
    s.firstPlayerToken = "quest";
    s.quests.row = ["quest-move-row", "quest-treasure-ice-1", "quest-move-column"];
    s.quests.deck = [
      "quest-treasure-fire-1",
      ...s.quests.deck.filter((q) => !["quest-treasure-fire-1", ...s.quests.row].includes(q)),
    ];
    s.quests.discard = [];
    const cur = rest(s);
    expect(cur.quests.row).toEqual(["quest-treasure-fire-1", "quest-move-row", "quest-treasure-ice-1"]);
    expect(cur.quests.discard).toEqual(["quest-move-column"]);
  });

  it("CLARIFICATIONS 1 (Round-end quest refill): the row keeps a Movement and a Treasure quest", () => {
    const s = lastToRest();
    s.firstPlayerToken = "quest";
    s.quests.row = ["quest-move-row", "quest-move-column", "quest-treasure-ice-1"];
    const rest0 = s.quests.deck.filter(
      (q) => !["quest-move-diagonal", "quest-treasure-fire-1", ...s.quests.row].includes(q),
    );
    s.quests.deck = ["quest-move-diagonal", "quest-treasure-fire-1", ...rest0];
    s.quests.discard = [];
    const cur = rest(s);
    const kinds = cur.quests.row.map((q) => kindOf(cur, q));
    expect(cur.quests.row).toHaveLength(3);
    expect(kinds).toContain("movement");
    expect(kinds).toContain("treasure");
    // discard the rightmost (treasure), deal a movement card -> no treasure -> discard the rightmost again, deal the treasure
    expect(cur.quests.row).toEqual(["quest-treasure-fire-1", "quest-move-diagonal", "quest-move-row"]);
    expect(cur.quests.discard).toEqual(["quest-treasure-ice-1", "quest-move-column"]);
  });

  it("Resolution: the first player token passes clockwise, wrapping to seat 0", () => {
    const s = lastToRest(2);
    s.firstPlayer = 1;
    const cur = rest(s);
    expect(cur.firstPlayer).toBe(0);
  });
});

describe("Night Phase: the start", () => {
  it("Night Phase: after the 4th Day turn every player adventures and the first player holds the dice", () => {
    for (const [seed, players] of [
      [11, 2],
      [12, 3],
      [13, 4],
    ] as const) {
      let state = createGame({ seed, players, firstPlayer: players - 1 });
      let guard = 0;
      while (state.phase !== "night" && guard++ < 500) state = reduce(state, legalActions(state)[0]!);
      expect(state.phase).toBe("night");
      expect(state.round).toBe(1);
      expect(state.night!.adventuring).toEqual(Array(players).fill(true));
      expect(state.decision).toEqual({ kind: "adventure-or-rest", player: players - 1 });
      expect(state.movementCards.filter((m) => m.used)).toHaveLength(4);
    }
  });
});

describe("Game End", () => {
  it("Game End: the game ends after the Night of round 5 (no Resolution), with final scores", () => {
    const s = lastToRest(2, 5);
    s.magicSpace = 5;
    const beforeFinal = scores(s);
    expect(beforeFinal.final).toBe(false);
    expect(isGameOver(s as GameState)).toBe(false);
    const cur = rest(s);
    expect(isGameOver(cur as GameState)).toBe(true);
    expect(cur.phase).toBe("ended");
    expect(cur.decision).toBeNull();
    expect(cur.round).toBe(5);
    expect(cur.magicSpace).toBe(5); // no resolution after the last Night
    expect(legalActions(cur as GameState)).toEqual([]);
    expect(scores(cur as GameState).final).toBe(true);
  });

  it("Game End: round 4's Night is followed by Resolution and round 5", () => {
    const cur = rest(lastToRest(2, 4));
    expect(cur.phase).toBe("day");
    expect(cur.round).toBe(5);
    expect(isGameOver(cur as GameState)).toBe(false);
  });
});
