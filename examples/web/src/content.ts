/** Content lookups for display, from the reference pack (the state does not carry the pack). */
import { referencePack, type GameState, type MapCardDef, type RegionDef, type RegionRef } from "teq-engine";

export const content = referencePack;

const cards = new Map<string, MapCardDef>(
  [...content.mapCards, ...content.goldenMushrooms.mapCards].map((c) => [c.id, c]),
);

/** The region definition on the face in play. */
export function regionDef(state: GameState, ref: RegionRef): RegionDef | undefined {
  const cell = state.map.cells[ref.cell];
  const card = cell === undefined ? undefined : cards.get(cell.cardId);
  return cell === undefined || card === undefined ? undefined : card[state.map.face][ref.side];
}

/** `bright-magic-2` -> `Bright magic 2`. */
export function humanize(id: string): string {
  const words = id.replace(/^quest-/, "").replace(/-/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A grotto or Golden Grotto effect's description (from the pack, in English). */
export function effectText(id: string): string {
  return (
    (content.grottoEffects.find((e) => e.id === id) ?? content.goldenMushrooms.actions.find((e) => e.id === id))
      ?.description ?? humanize(id)
  );
}

/** The magic track in play (the solo side for one player). */
export function magicTrack(state: GameState): (typeof content.magicTracks)["multiplayer"] {
  return state.config.players === 1 ? content.magicTracks.solo : content.magicTracks.multiplayer;
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
