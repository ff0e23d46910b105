/**
 * Each player's board, and what the players share (magic token, goblins, item rack, movement
 * cards).
 *
 * @module
 */
import { maxHealth, maxPower, moduleStateOf } from "../index";
import { heroToken, type CliView } from "./names";
import { wrap } from "./text";

const WIDTH = 96;

/** Indents wrapped text: `by` spaces on the first line, two more on the following ones. */
function indent(text: string, by: number): string[] {
  const pad = " ".repeat(by);
  return wrap(text, WIDTH - by - 2).map((line, i) => (i === 0 ? pad + line : `${pad}  ${line}`));
}

/**
 * Renders each player's board, seat by seat.
 *
 * @param view - the CLI view
 * @returns the lines, at most 96 columns wide
 */
export function renderPlayers(view: CliView): string[] {
  const { state, m, t } = view;
  const lines: string[] = [];
  const list = m.locale.terms.list;
  const names = (ids: readonly string[], name: (id: string) => string): string =>
    ids.length === 0 ? m.locale.terms.list([]) : list(ids.map(name));
  state.players.forEach((player, seat) => {
    // The solo variant has no first player token.
    const first = !state.config.modules.includes("solo") && state.firstPlayer === seat;
    lines.push(m.player.header(t.player(seat), first, state.firstPlayerToken === "no-quest"));
    lines.push(
      ...indent(
        m.player.stats(
          player.health,
          maxHealth(state, seat),
          player.power,
          maxPower(state, seat),
          player.spellLevel,
          player.goblinsDefeated,
          player.completedQuests.length,
        ),
        2,
      ),
    );
    player.heroes.forEach((hero, i) => {
      lines.push(
        ...indent(
          m.player.hero(
            heroToken(view, seat, i),
            t.place(hero.at),
            hero.templeSpace,
            hero.items.map((id) => t.item(id)),
          ),
          4,
        ),
      );
    });
    lines.push(...indent(m.player.reserve(names(player.reserve, (id) => t.item(id))), 2));
    lines.push(...indent(m.player.quests(names(player.completedQuests, (id) => t.quest(id))), 2));
    const legendary = Object.entries(player.legendary).map(([item, n]) => `${t.item(item)} ${n}/2`);
    lines.push(...indent(m.player.legendary(names(legendary, (x) => x)), 2));
    const mushrooms = moduleStateOf(state, "golden-mushrooms")?.mushrooms;
    if (mushrooms !== undefined) {
      const inCastle = mushrooms.filter((x) => x.place.where === "castle" && x.place.seat === seat).length;
      const escorts = mushrooms.flatMap((x) =>
        x.place.where === "hero" && x.place.seat === seat ? [heroToken(view, seat, x.place.hero)] : [],
      );
      lines.push(...indent(m.player.mushrooms(inCastle, escorts), 2));
    }
  });
  return lines;
}

/**
 * Renders what the players share: the magic token, the goblin supply, the item rack and the
 * movement cards.
 *
 * @param view - the CLI view
 * @returns the lines
 */
export function renderShared(view: CliView): string[] {
  const { state, m, t, content } = view;
  const track = state.config.players === 1 ? content.magicTracks.solo : content.magicTracks.multiplayer;
  const level = track.spaces[state.magicSpace];
  const onPortals = state.goblins.portals.filter((p) => p.goblin !== null).length;
  const mushrooms = moduleStateOf(state, "golden-mushrooms")?.mushrooms;
  const captured =
    mushrooms
      ?.filter((x) => x.place.where === "portal")
      .map((x) => (x.place.where === "portal" ? t.cell(x.place.region.cell) : "")) ?? [];
  const dropped =
    mushrooms
      ?.filter((x) => x.place.where === "region")
      .map((x) => (x.place.where === "region" ? t.place(x.place.region) : "")) ?? [];
  const supply = mushrooms?.filter((x) => x.place.where === "supply").length ?? 0;
  const golden = mushrooms === undefined ? [] : indent(m.shared.mushrooms(captured, dropped, supply), 0);
  const cards = state.movementCards.map((c) => (c.used ? m.shared.used(t.movementCard(c.id)) : t.movementCard(c.id)));
  return [
    m.shared.magic(state.magicSpace + 1, level ?? null),
    m.shared.goblins(onPortals, state.goblins.supply),
    ...indent(m.shared.rack(m.locale.terms.list(state.itemRack.map((id) => t.item(id)))), 0),
    ...indent(m.shared.movement(m.locale.terms.list(cards)), 0),
    ...golden,
  ];
}
