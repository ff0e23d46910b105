/**
 * Solo Variant Rules and Movement Quests: the quests that send a hero to "an opponent's castle" in a
 * game without opponents. PROVISIONAL, like the quest cards themselves (docs/rulings.md, "A quest
 * that needs an opponent's castle"): alone, any castle but the player's own stands in for an
 * opponent's (the castles of the colours nobody plays are on the map: "The game is set up the same
 * as a multiplayer game").
 *
 * @module
 */
import type { BaseHooks } from "../../rules/game-types";

/** The solo `opponentCastle` hook: every castle whose colour is not the player's own. */
export const soloOpponentCastle: BaseHooks["opponentCastle"] = (state, seat, color) =>
  state.players[seat] !== undefined && state.players[seat].color !== color;
