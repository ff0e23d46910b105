/** Content lookups for display, from the pack of the game on screen (the state names its pack, never holds it). */
import type { ContentPack, GameState, MapCardDef, RegionDef, RegionRef } from "teq-engine";
import { shownEngine } from "./engine";

/** The content pack of the game on screen. */
export function pack(): ContentPack {
  return shownEngine().content;
}

const cardIndexes = new WeakMap<ContentPack, ReadonlyMap<string, MapCardDef>>();

/** The map cards of a pack (base and Golden Mushrooms) by id, built once per pack. */
function cardsOf(content: ContentPack): ReadonlyMap<string, MapCardDef> {
  let cards = cardIndexes.get(content);
  if (cards === undefined) {
    cards = new Map([...content.mapCards, ...content.goldenMushrooms.mapCards].map((c) => [c.id, c]));
    cardIndexes.set(content, cards);
  }
  return cards;
}

/** The region definition on the face in play. */
export function regionDef(state: GameState, ref: RegionRef): RegionDef | undefined {
  const cell = state.map.cells[ref.cell];
  const card = cell === undefined ? undefined : cardsOf(pack()).get(cell.cardId);
  return cell === undefined || card === undefined ? undefined : card[state.map.face][ref.side];
}

/** `bright-magic-2` -> `Bright magic 2`. */
export function humanize(id: string): string {
  const words = id.replace(/^quest-/, "").replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A grotto or Golden Grotto effect's description (from the pack, in English). */
export function effectText(id: string): string {
  const content = pack();
  return (
    (content.grottoEffects.find((e) => e.id === id) ?? content.goldenMushrooms.actions.find((e) => e.id === id))
      ?.description ?? humanize(id)
  );
}

/** The magic track in play (the solo side for one player). */
export function magicTrack(state: GameState): ContentPack["magicTracks"]["multiplayer"] {
  return state.config.players === 1 ? pack().magicTracks.solo : pack().magicTracks.multiplayer;
}

/** Player colours as CSS colours. */
export const COLORS: Readonly<Record<string, string>> = {
  red: "#d64541",
  blue: "#3a78d8",
  green: "#2f9e55",
  yellow: "#e0b020",
};

/** A seat's CSS colour. */
export function cssColor(color: string): string {
  return COLORS[color] ?? color;
}
