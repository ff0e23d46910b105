/**
 * Stage 4 of the deep checks (`STATE_INCONSISTENT`), the player boards against the config and the
 * content: each player has its seat's colour and that colour's player card, and its legendary
 * progress lists exactly that card's legendary items in order.
 *
 * Health and Power against their maximum thresholds: `check-stats.ts`.
 *
 * @module
 * @internal
 */
import type { CheckContext } from "./context";
import { at, describe, type Problems } from "./problems";

/**
 * Checks each player board against the config and the content pack.
 *
 * @param p - the collector (`STATE_INCONSISTENT`)
 * @param ctx - the state and its rules environment
 * @internal
 */
export function checkPlayers(p: Problems, ctx: CheckContext): void {
  const { state, env } = ctx;
  state.players.forEach((player, seat) => {
    const path = at("players", seat);
    const color = state.config.colors[seat];
    if (player.color !== color) {
      p.add(at(path, "color"), `expected ${describe(color)} (config.colors[${seat}]), found ${describe(player.color)}`);
    }
    const card = env.content.playerCards.find((c) => c.color === player.color);
    if (card === undefined) {
      p.add(at(path, "color"), `no player card of colour ${describe(player.color)} in the content pack`);
      return;
    }
    const want = Object.keys(card.legendary);
    const have = Object.keys(player.legendary);
    if (want.length !== have.length || want.some((id, i) => have[i] !== id)) {
      p.add(
        at(path, "legendary"),
        `expected the ${player.color} player card's legendary items ${want.join(", ")} in that order, found ${have.join(", ") || "none"}`,
      );
    }
  });
}
