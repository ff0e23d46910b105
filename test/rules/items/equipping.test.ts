/**
 * Rulebook, Equipping Heroes (a gained item to a free hand or the player card; transfers on your own
 * castle); CLARIFICATIONS section 2.5 (items).
 */
import { describe, expect, it } from "vitest";
import { legalActions } from "../../../src/index";
import {
  act,
  canon,
  cellAt,
  expectRejected,
  home,
  newGame,
  putHero,
  setMoveOrIdle,
  type S,
} from "../../support/scenario";

/** A state that will give player 0 `item` as soon as any action resolves the open choose-gain. */
function aboutToGain(item: string, hands: string[][]): S {
  const s = newGame(2, "items");
  hands.forEach((items, h) => (s.players[0]!.heroes[h]!.items = items));
  s.players[0]!.health = 4;
  s.phase = "day";
  s.day = { turn: 0, leader: 0, card: "foot", moved: null, questTaken: false, treasureQuests: [] };
  s.decision = { kind: "choose-gain", player: 0, reason: "castle" };
  s.queue = [{ kind: "gain-item", player: 0, item }, { kind: "end-day-turn" }];
  return s;
}
const gainHealth = { type: "choose-gain", player: 0, stat: "health" } as const;

describe("Equipping Heroes", () => {
  it("Equipping Heroes: several heroes with a free hand — an equip-item decision among them", () => {
    const s = aboutToGain("bow", [["tome", "dagger"], ["lantern"], []]);
    const next = act(s, gainHealth);
    expect(next.decision).toEqual({ kind: "equip-item", player: 0, item: "bow" });
    expect(legalActions(next).map(canon).sort()).toEqual(
      [1, 2].map((hero) => canon({ type: "equip-item", player: 0, hero })).sort(),
    );
    expectRejected(next, { type: "equip-item", player: 0, hero: 0 }, "NO_FREE_HAND");
    const after = act(next, { type: "equip-item", player: 0, hero: 1 });
    expect(after.players[0]!.heroes[1]!.items).toEqual(["lantern", "bow"]);
  });

  it("Equipping Heroes: one hero with a free hand — equipped automatically", () => {
    const s = aboutToGain("bow", [["tome", "dagger"], ["lantern"], ["cloak", "pickaxe"]]);
    const next = act(s, gainHealth);
    expect(next.decision?.kind).toBe("choose-movement-card");
    expect(next.players[0]!.heroes[1]!.items).toEqual(["lantern", "bow"]);
  });

  it("Equipping Heroes: no free hand — kept on the player card (reserve)", () => {
    const s = aboutToGain("bow", [
      ["tome", "dagger"],
      ["lantern", "amulet"],
      ["cloak", "pickaxe"],
    ]);
    const next = act(s, gainHealth);
    expect(next.players[0]!.reserve).toEqual(["bow"]);
    expect(next.players[0]!.heroes.map((h) => h.items.length)).toEqual([2, 2, 2]);
  });

  /** Heroes 0 and 1 on their own castle, hero 2 away; items as given. */
  function transferScene(h0: string[], h1: string[], h2: string[], reserve: string[] = []): S {
    const s = newGame(2, "transfer");
    putHero(s, 0, 2, { cell: cellAt(s, 2, 2), side: "left" });
    s.players[0]!.heroes[0]!.items = h0;
    s.players[0]!.heroes[1]!.items = h1;
    s.players[0]!.heroes[2]!.items = h2;
    s.players[0]!.reserve = reserve;
    setMoveOrIdle(s, 0, "horse");
    return s;
  }
  const transfer = (item: string, to: number | "reserve") => ({ type: "transfer-item", player: 0, item, to }) as const;

  it("Equipping Heroes: transfers only among heroes on your OWN castle and the reserve, to a free hand", () => {
    const s = transferScene(["bow"], ["tome", "dagger"], ["cloak"], ["lantern"]);
    const offered = legalActions(s)
      .filter((a) => a.type === "transfer-item")
      .map(canon)
      .sort();
    expect(offered).toEqual(
      [
        transfer("bow", "reserve"),
        transfer("tome", 0),
        transfer("tome", "reserve"),
        transfer("dagger", 0),
        transfer("dagger", "reserve"),
        transfer("lantern", 0),
      ]
        .map(canon)
        .sort(),
    );
    expectRejected(s, transfer("bow", 2), "TRANSFER_NOT_ALLOWED"); // hero 2 is away
    expectRejected(s, transfer("cloak", 0), "TRANSFER_NOT_ALLOWED"); // held by an away hero
    expectRejected(s, transfer("bow", 1), "TRANSFER_NOT_ALLOWED"); // no free hand
    expectRejected(s, transfer("lantern", 2), "TRANSFER_NOT_ALLOWED");
  });

  it("Equipping Heroes: a hero on ANOTHER player's castle cannot take part", () => {
    const s = transferScene(["bow"], [], []);
    putHero(s, 0, 1, home(s, 1));
    expectRejected(s, transfer("bow", 1), "TRANSFER_NOT_ALLOWED");
  });

  it("Equipping Heroes: a transfer keeps the move-or-idle window open; each item at most twice per window", () => {
    const s = transferScene(["bow"], [], []);
    const next = act(s, transfer("bow", 1));
    expect(next.players[0]!.heroes[0]!.items).toEqual([]);
    expect(next.players[0]!.heroes[1]!.items).toEqual(["bow"]);
    expect(next.decision).toEqual({ kind: "move-or-idle", player: 0, card: "horse", transferred: ["bow"] });
    const back = act(next, transfer("bow", 0));
    expect(back.players[0]!.heroes[0]!.items).toEqual(["bow"]);
    expectRejected(back, transfer("bow", 1), "TRANSFER_NOT_ALLOWED");
    expect(legalActions(back).some((a) => a.type === "transfer-item")).toBe(false);
    // the player still moves or idles
    expect(act(back, { type: "idle", player: 0 }).decision?.kind).toBe("choose-movement-card");
  });
});
