/**
 * Golden Mushrooms events (issue 12, item 3): each change of a mushroom's place emits an event
 * naming the mushroom, and the "no silent changes" accounting holds on the rare moves random games
 * seldom reach (stealing, skipping a Golden Grotto).
 */
import { describe, expect, it } from "vitest";
import type { Action, GameEvent, GameState, RegionRef } from "../../../src/index";
import { unexplained } from "../../contract/event-accounting";
import { actWithEvents, putHero, setMoveOrIdle } from "../../support/scenario";
import { at, castle, gmGame, setMushrooms } from "./support";

const mv = (player: number, hero: number, to: RegionRef, mushroom?: string): Action =>
  (mushroom === undefined
    ? { type: "move", player, hero, to: { cell: to.cell, side: to.side } }
    : { type: "move", player, hero, to: { cell: to.cell, side: to.side }, mushroom }) as Action;

function step(s: Parameters<typeof actWithEvents>[0], action: Action) {
  const { state, events } = actWithEvents(s, action);
  expect(unexplained(s, state as GameState, events as readonly GameEvent[])).toEqual([]);
  return { state, events: events as readonly GameEvent[] };
}

describe("Golden Mushrooms events", () => {
  it("Stealing: `stolen` names the mushroom, the thief's hero and the robbed seat; escorting emits `escorted`", () => {
    const s = gmGame(3);
    setMushrooms(s, [{ where: "castle", seat: 1 }]);
    for (let h = 0; h < 3; h++) putHero(s, 1, h, at(s, 2, 3, h === 0 ? "portal" : "grotto"));
    putHero(s, 0, 0, castle(s, 1));
    putHero(s, 0, 1, castle(s, 1));
    setMoveOrIdle(s, 0, "horse");
    const to = at(s, 1, 4, "obelisk");
    const { events } = step(s, mv(0, 0, to, "steal"));
    expect(events).toContainEqual({ type: "golden-mushrooms/stolen", mushroom: 0, player: 0, hero: 0, from: 1 });
    expect(events).toContainEqual({ type: "golden-mushrooms/escorted", mushroom: 0, player: 0, hero: 0, to });
  });

  it("Escorting: `carried` out of the own castle, `abandoned` by choice where the hero starts", () => {
    const s = gmGame();
    setMushrooms(s, [{ where: "castle", seat: 0 }]);
    setMoveOrIdle(s, 0, "horse");
    const carried = step(s, mv(0, 0, at(s, 1, 2, "portal"), "carry"));
    expect(carried.events.filter((e) => e.type.startsWith("golden-mushrooms/")).map((e) => e.type)).toEqual([
      "golden-mushrooms/carried",
      "golden-mushrooms/escorted",
    ]);
    const t = gmGame();
    setMushrooms(t, [{ where: "hero", seat: 0, hero: 0 }]);
    const from = at(t, 1, 2, "portal");
    putHero(t, 0, 0, from);
    setMoveOrIdle(t, 0, "horse");
    const { events } = step(t, mv(0, 0, at(t, 1, 4, "obelisk"), "abandon"));
    expect(events).toContainEqual({
      type: "golden-mushrooms/abandoned",
      mushroom: 0,
      player: 0,
      hero: 0,
      at: from,
      castle: null,
      cause: "abandon",
    });
  });

  it("Using Mushrooms: `golden-grotto-used` names the mushroom sent to the supply; skipping emits `golden-grotto-skipped`", () => {
    const arriving = () => {
      const s = gmGame();
      setMushrooms(s, [{ where: "hero", seat: 0, hero: 0 }]);
      putHero(s, 0, 0, at(s, 2, 1, "portal"));
      setMoveOrIdle(s, 0, "horse");
      return step(s, mv(0, 0, at(s, 2, 2, "golden-grotto"))).state;
    };
    const used = step(arriving(), { type: "golden-mushrooms/use-golden-grotto", player: 0 });
    expect(used.events).toContainEqual({
      type: "golden-mushrooms/golden-grotto-used",
      mushroom: 0,
      player: 0,
      hero: 0,
      action: "golden-magic-surge",
      target: null,
    });
    const skipped = step(arriving(), { type: "golden-mushrooms/skip-golden-grotto", player: 0 });
    expect(skipped.events[0]).toEqual({
      type: "golden-mushrooms/golden-grotto-skipped",
      player: 0,
      hero: 0,
      action: "golden-magic-surge",
    });
  });

  it("the accounting notices a silent mushroom change (the steal without its event)", () => {
    const s = gmGame(3);
    setMushrooms(s, [{ where: "castle", seat: 1 }]);
    for (let h = 0; h < 3; h++) putHero(s, 1, h, at(s, 2, 3, h === 0 ? "portal" : "grotto"));
    putHero(s, 0, 0, castle(s, 1));
    setMoveOrIdle(s, 0, "horse");
    const { state, events } = actWithEvents(s, mv(0, 0, at(s, 1, 4, "obelisk"), "steal"));
    const silent = (events as readonly GameEvent[]).filter((e) => e.type !== "golden-mushrooms/stolen");
    expect(unexplained(s as GameState, state as GameState, silent).map((u) => u.change.path)).toContain(
      "moduleState.golden-mushrooms.mushrooms.0.place.where",
    );
  });
});
