/**
 * Issue 50, points 4 and 5: solo where it meets GloomFall and Golden Mushrooms, and the quests that
 * need an opponent (docs/rulings.md, "Solo with GloomFall", "Solo with GloomFall and Golden
 * Mushrooms" and "A quest that needs an opponent's castle").
 */
import { describe, expect, it } from "vitest";
import { createGame, legalActions, type Action, type GameOptions } from "../../../src/index";
import { castle } from "../golden-mushrooms/support";
import {
  act,
  actWithEvents,
  cellAt,
  home,
  mutable,
  putHero,
  regionsWhere,
  setMoveOrIdle,
  type S,
} from "../../support/scenario";

const choose = (cells: readonly number[]): Action =>
  ({ type: "solo/choose-aggressive-goblins", player: 0, cells }) as unknown as Action;

/** A solo game with `modules`, at the end of round 1's Night (external chance), every goblin passive, the first portal emptied by a defeat. */
function endOfSoloNight(modules: NonNullable<GameOptions["modules"]>): S {
  const s = mutable(createGame({ seed: "solo-meet", players: 1, modules, chance: "external" }));
  for (let h = 0; h < 3; h++) putHero(s, 0, h, castle(s, 0));
  s.phase = "night";
  s.day = null;
  s.night = { holder: 0, adventuring: [true] };
  s.decision = { kind: "adventure-or-rest", player: 0 };
  s.queue = [];
  for (const portal of s.goblins.portals) portal.goblin = { stance: "passive", damage: 0, dealtBy: [0, 0, 0, 0] };
  s.goblins.portals[0]!.goblin = null;
  s.players[0]!.goblinsDefeated = 1;
  s.goblins.supply -= 0;
  return s;
}

/** Rests, chooses the 3 lowest passive portals, and returns the state at the next round with the events. */
function restAndChoose(s: S) {
  const atChoice = act(s, { type: "rest", player: 0 });
  expect(atChoice.decision).toEqual({ kind: "solo/choose-aggressive-goblins", player: 0, count: 3 });
  const passive = atChoice.goblins.portals
    .filter((p) => p.goblin?.stance === "passive")
    .map((p) => p.at.cell)
    .sort((a, b) => a - b);
  const chosen = passive.slice(0, 3);
  const first = actWithEvents(atChoice, choose(chosen));
  let state = first.state;
  const all = [...first.events];
  // Golden Mushrooms: the solo player places any supply mushroom (the first legal portal).
  while (state.decision?.kind === "golden-mushrooms/place-mushroom") {
    const r = actWithEvents(state, legalActions(state)[0]!);
    state = r.state;
    all.push(...r.events);
  }
  return { state, events: all, chosen };
}

describe('docs/rulings.md, "Solo with GloomFall": exactly 3 goblins turn, and every new goblin arrives aggressive', () => {
  it("the 3 chosen passive goblins turn aggressive, the others stay passive, and the refilled portal's new goblin is aggressive: 4 aggressive", () => {
    const s = endOfSoloNight(["gloomfall"]);
    const emptied = s.goblins.portals[0]!.at;
    const { state, events, chosen } = restAndChoose(s);
    expect(events.filter((e) => e.type === "goblin-flipped").map((e) => e["cell"])).toEqual(chosen);
    for (const portal of state.goblins.portals) {
      const fresh = portal.at.cell === emptied.cell && portal.at.side === emptied.side;
      expect(portal.goblin?.stance, `portal on cell ${portal.at.cell}`).toBe(
        fresh || chosen.includes(portal.at.cell) ? "aggressive" : "passive",
      );
    }
    expect(state.goblins.portals.filter((p) => p.goblin?.stance === "aggressive")).toHaveLength(4);
  });

  it("without GloomFall the new goblin arrives passive: 3 aggressive (the solo rule alone)", () => {
    const { state } = restAndChoose(endOfSoloNight([]));
    expect(state.goblins.portals.filter((p) => p.goblin?.stance === "aggressive")).toHaveLength(3);
  });
});

describe('docs/rulings.md, "Solo with GloomFall and Golden Mushrooms"', () => {
  it("the new goblin arrives aggressive, and the solo player places the supply's mushroom by a portal without one", () => {
    const s = endOfSoloNight(["gloomfall", "golden-mushrooms"]);
    const slice = s.moduleState["golden-mushrooms"] as { mushrooms: { place: unknown; upright: boolean }[] };
    slice.mushrooms[0] = { place: { where: "supply" }, upright: false };
    const { state, events } = restAndChoose(s);
    expect(state.goblins.portals.filter((p) => p.goblin?.stance === "aggressive")).toHaveLength(4);
    const placed = events.filter((e) => e.type === "golden-mushrooms/placed");
    expect(placed).toHaveLength(1);
    expect([0, null]).toContain(placed[0]!["player"]);
  });
});

describe('docs/rulings.md, "A quest that needs an opponent\'s castle" (provisional): alone, any castle but your own', () => {
  /** A solo game with the opponent-castle quest in the row and hero 0 a Horse move from `target`. */
  function soloQuest(target: (s: S) => { cell: number; side: "left" | "right" }) {
    const s = mutable(createGame({ seed: "solo-quest", players: 1 }));
    const to = target(s);
    const row = s.map.cells[to.cell]!.row;
    putHero(s, 0, 0, { cell: cellAt(s, row, 2), side: "left" });
    s.quests.row = ["quest-treasure-ice-1", "quest-move-opponent-castle", "quest-treasure-fire-1"];
    setMoveOrIdle(s, 0, "horse");
    return { s, to };
  }
  const unusedCastle = (s: S) => regionsWhere(s, (r) => r.kind === "castle" && r["color"] !== s.players[0]!.color)[0]!;

  it("moving a hero into the castle of a colour nobody plays completes it", () => {
    const { s, to } = soloQuest(unusedCastle);
    const move: Action = { type: "move", player: 0, hero: 0, to };
    expect(legalActions(s).some((a) => JSON.stringify(a) === JSON.stringify(move))).toBe(true);
    const next = act(s, move);
    expect(next.players[0]!.completedQuests).toEqual(["quest-move-opponent-castle"]);
  });

  it("moving a hero into the player's own castle does not", () => {
    const { s, to } = soloQuest((x) => home(x, 0));
    const next = act(s, { type: "move", player: 0, hero: 0, to });
    expect(next.players[0]!.completedQuests).toEqual([]);
  });

  it("setup keeps the quest in the solo deck (the game is set up as for several players)", () => {
    const s = createGame({ seed: "solo-quest-setup", players: 1 });
    expect([...s.quests.deck, ...s.quests.row]).toContain("quest-move-opponent-castle");
  });

  it("with several players, the castle of a colour nobody plays still does not count", () => {
    const s = mutable(createGame({ seed: "multi-quest", players: 2 }));
    const played = new Set(s.players.map((p) => p.color));
    const to = regionsWhere(s, (r) => r.kind === "castle" && !played.has(r["color"] as never))[0]!;
    const row = s.map.cells[to.cell]!.row;
    putHero(s, 0, 0, { cell: cellAt(s, row, 2), side: "left" });
    s.quests.row = ["quest-treasure-ice-1", "quest-move-opponent-castle", "quest-treasure-fire-1"];
    setMoveOrIdle(s, 0, "horse");
    expect(act(s, { type: "move", player: 0, hero: 0, to }).players[0]!.completedQuests).toEqual([]);
  });
});
