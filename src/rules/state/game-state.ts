/**
 * The complete game state.
 *
 * @module
 */
import type { RngState } from "../../core/rng";
import type { BaseDecision, Decision, ModuleDecision } from "../decisions";
import type { Step } from "../steps";
import type { GameConfig, Phase } from "./config";
import { SCHEMA_VERSION } from "./config";
import type { GoblinState, MapState } from "./board";
import type { PlayerState } from "./players";
import type { DayState, LastRoll, NightState, QuestState, MovementCardState } from "./progress";

/**
 * The content pack a state belongs to: its id and fingerprint. An engine refuses a state whose
 * fingerprint is not its own pack's.
 *
 * @example
 * ```ts
 * state.pack; // { id: "reference", fingerprint: "..." }
 * ```
 */
export interface PackRef {
  /** The pack's id. */
  readonly id: string;
  /** The pack's fingerprint (see `contentFingerprint`). */
  readonly fingerprint: string;
}

/**
 * The complete game state, its pending decision one of `D`. Declared once: the public
 * {@link GameState} is this state with the public `Decision` union (every module's decisions by
 * name); the base rules, which name no module, see it with a module's decision in its open shape.
 *
 * @typeParam D - what the pending decision may be
 * @example
 * ```ts
 * function round(state: GameStateOf<Decision>): number { return state.round; }
 * ```
 */
export interface GameStateOf<D extends BaseDecision | ModuleDecision> {
  /** The version of the state format. */
  readonly schemaVersion: typeof SCHEMA_VERSION;
  /** The options the game was created with. */
  readonly config: GameConfig;
  /** The content pack this game uses, named by id and fingerprint (the pack itself is never in the state). */
  readonly pack: PackRef;
  /** The random number generator's state. */
  readonly rng: RngState;
  /** The pending decision, or null when the game is over. */
  readonly decision: D | null;
  /** Automatic steps waiting to run (empty between actions, except at a pause). */
  readonly queue: readonly Step[];
  /** The current phase. */
  readonly phase: Phase;
  /** The round, 1 to 5. */
  readonly round: number;
  /** The Land Map. */
  readonly map: MapState;
  /** Each player's board, by seat. */
  readonly players: readonly PlayerState[];
  /** The seat holding the first player token. */
  readonly firstPlayer: number;
  /** Which side of the first player token is up: the quest side, or crossed out after a Day quest. */
  readonly firstPlayerToken: "quest" | "no-quest";
  /** The magic token's space on the magic track (0 = the first space). */
  readonly magicSpace: number;
  /** The goblin tokens on portals and in the supply. */
  readonly goblins: GoblinState;
  /** The quest deck, row and discard pile. */
  readonly quests: QuestState;
  /** Treasure items still on the item rack. */
  readonly itemRack: readonly string[];
  /** The movement cards and whether each is used this round. */
  readonly movementCards: readonly MovementCardState[];
  /** Day progress, or null outside the Day. */
  readonly day: DayState | null;
  /** Night progress, or null outside the Night. */
  readonly night: NightState | null;
  /** The most recent roll of the adventure dice, or null before the first. */
  readonly lastRoll: LastRoll | null;
  /** Each composed module's own state slice, keyed by module id. */
  readonly moduleState: Readonly<Record<string, unknown>>;
}

/**
 * The game state as the base rules see it: a base decision, or a module's in its open shape (the
 * rules name no module). The public `GameState` is a subtype, so a public state passes to the
 * rules as it is.
 *
 * @example
 * ```ts
 * import type { RulesGameState } from "teq-engine";
 * function round(s: RulesGameState): number { return s.round; }
 * round(state); // a public state passes as it is
 * ```
 */
export type GameState = GameStateOf<Decision>;
