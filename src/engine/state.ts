/**
 * The public game state type: the one state declaration (`GameStateOf`), its pending decision typed
 * by the public {@link Decision} union (every module's decisions by name).
 *
 * @module
 */
import type { GameState as RulesView, GameStateOf } from "../rules/state";
import type { Decision } from "./decision";
import type { PlayerView } from "./player-view";

/**
 * A complete game state: plain, frozen JSON with a schema version. `decision` says who must decide
 * what (`null` once the game is over); narrow it on `kind`. Every field is declared by
 * {@link GameStateOf}; this adds none.
 *
 * @example
 * ```ts
 * const state: GameState = createGame({ seed: 1, players: 1 });
 * if (state.decision?.kind === "choose-movement-card") console.log(`player ${state.decision.player} picks a card`);
 * ```
 */
// An interface rather than an alias, so that the public type keeps its own documented page.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GameState extends GameStateOf<Decision> {}

/**
 * A state the rules produced, typed publicly. The one cast from the rules' view to the public one:
 * the compiler cannot know which decisions a composed ruleset opens: those of the base game and of
 * the built-in modules, which the public union lists by name (a test-d file checks the union against
 * the modules' own types), and a module of a user's own engine, whose decisions its author narrows
 * with the module's own types. A public state needs no cast the other way.
 *
 * @param state - a state produced by the rules
 * @returns the same object, typed publicly
 * @internal
 */
export function asPublicState(state: RulesView): GameState {
  return state as GameState;
}

/**
 * A state or a player view, for the rules' reads (checks, legal actions, scores): a view is a state
 * whose RNG and seed are hidden (null). The compiler cannot know that these reads never touch the
 * RNG or the seed (only a transition draws, and a view is never reduced).
 *
 * @param state - a state, or a player's view of one
 * @returns the same object, typed as the rules read it
 * @internal
 */
export function readable(state: GameState | PlayerView): RulesView {
  return state as RulesView;
}
