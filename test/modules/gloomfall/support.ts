/**
 * Scenario builders for the GloomFall module's tests, over the shared day-scenario helpers.
 */
import { createGame, type Action } from "../../../src/index";
import { cellOfCard, mutable, putHero, setGrotto, sideOf, type S } from "../../support/scenario";

/** The gloom effect on the gloom face of each grotto card of the reference pack. */
export const GLOOM_EFFECT_CARD: Readonly<Record<string, string>> = {
  "gloom-foot-move-other-heroes": "grotto-1",
  "gloom-power-then-roll": "grotto-2",
  "gloom-move-to-treasure-temple": "grotto-3",
  "gloom-roll-for-magic": "grotto-4",
  "gloom-health-per-hero-inland": "grotto-5",
  "gloom-roll-for-attack": "grotto-6",
  "gloom-spend-power-temple-2": "grotto-7",
};

/** A fresh mutable GloomFall game (seat 0 first). */
export function gloomGame(
  players = 2,
  seed: string | number = "gloom-scenario",
  chance: "seeded" | "external" = "seeded",
): S {
  return mutable(createGame({ seed, players, firstPlayer: 0, modules: ["gloomfall"], chance }));
}

/** Player 0's hero 0 stands on the grotto of `effect` with the grotto decision open; heroes 1 and 2 at home. */
export function onGloomGrotto(
  effect: string,
  options: { seed?: string; chance?: "seeded" | "external"; players?: number } = {},
): S {
  const s = gloomGame(options.players ?? 2, options.seed ?? "gloom-grotto", options.chance ?? "seeded");
  const cell = cellOfCard(s, GLOOM_EFFECT_CARD[effect]!);
  putHero(s, 0, 0, sideOf(s, cell, "grotto"));
  setGrotto(s, 0, 0, effect);
  return s;
}

/** A use-grotto action of player 0 with the given parameters. */
export const use = (extra: Record<string, unknown> = {}): Action => ({ type: "use-grotto", player: 0, ...extra });

/** The skip-grotto action of player 0. */
export const skip: Action = { type: "skip-grotto", player: 0 };
