/**
 * Every error code the engine produces, with the class that carries it and what it means. The
 * table in `docs/errors.md` is generated from this list, and a test scans the sources so that a
 * code cannot be thrown without being listed here (nor listed without being thrown).
 *
 * @module
 */
import type { ErrorClassName, ErrorCodeInfo } from "../core/errors";

export type { ErrorClassName, ErrorCodeInfo } from "../core/errors";
import type { ModuleErrorCode } from "./module-registry";

/** Builds one row of the table. */
const row = (thrownAs: ErrorClassName, meaning: string): ErrorCodeInfo => ({ thrownAs, meaning });

/** The engine's own codes, with their class and meaning (`ERROR_CODES` adds the built-in modules' codes). */
export const BASE_ERROR_CODES: { readonly [C in BaseErrorCode]: ErrorCodeInfo } = {
  // The shape of an action and whose turn it is (checked first, in this order).
  MALFORMED_ACTION: row(
    "IllegalActionError",
    "The action is not a plain object with a string `type`, or one of its fields is missing or of the wrong shape, or it is not plain JSON data (a getter, a Proxy whose traps throw, a cycle, a BigInt, a symbol, a function, a class instance, a sparse array, nesting deeper than 32 levels, more than 4096 values, a string longer than 1024 characters); the message names the field or the problem.",
  ),
  GAME_OVER: row("IllegalActionError", "The game is over: no action is expected."),
  STALE_LIST: row(
    "IllegalActionError",
    "`Simulator.applyIndex` was given an index into no list `legalActions()` made for this position.",
  ),
  UNKNOWN_ACTION_TYPE: row(
    "IllegalActionError",
    "No rule of this game (with its modules) has an action of this `type`.",
  ),
  NOT_YOUR_DECISION: row("IllegalActionError", "The action's player is not the one the pending decision belongs to."),
  WRONG_ACTION_TYPE: row(
    "IllegalActionError",
    "The right player, but an action type that does not answer the pending decision.",
  ),
  UNEXPECTED_FIELD: row("IllegalActionError", "The action has a field its type does not take; the message names it."),
  // Day: movement cards, moves, occupancy.
  UNKNOWN_CARD: row("IllegalActionError", "No movement card has this id."),
  CARD_USED: row("IllegalActionError", "This movement card was already used this round."),
  UNKNOWN_HERO: row("IllegalActionError", "The player has no hero of this index."),
  UNKNOWN_REGION: row("IllegalActionError", "The destination names a map cell that does not exist."),
  SAME_CARD: row("IllegalActionError", "A move must go to a different map card."),
  NOT_ON_COAST: row("IllegalActionError", "Only a hero on the coast can travel by Ship."),
  UNREACHABLE: row("IllegalActionError", "The chosen movement does not reach this destination."),
  TEMPLE_FULL: row("IllegalActionError", "The temple already holds two heroes."),
  TEMPLE_OWN_HERO: row("IllegalActionError", "The temple already holds a hero of this player."),
  PORTAL_OCCUPIED: row("IllegalActionError", "Another hero already attacks this goblin."),
  ONE_HERO_PER_PLAYER: row("IllegalActionError", "The region already holds a hero of this player."),
  // Items, quests, grottos, temples.
  NO_FREE_HAND: row("IllegalActionError", "The hero has no free hand for the item."),
  TRANSFER_NOT_ALLOWED: row(
    "IllegalActionError",
    "Items move only among your heroes at your castle and your player card, to a free hand, at most twice per item per turn.",
  ),
  QUEST_NOT_OFFERED: row("IllegalActionError", "The quest is not among the quests the decision offers."),
  QUEST_NOT_IN_DECK: row(
    "IllegalActionError",
    "A quest draw (external chance) names a card that is not among the unseen cards of the deck.",
  ),
  GROTTO_TARGET: row("IllegalActionError", "The hero named as the target of a grotto effect is not eligible for it."),
  UNKNOWN_EFFECT: row(
    "IllegalActionError",
    "The pending grotto decision names an effect no rule defines (a content pack without its handler).",
  ),
  NOT_IN_TEMPLE: row("IllegalActionError", "The hero is not on a temple track with a space ahead."),
  NOT_ENOUGH_SYMBOLS: row("IllegalActionError", "The symbols left cannot pay the hero's next temple space."),
  NOT_ENOUGH_POWER: row("IllegalActionError", "The player has too little Power for this."),
  ABILITY_NOT_AVAILABLE: row(
    "IllegalActionError",
    "This use of Forge Ahead, the Sword or the Staff is not possible now.",
  ),
  // Options.
  OPTIONS_NOT_OBJECT: row("InvalidOptionsError", "`createGame` was not given an options object."),
  OPTION_UNKNOWN: row(
    "InvalidOptionsError",
    "The options hold a key `createGame` does not know; the message names it.",
  ),
  OPTION_SEED: row("InvalidOptionsError", "`seed` is missing, empty or not a finite number."),
  OPTION_PLAYERS: row("InvalidOptionsError", "`players` is not an integer from 1 to 4."),
  OPTION_MODULES: row(
    "InvalidOptionsError",
    "`modules` is not an array of known module ids, lists one twice, or lists a module that does not play with this number of players (the 1-player variant with more than one).",
  ),
  MODULE_UNAVAILABLE: row("InvalidOptionsError", "The module id is known but not implemented in this version."),
  OPTION_DIFFICULTY: row(
    "InvalidOptionsError",
    "`difficulty` is unknown, or given for a game that composes no module with difficulty levels (the 1-player variant has them).",
  ),
  OPTION_COLORS: row(
    "InvalidOptionsError",
    "`colors` does not list one distinct colour of the content pack per player.",
  ),
  OPTION_FIRST_PLAYER: row("InvalidOptionsError", "`firstPlayer` is not a seat of this game."),
  OPTION_CHANCE: row("InvalidOptionsError", '`chance` is neither `"seeded"` nor `"external"`.'),
  OPTION_RULINGS: row(
    "InvalidOptionsError",
    "`rulings` is not an object, names an unknown ruling or value, or a ruling of a module the game does not compose.",
  ),
  SEAT: row("InvalidOptionsError", "`maxHealth` or `maxPower` was given a seat that is not a player of the game."),
  VIEWER: row(
    "InvalidOptionsError",
    '`playerView` was given a viewer that is neither a seat of the game nor `"spectator"`.',
  ),
  CONTENT_NOT_ENGINE_PACK: row(
    "InvalidOptionsError",
    "The `content` option of `createGame` is not the engine's own pack: create an engine for it with `createEngine({ content })`.",
  ),
  ENGINE_OPTIONS: row("InvalidOptionsError", "`createEngine` was not given an options object."),
  ENGINE: row("InvalidOptionsError", "`options.engine` is not an engine made by `createEngine`."),
  ENGINE_MODULES: row(
    "InvalidOptionsError",
    "`createEngine`'s `modules` is not a list of module objects, lists a module twice, or two modules declare the same kind, code, field type or ruling.",
  ),
  REPLAY_LOG: row("InvalidOptionsError", "`replay` was given an action log that is not an array."),
  // States.
  STATE_JSON: row("InvalidStateError", "`parseState` was given text that is not JSON."),
  STATE_NOT_OBJECT: row("InvalidStateError", "The state is not an object."),
  STATE_VERSION: row("InvalidStateError", "The state has another schema version than this engine reads."),
  STATE_MODULE: row("InvalidStateError", "The state names a module this engine does not provide."),
  STATE_MALFORMED: row(
    "InvalidStateError",
    "A field of the state is missing, unknown, of the wrong type or out of range; the message gives its path.",
  ),
  STATE_CONTENT_MISMATCH: row(
    "InvalidStateError",
    "The state belongs to another content pack (by fingerprint) than the engine's; use that pack's engine (`createEngine({ content })`).",
  ),
  STATE_IS_VIEW: row(
    "InvalidStateError",
    "A player view was given where a full state is needed (it hides the dice, so it cannot be played).",
  ),
  STATE_INCONSISTENT: row(
    "InvalidStateError",
    "The state disagrees with its content, with itself or with the rules (the map, the pieces, the decks, stat bounds, who shares a region, the pending decision, the queue).",
  ),
  STATE_CORRUPT: row("InvalidStateError", "The state is inconsistent in a way found while playing it."),
  STATE_UNKNOWN_DECISION: row(
    "InvalidStateError",
    "The state waits on a decision kind that no rule of its modules defines.",
  ),
  STATE_UNKNOWN_STEP: row("InvalidStateError", "The state queues a step kind that no rule of its modules defines."),
  // Content packs.
  INVALID_CONTENT: row(
    "InvalidContentError",
    "The content pack fails validation; `problems` lists every problem (see the content problem codes).",
  ),
  // Engine bugs and module composition (never caused by a player's input).
  MODULE_CONFLICT: row("TeqError", "Two composed modules declare that they cannot be combined."),
  MODULE_DUPLICATE: row("TeqError", "A module is composed twice."),
  MODULE_REQUIRES: row("TeqError", "A module is composed without a module it needs before it."),
  RUNAWAY_STEPS: row("TeqError", "A transition ran more automatic steps than any game needs: a rules bug."),
};

/**
 * The code of every error the engine itself throws (the modules add theirs: {@link ErrorCode}).
 *
 * @example
 * ```ts
 * const code: BaseErrorCode = "GAME_OVER";
 * ```
 */
export type BaseErrorCode =
  | "MALFORMED_ACTION"
  | "GAME_OVER"
  | "STALE_LIST"
  | "UNKNOWN_ACTION_TYPE"
  | "NOT_YOUR_DECISION"
  | "WRONG_ACTION_TYPE"
  | "UNEXPECTED_FIELD"
  | "UNKNOWN_CARD"
  | "CARD_USED"
  | "UNKNOWN_HERO"
  | "UNKNOWN_REGION"
  | "SAME_CARD"
  | "NOT_ON_COAST"
  | "UNREACHABLE"
  | "TEMPLE_FULL"
  | "TEMPLE_OWN_HERO"
  | "PORTAL_OCCUPIED"
  | "ONE_HERO_PER_PLAYER"
  | "NO_FREE_HAND"
  | "TRANSFER_NOT_ALLOWED"
  | "QUEST_NOT_OFFERED"
  | "QUEST_NOT_IN_DECK"
  | "GROTTO_TARGET"
  | "UNKNOWN_EFFECT"
  | "NOT_IN_TEMPLE"
  | "NOT_ENOUGH_SYMBOLS"
  | "NOT_ENOUGH_POWER"
  | "ABILITY_NOT_AVAILABLE"
  | "OPTIONS_NOT_OBJECT"
  | "OPTION_UNKNOWN"
  | "OPTION_SEED"
  | "OPTION_PLAYERS"
  | "OPTION_MODULES"
  | "MODULE_UNAVAILABLE"
  | "OPTION_DIFFICULTY"
  | "OPTION_COLORS"
  | "OPTION_FIRST_PLAYER"
  | "OPTION_CHANCE"
  | "OPTION_RULINGS"
  | "SEAT"
  | "VIEWER"
  | "CONTENT_NOT_ENGINE_PACK"
  | "ENGINE_OPTIONS"
  | "ENGINE"
  | "ENGINE_MODULES"
  | "REPLAY_LOG"
  | "STATE_JSON"
  | "STATE_NOT_OBJECT"
  | "STATE_VERSION"
  | "STATE_MODULE"
  | "STATE_MALFORMED"
  | "STATE_CONTENT_MISMATCH"
  | "STATE_IS_VIEW"
  | "STATE_INCONSISTENT"
  | "STATE_CORRUPT"
  | "STATE_UNKNOWN_DECISION"
  | "STATE_UNKNOWN_STEP"
  | "INVALID_CONTENT"
  | "MODULE_CONFLICT"
  | "MODULE_DUPLICATE"
  | "MODULE_REQUIRES"
  | "RUNAWAY_STEPS";

/**
 * The code of every error the engine throws on purpose (and of every `validate` refusal), the
 * built-in modules' codes included.
 *
 * @example
 * ```ts
 * function explain(code: ErrorCode): string {
 *   return code === "NOT_YOUR_DECISION" ? "wait for your turn" : ERROR_CODES[code].meaning;
 * }
 * ```
 */
export type ErrorCode = BaseErrorCode | ModuleErrorCode;
