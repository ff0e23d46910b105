/**
 * Determinization: a full, playable state consistent with what one viewer knows, the hidden
 * information (the quest deck order, the RNG state and the seed) re-sampled from a seed of the
 * caller's choosing. The basis of information-set search: search the determinized copies, never
 * the real state, and a bot cannot learn the real future dice or draws.
 *
 * @module
 */
import { Rng, seedRng, shuffleInPlace } from "../core/rng";
import type { GameState } from "../engine/state";
import type { PlayerView } from "../engine/player-view";

/**
 * A full state consistent with everything visible in `stateOrView`: the quest deck holds the same
 * cards in a fresh uniformly random order, the RNG is freshly seeded and `config.seed` is set to
 * `"determinized:<seed>"`. All draws come from `seed`, so the same input and seed give the same
 * result. Accepts a full state (its hidden information is discarded, not peeked at) or a
 * `playerView`. The input is never changed.
 *
 * @param stateOrView - a full state or a player's view
 * @param seed - the seed of the re-sampled hidden information
 * @returns a full state that `reduce`, `legalActions` and the `Simulator` accept
 * @example
 * ```ts
 * const view = playerView(state, 0);
 * const guess = determinize(view, 42);
 * guess.quests.deck.length === view.quests.deck.length; // true: the same cards, re-shuffled
 * legalActions(guess).length > 0; // true while the game is not over
 * state = reduce(guess, legalActions(guess)[0]!); // a determinized copy plays like the real game
 * ```
 */
export function determinize(stateOrView: GameState | PlayerView, seed: string | number): GameState {
  const rng = new Rng(seedRng(`determinize:${String(seed)}`));
  const deck = [...stateOrView.quests.deck];
  // Sorting first makes the result independent of the input's (hidden) order.
  deck.sort();
  shuffleInPlace(deck, (n) => rng.int(n));
  const { viewer: _viewer, rng: _rng, config, quests, ...visible } = stateOrView as PlayerView;
  const out = {
    ...visible,
    config: { ...config, seed: `determinized:${String(seed)}` },
    quests: { ...quests, deck },
    rng: rng.state(),
  };
  // Cast: the copy is built key by key from a state or a view; the compiler cannot follow the filled-in fields.
  return out;
}
