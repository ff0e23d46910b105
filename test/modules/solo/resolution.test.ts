import { referencePack } from "../../../src/index";
import { describe, expect, it } from "vitest";
import { legalActions, type Action } from "../../../src/index";
import { soloState } from "../../../src/modules/solo/drafting";
import { act, actWithEvents, expectRejected, type S } from "../../support/scenario";
import { endOfNight } from "./support";

const choose = (cells: unknown): Action =>
  ({ type: "solo/choose-aggressive-goblins", player: 0, cells }) as unknown as Action;
const passiveCells = (s: S) =>
  s.goblins.portals
    .filter((p) => p.goblin?.stance === "passive")
    .map((p) => p.at.cell)
    .sort((a, b) => a - b);

/** The state after the solo player rests at the end of the Night, at the goblin choice. */
function atGoblinChoice(setup: (s: S) => void = () => {}): S {
  const s = endOfNight();
  setup(s);
  const next = act(s, { type: "rest", player: 0 });
  expect(next.decision).toEqual({ kind: "solo/choose-aggressive-goblins", player: 0, count: 3 });
  return next;
}

describe("Solo Variant Rules, Night Phase - Resolution", () => {
  it("the rightmost quest is always discarded and the row shifts right, whatever the (absent) token shows", () => {
    for (const token of ["quest", "no-quest"] as const) {
      const s = endOfNight();
      s.firstPlayerToken = token;
      for (const p of s.goblins.portals) if (p.goblin) p.goblin.stance = "aggressive";
      // A treasure and a movement quest on the left, so the refilled row needs no fixing.
      const all = [...s.quests.row, ...s.quests.deck];
      const kind = (id: string) => referencePack.quests.find((q) => q.id === id)!.kind;
      const t = all.find((id) => kind(id) === "treasure")!;
      const m = all.find((id) => kind(id) === "movement")!;
      const x = all.find((id) => id !== t && id !== m)!;
      s.quests.row = [t, m, x];
      s.quests.deck = all.filter((id) => id !== t && id !== m && id !== x);
      const row = [...s.quests.row];
      const { state, events } = actWithEvents(s, { type: "rest", player: 0 });
      const discarded = events.filter((e) => e.type === "quest-discarded");
      expect(discarded[0]).toEqual({ type: "quest-discarded", quest: row[2], reason: "resolution" });
      expect(state.quests.discard).toContain(row[2]);
      expect(discarded).toHaveLength(1);
      expect(state.quests.row.slice(1)).toEqual(row.slice(0, 2));
      expect(state.quests.row).toHaveLength(3);
      expect(state.round).toBe(2);
      expect(state.firstPlayer).toBe(0);
    }
  });

  it("with more than 3 passive goblins, the player chooses exactly 3 to turn aggressive; the others stay passive", () => {
    const s = atGoblinChoice();
    const passive = passiveCells(s);
    expect(passive).toHaveLength(7);
    const options = legalActions(s);
    expect(options).toHaveLength(35); // C(7, 3)
    for (const o of options)
      expect((o as unknown as { cells: number[] }).cells).toEqual(
        [...(o as unknown as { cells: number[] }).cells].sort((a, b) => a - b),
      );
    const chosen = [passive[1]!, passive[4]!, passive[6]!];
    const { state, events } = actWithEvents(s, choose(chosen));
    expect(events.filter((e) => e.type === "goblin-flipped").map((e) => e["cell"])).toEqual(chosen);
    for (const portal of state.goblins.portals) {
      expect(portal.goblin?.stance).toBe(chosen.includes(portal.at.cell) ? "aggressive" : "passive");
    }
    expect(state.round).toBe(2);
    expect(state.phase).toBe("day");
    expect(state.decision?.kind).toBe("solo/deal-movement-card"); // external chance: the next Day's first deal
    expect(soloState(state).offered).toEqual([]);
  });

  it("the goblins still heal", () => {
    const s = atGoblinChoice((x) => {
      for (const p of x.goblins.portals) if (p.goblin) p.goblin.damage = 3;
    });
    expect(s.goblins.portals.every((p) => p.goblin === null || p.goblin.damage === 0)).toBe(true);
  });

  it("illegal choices are refused with a code", () => {
    const s = atGoblinChoice((x) => {
      x.goblins.portals[0]!.goblin!.stance = "aggressive";
    });
    const passive = passiveCells(s);
    const aggressive = s.goblins.portals[0]!.at.cell;
    const noPortal = s.map.cells.findIndex((_, i) => !s.goblins.portals.some((p) => p.at.cell === i));
    expectRejected(s, choose([passive[0], passive[1]]), "GOBLIN_COUNT");
    expectRejected(s, choose([passive[0], passive[1], passive[2], passive[3]]), "GOBLIN_COUNT");
    expectRejected(s, choose([]), "GOBLIN_COUNT");
    expectRejected(s, choose([passive[0], passive[0], passive[1]]), "GOBLIN_DUPLICATE");
    expectRejected(s, choose([aggressive, passive[0], passive[1]].sort((a, b) => a! - b!)), "GOBLIN_NOT_PASSIVE");
    expectRejected(s, choose([noPortal, passive[0], passive[1]].sort((a, b) => a! - b!)), "GOBLIN_NOT_PASSIVE");
    expectRejected(s, choose([passive[2], passive[1], passive[0]]), "GOBLIN_ORDER");
    expectRejected(s, choose("1,2,3"), "MALFORMED_ACTION");
    expectRejected(s, choose([1.5, 2, 3]), "MALFORMED_ACTION");
    expectRejected(
      s,
      { type: "solo/choose-aggressive-goblins", player: 0, cells: passive.slice(0, 3), extra: 1 },
      "UNEXPECTED_FIELD",
    );
    expectRejected(
      s,
      { type: "solo/choose-aggressive-goblins", player: 1, cells: passive.slice(0, 3) },
      "NOT_YOUR_DECISION",
    );
  });

  it("with 3 passive goblins or fewer, all of them turn aggressive without a choice", () => {
    for (const keep of [3, 2, 0]) {
      const s = endOfNight();
      s.goblins.portals.forEach((p, i) => {
        if (p.goblin) p.goblin.stance = i < keep ? "passive" : "aggressive";
      });
      const { state, events } = actWithEvents(s, { type: "rest", player: 0 });
      expect(state.decision?.kind).not.toBe("solo/choose-aggressive-goblins");
      expect(events.filter((e) => e.type === "goblin-flipped")).toHaveLength(keep);
      expect(state.goblins.portals.every((p) => p.goblin?.stance === "aggressive")).toBe(true);
    }
  });

  it("empty portals are refilled after the choice with passive goblins", () => {
    const s = atGoblinChoice((x) => {
      x.goblins.portals[0]!.goblin = null;
      x.players[0]!.goblinsDefeated = 1;
      x.goblins.supply -= 0;
    });
    const passive = passiveCells(s);
    const state = act(s, choose(passive.slice(0, 3)));
    expect(state.goblins.portals[0]!.goblin).toMatchObject({ stance: "passive", damage: 0 });
  });
});

describe("Solo Variant Rules, Night Phase - Resolution: parseState and the goblin choice", () => {
  it("the solo state check refuses a pending choice of 3 goblins with 3 or fewer passive goblins (the rules would not ask it), and a count other than 3", async () => {
    const { checkSoloState } = await import("../../../src/modules/solo/check-state");
    const { envFor } = await import("../../../src/bots/bot-env");
    const at = atGoblinChoice();
    const onDecision = (s: S) =>
      checkSoloState(s as never, envFor(s as never)).filter((i) => i.path.startsWith("decision"));
    expect(onDecision(at)).toEqual([]);
    const few = JSON.parse(JSON.stringify(at)) as S;
    let keep = 3;
    for (const p of few.goblins.portals)
      if (p.goblin?.stance === "passive" && keep-- <= 0) p.goblin.stance = "aggressive";
    expect(passiveCells(few)).toHaveLength(3);
    expect(onDecision(few).map((i) => i.path)).toEqual(["decision"]);
    const two = JSON.parse(JSON.stringify(at)) as S & { decision: { count: number } };
    two.decision.count = 2;
    expect(onDecision(two).map((i) => i.path)).toEqual(["decision.count"]);
  });
});
