/**
 * What a bot plays on: a full state as given, or a determinization of a player view, so every bot
 * accepts what an online client holds (its view) as well as a full state.
 *
 * @module
 */
import type { PlayerView } from "../engine/player-view";
import type { GameState } from "../engine/state";
import { determinize } from "./determinize";

/** Whether `input` is a player view (it has no RNG and names its viewer). */
export function isView(input: GameState | PlayerView): input is PlayerView {
  return input.rng === null && Object.hasOwn(input, "viewer");
}

/** A full state: `input` itself, or a determinization of a view seeded from the bot's generator. */
export function playable(input: GameState | PlayerView, random: () => number): GameState {
  return isView(input) ? determinize(input, Math.floor(random() * 2 ** 31)) : input;
}

/** Throws a TypeError unless `seed` is a string or a finite number (every bot's first parameter). */
export function assertSeed(seed: unknown, bot: string): void {
  if (typeof seed === "string" || (typeof seed === "number" && Number.isFinite(seed))) return;
  throw new TypeError(
    `${bot}(seed, options?): the seed must be a string or a finite number, not ${seed === null ? "null" : typeof seed}.`,
  );
}
