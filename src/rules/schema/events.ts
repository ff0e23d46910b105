/**
 * The schemas of the base game's events, one per type: the JSON Schema `event.json` clients in
 * other languages read, held by a type test to the `BaseGameEvent` union of `rules/events.ts`.
 *
 * @module
 */
import { array, either, int, literal, object, oneOf, optional, text, type ObjectSchema } from "../../core/schema/index";
import { ROUNDS } from "../constants";
import { cellIndex, heroIndex, regionRef, seat } from "./common";

const count = int(0);
const round = int(1, ROUNDS);
const stance = oneOf(["passive", "aggressive"]);
const type = literal;

/** The base game's events. */
export const BASE_EVENTS = [
  object({ type: type("map-built"), cards: array(text()) }),
  object({ type: type("quest-row-dealt"), row: array(text()), discarded: array(text()) }),
  object({ type: type("quest-drawn"), quest: text() }),
  object({ type: type("quest-deck-reshuffled"), cards: count }),
  object({ type: type("first-player-chosen"), player: seat }),
  object({ type: type("round-began"), round }),
  object({ type: type("day-began"), round }),
  object({ type: type("day-turn-began"), turn: count, leader: seat }),
  object({ type: type("movement-card-chosen"), player: seat, card: text() }),
  object({ type: type("movement-card-flipped"), card: text() }),
  object({ type: type("player-turn-began"), player: seat }),
  object({ type: type("idled"), player: seat }),
  object({
    type: type("hero-moved"),
    player: seat,
    hero: heroIndex,
    from: regionRef,
    to: regionRef,
    through: array(cellIndex),
    cause: text(),
  }),
  object({ type: type("goblin-flipped"), cell: cellIndex, stance, cause: text() }),
  object({ type: type("power-spent"), player: seat, amount: count, reason: text() }),
  object({ type: type("temple-progress-lost"), player: seat, hero: heroIndex, space: count }),
  object({ type: type("gained"), player: seat, stat: oneOf(["health", "power"]), amount: count, reason: text() }),
  object({ type: type("magic-advanced"), spaces: count, space: count, reason: text() }),
  object({ type: type("quest-completed"), player: seat, quest: text() }),
  object({ type: type("first-player-token-flipped") }),
  object({ type: type("item-taken"), player: seat, item: text() }),
  object({ type: type("item-gained"), player: seat, item: text(), hero: either(heroIndex, literal("reserve")) }),
  object({ type: type("item-transferred"), player: seat, item: text(), to: either(heroIndex, literal("reserve")) }),
  object({ type: type("temple-advanced"), player: seat, hero: heroIndex, space: count }),
  object({ type: type("temple-completed"), player: seat, temple: text() }),
  object({ type: type("legendary-advanced"), player: seat, item: text(), progress: count }),
  object({ type: type("goblin-damaged"), cell: cellIndex, damage: count, player: seat }),
  object({ type: type("goblin-defeated"), cell: cellIndex, player: seat }),
  object({ type: type("grotto-used"), player: seat, effect: text() }),
  object({ type: type("grotto-skipped"), player: seat, effect: text() }),
  object({ type: type("dice-rolled"), player: seat, symbols: array(text()), purpose: text() }),
  object({ type: type("roll-pending"), player: seat, dice: count, purpose: text() }),
  object({ type: type("night-began"), round }),
  object({ type: type("night-ended"), round }),
  object({ type: type("dice-passed"), player: seat }),
  object({ type: type("adventured"), player: seat }),
  object({ type: type("rested"), player: seat }),
  object({ type: type("exhausted"), player: seat }),
  object({ type: type("spell-level-lost"), player: seat, spellLevel: count }),
  object({ type: type("damage-taken"), player: seat, amount: count, health: count, roller: optional(seat) }),
  object({ type: type("damage-defended"), player: seat, amount: count }),
  object({ type: type("goblin-healed"), cell: cellIndex }),
  object({ type: type("spell-learned"), player: seat, spell: text(), spellLevel: count }),
  object({ type: type("magic-reset") }),
  object({ type: type("movement-cards-reset") }),
  object({ type: type("goblin-appeared"), cell: cellIndex, stance }),
  object({ type: type("quest-discarded"), quest: text(), reason: oneOf(["resolution", "row-mix"]) }),
  object({ type: type("game-ended") }),
] as const satisfies readonly ObjectSchema[];
