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
 * - `begin-night`: the Night phase;
 * - `offer-gain`, `gain-item`: gains that may need a choice;
 * - `arrive`, `check-movement-quests`: what follows a move;
 * - `complete-temple`, `advance-legendary`: the rewards of a completed temple.
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
  | { readonly kind: "begin-night" }
  | { readonly kind: "offer-gain"; readonly player: number; readonly reason: string }
  | { readonly kind: "gain-item"; readonly player: number; readonly item: string }
  | { readonly kind: "arrive"; readonly player: number; readonly hero: number }
  | { readonly kind: "check-movement-quests"; readonly player: number }
  | { readonly kind: "complete-temple"; readonly player: number; readonly temple: string; readonly byDay: boolean }
  | { readonly kind: "advance-legendary"; readonly player: number; readonly temple: string };
