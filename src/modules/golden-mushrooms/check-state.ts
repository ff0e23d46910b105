/**
 * The Golden Mushrooms state check run by `parseState`: the 7 mushrooms are all accounted for, each
 * in one valid place, upright exactly when rescued, escorted or abandoned, no hero escorts two, no
 * portal holds two captured mushrooms, and none stands in a temple (escorted or abandoned).
 *
 * @module
 */
import type { RulesEnv, StateIssue } from "../../rules/game-types";
import { regionAt } from "../../rules/map/regions";
import type { GameState, RegionRef } from "../../rules/state";
import { GOLDEN_MUSHROOMS } from "./state";

const PATH = `moduleState.${GOLDEN_MUSHROOMS}`;

function isRegion(state: GameState, value: unknown): value is RegionRef {
  const ref = value as { cell?: unknown; side?: unknown } | null;
  return (
    typeof ref === "object" && ref !== null && Number.isInteger(ref.cell) && (ref.side === "left" || ref.side === "right") &&
    (ref.cell as number) >= 0 && (ref.cell as number) < state.map.cells.length
  );
}

/**
 * The problems of the Golden Mushrooms slice of a state (empty when consistent).
 *
 * @param state - a state that passed the base checks
 * @param env - the rules environment
 * @returns the problems
 */
export function checkMushroomState(state: GameState, env: RulesEnv): StateIssue[] {
  const issues: StateIssue[] = [];
  const slice = state.moduleState[GOLDEN_MUSHROOMS] as { mushrooms?: unknown } | undefined;
  const mushrooms = slice?.mushrooms;
  if (!Array.isArray(mushrooms)) return [{ path: `${PATH}.mushrooms`, message: "expected the list of mushrooms" }];
  const count = env.content.goldenMushrooms.mushroomCount;
  if (mushrooms.length !== count) issues.push({ path: `${PATH}.mushrooms`, message: `expected ${count} mushrooms, found ${mushrooms.length}` });
  const escorts: string[] = [];
  const capturedAt: number[] = [];
  const kindAt = (ref: RegionRef): string => regionAt(state.map.cells, ref, env).kind;
  mushrooms.forEach((m: unknown, i) => {
    const path = `${PATH}.mushrooms[${i}]`;
    const { place, upright } = (m ?? {}) as { place?: Record<string, unknown>; upright?: unknown };
    const where = place?.["where"];
    const bad = (message: string): void => void issues.push({ path, message });
    if (typeof upright !== "boolean") return bad("`upright` must be true or false");
    switch (where) {
      case "portal":
        if (!isRegion(state, place?.["region"]) || regionAt(state.map.cells, place["region"] as RegionRef, env).kind !== "portal") bad("captured at a region that is not a portal");
        if (upright) bad("a captured mushroom lies down");
        if (isRegion(state, place?.["region"])) {
          // Golden Mushrooms, Placing New Mushrooms: only on a portal that has no mushroom.
          const ref = place["region"] as RegionRef;
          const key = ref.cell * 2 + (ref.side === "left" ? 0 : 1);
          if (capturedAt.includes(key)) bad("a second mushroom captured at one portal");
          capturedAt.push(key);
        }
        break;
      case "castle":
        if (state.players[place?.["seat"] as number] === undefined) bad("in the castle of a seat that does not play");
        if (!upright) bad("a rescued mushroom stands upright");
        break;
      case "hero": {
        const key = `${String(place?.["seat"])}/${String(place?.["hero"])}`;
        if (state.players[place?.["seat"] as number]?.heroes[place?.["hero"] as number] === undefined) bad("escorted by a hero that does not exist");
        if (escorts.includes(key)) bad(`hero ${key} escorts a second mushroom`);
        escorts.push(key);
        if (!upright) bad("an escorted mushroom stands upright");
        {
          // Golden Mushrooms, Escorting Mushrooms: a mushroom never follows its hero into a temple.
          const hero = state.players[place?.["seat"] as number]?.heroes[place?.["hero"] as number];
          if (hero !== undefined && kindAt(hero.at) === "temple") bad("escorted into a temple (a mushroom never follows its hero there)");
        }
        break;
      }
      case "region":
        if (!isRegion(state, place?.["region"])) bad("abandoned in a region that does not exist");
        if (!upright) bad("an abandoned mushroom stands upright");
        // Abandoned where its hero began a move or was sent home from, never in a temple.
        else if (isRegion(state, place?.["region"]) && kindAt(place["region"] as RegionRef) === "temple") bad("abandoned in a temple (a mushroom never enters one)");
        break;
      case "supply":
        if (upright) bad("a mushroom in the supply lies down");
        break;
      default:
        bad(`unknown place ${JSON.stringify(where)}`);
    }
  });
  return issues;
}
