/**
 * The players' boards: stats, heroes, items, quests, legendary progress, and the first player
 * token; plus the shared tracks (magic, goblin supply, item rack).
 *
 * @module
 */
import { maxHealth, maxPower, type GameState } from "../index";
import { describePlace, heroToken } from "./names";
import { list, wrap } from "./text";

const WIDTH = 96;

/**
 * Renders each player's board, seat by seat.
 *
 * @param state - the state
 * @returns the lines, at most 96 columns wide
 * @example
 * ```ts
 * renderPlayers(state).forEach((line) => console.log(line));
 * ```
 */
export function renderPlayers(state: GameState): string[] {
  const lines: string[] = [];
  for (const player of state.players) {
    // The solo variant has no first player token.
    const token = !state.config.modules.includes("solo") && state.firstPlayer === player.seat;
    const first = token ? `  <- first player token (${state.firstPlayerToken} side up)` : "";
    lines.push(`${player.color} (seat ${player.seat})${first}`);
    lines.push(
      `  Health ${player.health}/${maxHealth(state, player.seat)}   Power ${player.power}/${maxPower(state, player.seat)}` +
        `   Spell level ${player.spellLevel}   Goblins ${player.goblinsDefeated}   Quests ${player.completedQuests.length}`,
    );
    player.heroes.forEach((hero, i) => {
      const items = hero.items.length === 0 ? "" : `; holds ${list(hero.items)}`;
      const temple = hero.templeSpace > 0 ? `; temple track space ${hero.templeSpace}` : "";
      lines.push(...indent(`${heroToken(player.color, i)} at ${describePlace(state, hero.at)}${temple}${items}`, 4));
    });
    lines.push(...indent(`Items on the player card: ${list(player.reserve)}`, 2));
    lines.push(...indent(`Completed quests: ${list(player.completedQuests)}`, 2));
    const legendary = Object.entries(player.legendary).map(([item, n]) => `${item} ${n}/2`);
    lines.push(...indent(`Legendary items: ${legendary.join(", ") || "none"}`, 2));
  }
  return lines;
}

/**
 * Renders what the players share: the magic token, the goblin supply and the item rack.
 *
 * @param state - the state
 * @returns the lines
 * @example
 * ```ts
 * renderShared(state); // ["Magic token: space 0 (level 0) ...", ...]
 * ```
 */
export function renderShared(state: GameState): string[] {
  const level = state.content.magicTracks.multiplayer.spaces[state.magicSpace];
  const onPortals = state.goblins.portals.filter((p) => p.goblin !== null).length;
  const used = state.movementCards.map((c) => (c.used ? `(${c.id})` : c.id));
  return [
    `Magic token: space ${state.magicSpace}${level === undefined ? "" : ` (magic level ${level})`}.`,
    `Goblins: ${onPortals} on portals, ${state.goblins.supply} in the supply.`,
    ...indent(`Item rack: ${list(state.itemRack)}.`, 0),
    `Movement cards: ${used.join(", ")} (used ones in brackets).`,
  ];
}

function indent(text: string, by: number): string[] {
  const pad = " ".repeat(by);
  return wrap(text, WIDTH - by - 2).map((line, i) => (i === 0 ? pad + line : `${pad}  ${line}`));
}
