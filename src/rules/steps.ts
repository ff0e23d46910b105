/**
 * The base game's automatic steps. Each is a named, serializable unit of work the kernel runs in
 * queue order; a step may queue more steps or open a decision. Modules add their own kinds and
 * override handlers by kind.
 *
 * @module
 */

/**
 * Every automatic step of the base game.
 *
 * - setup steps, in the order `hooks.setupSteps` lists them;
 * - `begin-round`, `begin-day`, `begin-day-turn`, `day-player-turn`, `end-day-turn`: the round and
 *   Day flow;
 * - `begin-night`: the Night phase.
 *
 * @example
 * ```ts
 * const s: Step = { kind: "begin-day-turn" };
 * ```
 */
export type Step =
  | { readonly kind: "setup-map" }
  | { readonly kind: "setup-players" }
  | { readonly kind: "setup-goblins" }
  | { readonly kind: "setup-movement-cards" }
  | { readonly kind: "setup-quests" }
  | { readonly kind: "setup-first-player" }
  | { readonly kind: "begin-round" }
  | { readonly kind: "begin-day" }
  | { readonly kind: "begin-day-turn" }
  | { readonly kind: "day-player-turn"; readonly player: number }
  | { readonly kind: "end-day-turn" }
  | { readonly kind: "begin-night" };
