/**
 * The Golden Mushrooms state check run by `parseState`, on a slice whose shape its schema
 * (`schema.ts`) has checked: the content's mushrooms are all accounted for, each upright exactly
 * when rescued, escorted or abandoned, captured only at a portal, no hero escorts two, no portal
 * holds two captured mushrooms, and none stands in a temple (escorted or abandoned).
 *
 * @module
 */
import { at } from "../../core/schema/index";
import type { RulesEnv, StateIssue } from "../../rules/game-types";
import { regionAt } from "../../rules/map/regions";
import type { GameState, RegionRef } from "../../rules/state";
import { GOLDEN_MUSHROOMS, mushroomsOf } from "./state";

const PATH = at(at("moduleState", GOLDEN_MUSHROOMS), "mushrooms");

/**
 * The problems of the Golden Mushrooms slice of a state (empty when consistent).
 *
 * @param state - a state that passed the base checks and the slice's schema
 * @param env - the rules environment
 * @returns the problems
 */
export function checkMushroomState(state: GameState, env: RulesEnv): StateIssue[] {
  const issues: StateIssue[] = [];
  const mushrooms = mushroomsOf(state);
  const count = env.content.goldenMushrooms.mushroomCount;
  if (mushrooms.length !== count)
    issues.push({ path: PATH, message: `expected ${count} mushrooms, found ${mushrooms.length}` });
  const escorts: string[] = [];
  const capturedAt: number[] = [];
  const kindAt = (ref: RegionRef): string => regionAt(state.map.cells, ref, env).kind;
  mushrooms.forEach(({ place, upright }, i) => {
    const bad = (message: string): void => void issues.push({ path: at(PATH, i), message });
    switch (place.where) {
      case "portal": {
        if (kindAt(place.region) !== "portal") bad("captured at a region that is not a portal");
        if (upright) bad("a captured mushroom lies down");
        // Golden Mushrooms, Placing New Mushrooms: only on a portal that has no mushroom.
        const key = place.region.cell * 2 + (place.region.side === "left" ? 0 : 1);
        if (capturedAt.includes(key)) bad("a second mushroom captured at one portal");
        capturedAt.push(key);
        break;
      }
      case "castle":
        if (!upright) bad("a rescued mushroom stands upright");
        break;
      case "hero": {
        const key = `${place.seat}/${place.hero}`;
        if (escorts.includes(key)) bad(`hero ${key} escorts a second mushroom`);
        escorts.push(key);
        if (!upright) bad("an escorted mushroom stands upright");
        // Golden Mushrooms, Escorting Mushrooms: a mushroom never follows its hero into a temple.
        const hero = state.players[place.seat]?.heroes[place.hero];
        if (hero !== undefined && kindAt(hero.at) === "temple")
          bad("escorted into a temple (a mushroom never follows its hero there)");
        break;
      }
      case "region":
        if (!upright) bad("an abandoned mushroom stands upright");
        // Abandoned where its hero began a move or was sent home from, never in a temple.
        else if (kindAt(place.region) === "temple") bad("abandoned in a temple (a mushroom never enters one)");
        break;
      case "supply":
        if (upright) bad("a mushroom in the supply lies down");
        break;
    }
  });
  return issues;
}
