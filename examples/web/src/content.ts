/** Content lookups for display, from the reference pack (the state does not carry the pack). */
import { referencePack, type GameState, type MapCardDef, type RegionDef, type RegionRef } from "teq-engine";

export const content = referencePack;

const cards = new Map<string, MapCardDef>([...content.mapCards, ...content.goldenMushrooms.mapCards].map((c) => [c.id, c]));

/** The region definition on the face in play. */
export function regionDef(state: GameState, ref: RegionRef): RegionDef | undefined {
  const cell = state.map.cells[ref.cell];
  const card = cell === undefined ? undefined : cards.get(cell.cardId);
  return cell === undefined || card === undefined ? undefined : card[cell.face][ref.side];
}

type Named = readonly { readonly id: string; readonly name: string }[];
const TABLES: Readonly<Record<string, Named>> = {
  temples: content.temples,
  spells: content.spells,
  items: content.items,
  quests: content.quests,
  movementCards: content.movementCards,
  grottoEffects: [...content.grottoEffects, ...content.goldenMushrooms.actions],
  mapCards: [...content.mapCards, ...content.goldenMushrooms.mapCards],
};

/** A content item's display name (from the pack), or its id humanized. */
export function nameOf(table: "temples" | "spells" | "items" | "quests" | "movementCards" | "grottoEffects" | "mapCards", id: string): string {
  return TABLES[table]?.find((x) => x.id === id)?.name ?? humanize(id);
}

/** `bright-magic-2` -> `Bright magic 2`. */
export function humanize(id: string): string {
  const words = id.replace(/^quest-/, "").replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A grotto or Golden Grotto effect's description. */
export function effectText(id: string): string {
  return (content.grottoEffects.find((e) => e.id === id) ?? content.goldenMushrooms.actions.find((e) => e.id === id))?.description ?? humanize(id);
}

/** The magic track in play (the solo side for one player). */
export function magicTrack(state: GameState): (typeof content.magicTracks)["multiplayer"] {
  return state.config.players === 1 ? content.magicTracks.solo : content.magicTracks.multiplayer;
}

/** A quest's short description: its condition or its temple and item. */
export function questText(id: string): string {
  const q = content.quests.find((x) => x.id === id);
  if (q === undefined) return humanize(id);
  if (q.kind === "treasure") return `Complete the ${nameOf("temples", q.temple)}: ${nameOf("items", q.item)}`;
  const c = q.condition;
  const reward = [q.reward.health ? `+${q.reward.health} Health` : "", q.reward.power ? `+${q.reward.power} Power` : "", q.reward.magic ? `+${q.reward.magic} magic` : ""].filter(Boolean).join(", ");
  const what = ((): string => {
    switch (c.type) {
      case "heroes-in-line":
        return `3 heroes in a ${c.line === "any" ? "line" : c.line}`;
      case "hero-in-opponent-castle":
        return "A hero in a rival castle";
      case "heroes-on-region-kinds":
        return `Heroes on ${c.kinds.join(", ")}`;
      case "heroes-on-coast":
        return `${c.count} heroes on the coast`;
      case "heroes-inland":
        return `${c.count} heroes inland`;
      case "travel-through":
        return `Travel through ${c.count} cards`;
      case "travel-by":
        return `${humanize(c.method)} to a ${c.endKind}`;
      case "heroes-apart":
        return "Heroes on 3 different cards";
      case "heroes-together":
        return `${c.count} heroes together`;
    }
  })();
  return reward === "" ? what : `${what} (${reward})`;
}

/** Player colours as CSS colours. */
export const COLORS: Readonly<Record<string, string>> = { red: "#d64541", blue: "#3a78d8", green: "#2f9e55", yellow: "#e0b020" };

/** A seat's CSS colour. */
export function cssColor(color: string): string {
  return COLORS[color] ?? color;
}
