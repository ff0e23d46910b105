/**
 * Unit tests of `src/core/shared-data.ts` and of the shared actions built on it
 * (`src/rules/seat-actions.ts`, the move actions): a value the library made, froze whole and
 * recorded is taken uncopied by `plainAction`, where any other value (even an equal one) is copied
 * and checked as before. A property test plays random games of every configuration and holds
 * that each shared listed action is exactly what the copy would have made, and that applying the
 * listed action or a caller's JSON copy of it gives the same game.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSharedData, shareFrozen } from "../../src/core/shared-data";
import { plainAction } from "../../src/engine/plain-action";
import { chooseGainAction, movementCardAction, seatAction } from "../../src/rules/seat-actions";
import { IllegalActionError, Simulator, type Action } from "../../src/index";
import { CONFIGURATIONS, optionsFor } from "../contract/configurations";

describe("shareFrozen and isSharedData", () => {
  it("freezes and records the value itself; an equal fresh value is not shared", () => {
    const nested = Object.freeze({ cell: 3, side: "left" });
    const value = { type: "move", player: 1, hero: 0, to: nested };
    expect(shareFrozen(value)).toBe(value);
    expect(Object.isFrozen(value)).toBe(true);
    expect(isSharedData(value)).toBe(true);
    expect(isSharedData({ type: "move", player: 1, hero: 0, to: nested })).toBe(false);
    expect(isSharedData(nested)).toBe(false);
    for (const other of [null, undefined, 0, "move", true]) expect(isSharedData(other)).toBe(false);
  });

  it("refuses what a copy would change or could not share: unfrozen nesting, undefined, -0, NaN, non-plain objects", () => {
    const refused: object[] = [
      { to: { cell: 1 } }, // a nested object not frozen
      { forge: undefined }, // a copy drops it
      { amount: -0 }, // a copy makes it 0
      { amount: Number.NaN },
      { at: Object.freeze(new Date(0)) },
      { list: Object.freeze([1, , 3]) }, // sparse
      { id: "x".repeat(1000) },
      { f: () => 1 },
    ];
    for (const value of refused) {
      expect(() => shareFrozen(value), JSON.stringify(value) ?? "value").toThrow(TypeError);
      expect(isSharedData(value)).toBe(false);
    }
  });

  it("a shared value cannot be changed by a caller (strict-mode writes throw)", () => {
    const action = seatAction("idle", 2);
    expect(() => {
      (action as { player: number }).player = 0;
    }).toThrow(TypeError);
    expect(action.player).toBe(2);
  });
});

describe("plainAction takes shared actions uncopied", () => {
  it("returns a shared action itself, and copies an equal caller's action", () => {
    const shared = seatAction("adventure", 1);
    expect(plainAction(shared)).toBe(shared);
    const mine = { type: "adventure", player: 1 };
    const copy = plainAction(mine);
    expect(copy).not.toBe(mine);
    expect(copy).toEqual(mine);
  });
});

describe("Simulator.apply and the list it made", () => {
  it("a shared action of the current list applies as applyIndex does; a stale one is checked again", () => {
    const listed = Simulator.create({ seed: "stale", players: 3 });
    const indexed = listed.clone();
    const first = listed.legalActions();
    const at = first.findIndex((a) => isSharedData(a));
    expect(at).toBeGreaterThanOrEqual(0);
    const card = first[at] as Action;
    expect(listed.apply(card)).toEqual(indexed.apply(card));
    indexed.legalActions();
    expect(listed.hash()).toBe(indexed.hash());
    // The same frozen object, once the position has moved on, is no longer legal (the card is used)
    // and must be refused: the list it came from was made for another position.
    listed.legalActions();
    expect(() => listed.apply(card)).toThrow(IllegalActionError);
    expect(listed.hash()).toBe(indexed.hash());
  });
});

describe("the shared actions of the rules", () => {
  it("one frozen object per type and seat; a seat beyond the table gets a fresh, unshared one", () => {
    expect(seatAction("rest", 0)).toBe(seatAction("rest", 0));
    expect(seatAction("rest", 0)).not.toBe(seatAction("rest", 1));
    expect(seatAction("finish", 3)).toEqual({ type: "finish", player: 3 });
    expect(isSharedData(seatAction("take-damage", 1))).toBe(true);
    const far = seatAction("idle", 99);
    expect(far).toEqual({ type: "idle", player: 99 });
    expect(isSharedData(far)).toBe(false);
    expect(chooseGainAction(1, "power")).toBe(chooseGainAction(1, "power"));
    expect(chooseGainAction(1, "power")).toEqual({ type: "choose-gain", player: 1, stat: "power" });
    expect(chooseGainAction(1, "health")).not.toBe(chooseGainAction(1, "power"));
  });

  it("a movement card choice is shared per seat and place, and made again when another card stands there", () => {
    const horse = movementCardAction(2, 0, "horse");
    expect(movementCardAction(2, 0, "horse")).toBe(horse);
    const raft = movementCardAction(2, 0, "raft");
    expect(raft).toEqual({ type: "choose-movement-card", player: 2, card: "raft" });
    expect(movementCardAction(2, 0, "raft")).toBe(raft);
    expect(isSharedData(horse)).toBe(true);
    // A long id (only a tampered or odd pack has one) is never shared.
    expect(isSharedData(movementCardAction(2, 1, "c".repeat(100)))).toBe(false);
  });

  it("in random games of every configuration, each shared listed action is what the copy makes, and applying it or a caller's copy gives the same game", () => {
    let sharedSeen = 0;
    fc.assert(
      fc.property(
        fc.constantFrom(...CONFIGURATIONS),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.nat(), { minLength: 60, maxLength: 120 }),
        (config, seed, picks) => {
          const listedSim = Simulator.create(optionsFor(config, seed));
          const copiedSim = listedSim.clone();
          for (const pickAt of picks) {
            if (listedSim.isGameOver()) break;
            const listed = listedSim.legalActions();
            const action = listed[pickAt % listed.length] as Action;
            if (isSharedData(action)) {
              sharedSeen++;
              const copy = JSON.parse(JSON.stringify(action)) as Action;
              expect(plainAction(action)).toEqual(copy);
              expect(Object.isFrozen(action)).toBe(true);
            }
            listedSim.apply(action);
            copiedSim.apply(JSON.parse(JSON.stringify(action)) as Action);
            expect(copiedSim.hash()).toBe(listedSim.hash());
          }
        },
      ),
      { numRuns: 40 },
    );
    expect(sharedSeen).toBeGreaterThan(200);
  });
});
