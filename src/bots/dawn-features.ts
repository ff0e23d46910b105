/**
 * The features of a position for one seat that the MCTS bot's dawn value weighs (`dawn-value.ts`):
 * the score, the counts the scoring table turns into points and the next step of each table, the
 * heuristic evaluation's expectation beyond the score, Health, Power, items and temple progress (at a
 * dawn no hero stands on a portal or obelisk mid-Night, so those terms of the evaluation are left out).
 *
 * @module
 */
import type { ScoreSheet } from "../rules/scoring/scores";
import { tablePoints } from "../rules/scoring/score-sources";
import type { GameState } from "../rules/state";
import type { RulesEnv } from "../rules/game-types";
import { regionAt } from "../rules/map/regions";
import { evaluateFor } from "./evaluate";

/** The names of the features, in the order `dawnFeatures` writes them. */
export const DAWN_FEATURES = [
  "score",
  "expectation",
  "quests",
  "questStep",
  "goblins",
  "goblinStep",
  "spellLevel",
  "spellStep",
  "legendarySteps",
  "health3",
  "healthOver3",
  "power",
  "items",
  "templeProgress",
] as const;

/** Writes the features of `seat` in `state` into `out` (length `DAWN_FEATURES.length`). */
export function dawnFeatures(
  state: GameState,
  seat: number,
  env: RulesEnv,
  sheet: ScoreSheet,
  out: Float64Array | number[],
): void {
  const player = state.players[seat]!;
  const score = sheet.players[seat]?.total ?? 0;
  const table = env.content.scoring;
  const quests = player.completedQuests.length;
  let legendarySteps = 0;
  for (const key in player.legendary) legendarySteps += player.legendary[key] ?? 0;
  let items = player.reserve.length;
  let templeProgress = 0;
  for (const hero of player.heroes) {
    items += hero.items.length;
    const region = regionAt(state.map.cells, hero.at, env);
    if (region.kind === "temple") {
      const length = env.index.temples.get(region.temple)?.tracks[env.hooks.mapFace]?.length ?? 4;
      templeProgress += Math.min(1, hero.templeSpace / length);
    }
  }
  out[0] = score;
  out[1] = evaluateFor(state, seat, env, sheet) - score;
  out[2] = quests;
  out[3] = tablePoints(table.quests, quests + 1) - tablePoints(table.quests, quests);
  out[4] = player.goblinsDefeated;
  out[5] = tablePoints(table.goblins, player.goblinsDefeated + 1) - tablePoints(table.goblins, player.goblinsDefeated);
  out[6] = player.spellLevel;
  out[7] = tablePoints(table.spells, player.spellLevel + 1) - tablePoints(table.spells, player.spellLevel);
  out[8] = legendarySteps;
  out[9] = Math.min(player.health, 3);
  out[10] = Math.max(0, player.health - 3);
  out[11] = player.power;
  out[12] = items;
  out[13] = templeProgress;
}
