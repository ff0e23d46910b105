/**
 * Rulebook, Quest Cards (Movement Quests), The Quest Card Row, Flip the First Player Token;
 * CLARIFICATIONS section 1 (movement quests, quests per turn).
 */
import { describe, expect, it } from "vitest";
import {
  act,
  cellAt,
  expectRejected,
  home,
  move,
  newGame,
  putHero,
  setMoveOrIdle,
  type S,
} from "../../support/scenario";

type Ref = { cell: number; side: "left" | "right" };

/** Player 0: heroes 1 and 2 on their home castle; hero 0 on a card next to it (same row). */
function gather(row: string[]): { s: S; castle: Ref } {
  const s = newGame(2, "quests");
  const castle = home(s, 0) as Ref;
  const c = s.map.cells[castle.cell]!;
  const beside = cellAt(s, c.row, c.col === 1 ? 2 : 2); // castles are at columns 1 and 3; column 2 is always next to them
  putHero(s, 0, 0, { cell: beside, side: "left" });
  // Heroes in a line stand one per card (docs/rulings.md, "Heroes in a line"): put heroes 1 and 2
  // on two other cards of the castle's row, so moving hero 0 home completes the line.
  const others = s.map.cells.flatMap((cell, i) => (cell.row === c.row && i !== castle.cell && i !== beside ? [i] : []));
  putHero(s, 0, 1, { cell: others[0]!, side: "left" });
  putHero(s, 0, 2, { cell: others[1]!, side: "left" });
  s.quests.row = row;
  setMoveOrIdle(s, 0, "horse");
  return { s, castle };
}

describe("Movement Quests", () => {
  it("Movement Quests: a move that meets one quest takes it and applies its reward", () => {
    const { s, castle } = gather(["quest-treasure-ice-1", "quest-move-row", "quest-treasure-fire-1"]);
    s.players[0]!.power = 0;
    const deckTop = s.quests.deck[0]!;
    const next = act(s, move(0, 0, castle));
    expect(next.players[0]!.completedQuests).toEqual(["quest-move-row"]);
    expect(next.players[0]!.power).toBe(3); // castle arrival +1 (Health is at max), quest +2
    // The Quest Card Row: the cards left of the taken one slide right, the new card comes in on the left
    expect(next.quests.row).toEqual([deckTop, "quest-treasure-ice-1", "quest-treasure-fire-1"]);
    expect(next.quests.deck).toEqual(s.quests.deck.slice(1));
  });

  it("Movement Quests: the reward is capped at the maximum", () => {
    const { s, castle } = gather(["quest-treasure-ice-1", "quest-move-row", "quest-treasure-fire-1"]);
    s.players[0]!.power = 2;
    expect(act(s, move(0, 0, castle)).players[0]!.power).toBe(3);
  });

  it("The Quest Card Row: taking the rightmost card slides the other two right", () => {
    const { s, castle } = gather(["quest-treasure-ice-1", "quest-treasure-fire-1", "quest-move-row"]);
    const next = act(s, move(0, 0, castle));
    expect(next.quests.row).toEqual([s.quests.deck[0], "quest-treasure-ice-1", "quest-treasure-fire-1"]);
  });

  it("CLARIFICATIONS 1 (Movement quests): heroes already in position and idling do not complete it", () => {
    const { s, castle } = gather(["quest-treasure-ice-1", "quest-move-row", "quest-treasure-fire-1"]);
    putHero(s, 0, 0, castle);
    const next = act(s, { type: "idle", player: 0 });
    expect(next.players[0]!.completedQuests).toEqual([]);
    expect(next.quests.row).toEqual(s.quests.row);
  });

  it("CLARIFICATIONS 1 (Movement quests): moving a hero that is not part of the requirement does not complete it", () => {
    const s = newGame(2, "quests-opp");
    putHero(s, 0, 0, home(s, 1)); // already in an opponent's castle
    putHero(s, 0, 1, { cell: cellAt(s, 2, 2), side: "left" });
    s.quests.row = ["quest-treasure-ice-1", "quest-move-opponent-castle", "quest-treasure-fire-1"];
    setMoveOrIdle(s, 0, "foot");
    const next = act(s, move(0, 0 + 1, { cell: cellAt(s, 1, 2), side: "left" }));
    expect(next.players[0]!.completedQuests).toEqual([]);
  });

  it("Movement Quests: moving a hero into an opponent's castle completes that quest", () => {
    const s = newGame(2, "quests-opp");
    const target = home(s, 1) as Ref;
    const t = s.map.cells[target.cell]!;
    putHero(s, 0, 0, { cell: cellAt(s, t.row, 2), side: "left" });
    s.players[0]!.health = 3;
    s.quests.row = ["quest-treasure-ice-1", "quest-move-opponent-castle", "quest-treasure-fire-1"];
    setMoveOrIdle(s, 0, "horse");
    const next = act(s, move(0, 0, target));
    expect(next.players[0]!.completedQuests).toEqual(["quest-move-opponent-castle"]);
    expect(next.players[0]!.health).toBe(6); // castle +1, quest +2
  });

  it("The Quest Card Row (note): several quests met — choose one; the others stay; no second quest this turn", () => {
    // After the move the three heroes stand on three coast cards of one row: both met.
    const { s, castle } = gather(["quest-move-coast-3", "quest-move-row", "quest-move-inland-3"]);
    // A Treasure quest on top of the deck, so the refill restores the row's mix without discarding.
    s.quests.deck = [
      ...s.quests.deck.filter((q) => q.startsWith("quest-treasure")),
      ...s.quests.deck.filter((q) => !q.startsWith("quest-treasure")),
    ];
    const deckTop = s.quests.deck[0]!;
    const next = act(s, move(0, 0, castle));
    expect(next.decision).toEqual({
      kind: "choose-quest",
      player: 0,
      options: ["quest-move-coast-3", "quest-move-row"],
    });
    expectRejected(next, { type: "choose-quest", player: 0, quest: "quest-move-inland-3" }, "QUEST_NOT_OFFERED");
    const after = act(next, { type: "choose-quest", player: 0, quest: "quest-move-coast-3" });
    expect(after.players[0]!.completedQuests).toEqual(["quest-move-coast-3"]);
    expect(after.quests.row).toEqual([deckTop, "quest-move-row", "quest-move-inland-3"]);
    expect(after.decision?.kind).toBe("choose-movement-card");
  });

  it("Game Setup (always at least 1 Movement and 1 Treasure quest face up): a quest taken mid-round that leaves no Movement quest is made good at once: rightmost discarded, new cards drawn until the mix is back", () => {
    const { s, castle } = gather(["quest-treasure-ice-1", "quest-move-row", "quest-treasure-fire-1"]);
    const treasures = s.quests.deck.filter((q) => q.startsWith("quest-treasure"));
    const movements = s.quests.deck.filter((q) => !q.startsWith("quest-treasure"));
    // Two Treasure quests on top of the deck, then a Movement quest.
    s.quests.deck = [treasures[0]!, treasures[1]!, movements[0]!, ...treasures.slice(2), ...movements.slice(1)];
    s.quests.discard = [];
    const next = act(s, move(0, 0, castle));
    expect(next.players[0]!.completedQuests).toEqual(["quest-move-row"]);
    // [T0, ice-1, fire-1] has no Movement quest: fire-1 goes, T1 comes in; [T1, T0, ice-1]: ice-1
    // goes, M0 comes in: [M0, T1, T0].
    expect(next.quests.row).toEqual([movements[0], treasures[1], treasures[0]]);
    expect(next.quests.discard).toEqual(["quest-treasure-fire-1", "quest-treasure-ice-1"]);
    expect(next.quests.deck).toEqual(s.quests.deck.slice(3));
  });

  it("The Quest Card Row: an empty deck reshuffles the discard pile", () => {
    const { s, castle } = gather(["quest-treasure-ice-1", "quest-move-row", "quest-treasure-fire-1"]);
    s.quests.deck = [];
    s.quests.discard = ["quest-move-apart", "quest-move-diagonal"];
    const next = act(s, move(0, 0, castle));
    expect(next.quests.row).toHaveLength(3);
    expect(["quest-move-apart", "quest-move-diagonal"]).toContain(next.quests.row[0]);
    expect(next.quests.discard).toEqual([]);
    expect([...next.quests.deck, next.quests.row[0]].sort()).toEqual(["quest-move-apart", "quest-move-diagonal"]);
  });

  it("The Quest Card Row: with deck and discard empty the row shrinks and play continues", () => {
    const { s, castle } = gather(["quest-treasure-ice-1", "quest-move-row", "quest-treasure-fire-1"]);
    s.quests.deck = [];
    s.quests.discard = [];
    const next = act(s, move(0, 0, castle));
    expect(next.quests.row).toEqual(["quest-treasure-ice-1", "quest-treasure-fire-1"]);
    expect(next.decision?.kind).toBe("choose-movement-card");
  });

  it("Flip the First Player Token: the first quest taken by day flips it to no-quest; it stays flipped", () => {
    const { s, castle } = gather(["quest-treasure-ice-1", "quest-move-row", "quest-treasure-fire-1"]);
    expect(s.firstPlayerToken).toBe("quest");
    expect(act(s, move(0, 0, castle)).firstPlayerToken).toBe("no-quest");
    const again = gather(["quest-treasure-ice-1", "quest-move-row", "quest-treasure-fire-1"]);
    again.s.firstPlayerToken = "no-quest";
    expect(act(again.s, move(0, 0, again.castle)).firstPlayerToken).toBe("no-quest");
  });

  it("Flip the First Player Token: no quest taken, no flip", () => {
    const { s } = gather(["quest-treasure-ice-1", "quest-move-apart", "quest-treasure-fire-1"]);
    expect(act(s, { type: "idle", player: 0 }).firstPlayerToken).toBe("quest");
  });
});
