/**
 * The CLI's view of a game: the state, the CLI messages and the library's text context, and the
 * short region descriptions and hero tokens of the map boxes.
 *
 * @module
 */
import {
  referencePack,
  textContext,
  type ContentPack,
  type GameState,
  type RegionRef,
  type TextContext,
} from "../index";
import type { CliMessages } from "./messages";

/**
 * What every renderer needs: the state, the CLI's words, the library's text context (names in
 * the same locale) and the content pack.
 */
export interface CliView {
  /** The state shown. */
  readonly state: GameState;
  /** The CLI's words. */
  readonly m: CliMessages;
  /** The library's names and sentences, in the same locale. */
  readonly t: TextContext;
  /** The content pack of the game. */
  readonly content: ContentPack;
}

/**
 * Builds the view of a state.
 *
 * @param state - the state
 * @param m - the CLI messages
 * @param content - the game's content pack (default `referencePack`)
 * @returns the view
 */
export function cliView(state: GameState, m: CliMessages, content: ContentPack = referencePack): CliView {
  return { state, m, content, t: textContext(state, { locale: m.locale, content }) };
}

/**
 * A region's short description for a map box: `Red's castle`, `Snake obelisk lv1`, `Ice Temple`,
 * `grotto: Healing Spores`, `portal, passive goblin`.
 *
 * @param view - the CLI view
 * @param ref - the region
 * @returns the description
 */
export function describeRegionShort(view: CliView, ref: RegionRef): string {
  const { state, m, t, content } = view;
  const cell = state.map.cells[ref.cell];
  const card = [...content.mapCards, ...content.goldenMushrooms.mapCards].find((c) => c.id === cell?.cardId);
  if (cell === undefined || card === undefined) return t.cell(ref.cell);
  const region = card[state.map.face][ref.side];
  switch (region.kind) {
    case "castle":
      return m.region.castle(m.locale.terms.colors[region.color] ?? region.color);
    case "obelisk":
      return m.region.obelisk(t.spell(region.spell), content.spells.find((s) => s.id === region.spell)?.level ?? null);
    case "temple":
      return m.region.temple(t.temple(region.temple));
    case "grotto":
      return m.region.grotto(t.grottoEffect(region.effect));
    case "golden-grotto":
      return m.region.golden(t.goldenAction(region.action));
    case "portal": {
      const goblin =
        state.goblins.portals.find((p) => p.at.cell === ref.cell && p.at.side === ref.side)?.goblin ?? null;
      return m.region.portal(
        goblin === null ? null : { stance: m.locale.terms.stances[goblin.stance], damage: goblin.damage },
      );
    }
  }
}

/**
 * A hero's token on the map: the colour's initial (English) or name (Japanese) and the hero's
 * number from 1, e.g. `R2` or `赤2`.
 *
 * @param view - the CLI view
 * @param seat - the owner's seat
 * @param hero - the hero index, 0 to 2
 * @returns the token
 */
export function heroToken(view: CliView, seat: number, hero: number): string {
  return view.m.token(view.t.player(seat), hero + 1);
}
