/**
 * Stage 4 of the deep checks (`STATE_INCONSISTENT`), conservation of the components:
 *
 * - every quest card is in exactly one place: the deck, the row, the discard pile or one
 *   player's completed quests;
 * - the goblin tokens on portals, in the supply and defeated by the players make 16;
 * - every treasure item is in exactly one place: the item rack, a hero's hands, a player's
 *   reserve, or in transit to a player (the `item` of the pending decision or of a queued step,
 *   such as `equip-item` and `gain-item`); a legendary item is never on the rack, and a player
 *   holds (or receives) one only after completing both its temples (`legendary[item] === 2`), and
 *   at most once;
 * - the movement cards are the content's, each once.
 *
 * @module
 * @internal
 */
import { GOBLIN_TOKENS } from "../../rules/constants";
import type { CheckContext } from "./context";
import { at, describe, type Problems } from "./problems";
import { isObj } from "./read";

/** One id found at one path. */
interface Found {
  readonly path: string;
  readonly id: string;
}

/** The ids of a list, each with its path (`suffix` names a field of each entry, e.g. `id`). */
function entries(path: string, ids: readonly string[], suffix?: string): Found[] {
  return ids.map((id, i) => ({ path: suffix === undefined ? at(path, i) : at(at(path, i), suffix), id }));
}

interface OnceRule {
  /** What the ids are, for messages ("quest"). */
  readonly what: string;
  /** The ids that must each appear exactly once. */
  readonly known: readonly string[];
  /** Where to report the ids found nowhere. */
  readonly where: string;
  /** Entries to ignore (checked elsewhere). */
  readonly skip?: (id: string) => boolean;
  /** What an id outside `known` is called, when not "unknown <what>". */
  readonly unknown?: string;
}

/** Reports unknown and duplicated ids, then the known ids found nowhere. */
function checkOnce(p: Problems, rule: OnceRule, found: readonly Found[]): void {
  const knownSet = new Set(rule.known);
  const seen = new Map<string, string>();
  for (const { path, id } of found) {
    if (rule.skip?.(id) === true) continue;
    if (!knownSet.has(id)) {
      p.add(path, `${rule.unknown ?? `unknown ${rule.what}`} ${describe(id)}`);
      continue;
    }
    const first = seen.get(id);
    if (first !== undefined) p.add(path, `the ${rule.what} ${describe(id)} is already at ${first}`);
    else seen.set(id, path);
  }
  const missing = rule.known.filter((id) => !seen.has(id));
  if (missing.length > 0) {
    const plural = missing.length > 1;
    p.add(rule.where, `the ${rule.what}${plural ? "s" : ""} ${missing.map((id) => describe(id)).join(", ")} ${plural ? "are" : "is"} nowhere`);
  }
}

/**
 * Checks that no component was lost, duplicated or invented.
 *
 * @param p - the collector (`STATE_INCONSISTENT`)
 * @param ctx - the state and its rules environment
 * @internal
 */
export function checkConservation(p: Problems, ctx: CheckContext): void {
  checkQuestCards(p, ctx);
  checkGoblinTokens(p, ctx);
  checkItems(p, ctx);
  checkMovementCards(p, ctx);
}

function checkQuestCards(p: Problems, { state, env }: CheckContext): void {
  const found = [
    ...entries("quests.deck", state.quests.deck),
    ...entries("quests.row", state.quests.row),
    ...entries("quests.discard", state.quests.discard),
    ...state.players.flatMap((player, seat) => entries(at(at("players", seat), "completedQuests"), player.completedQuests)),
  ];
  checkOnce(p, { what: "quest", known: env.content.quests.map((q) => q.id), where: "quests" }, found);
}

function checkGoblinTokens(p: Problems, { state }: CheckContext): void {
  const onPortals = state.goblins.portals.filter((portal) => portal.goblin !== null).length;
  const defeated = state.players.reduce((sum, player) => sum + player.goblinsDefeated, 0);
  const total = onPortals + state.goblins.supply + defeated;
  if (total !== GOBLIN_TOKENS) {
    p.add(
      "goblins.supply",
      `the goblin tokens on portals (${onPortals}), in the supply (${state.goblins.supply}) and defeated (${defeated}) make ${total}, not ${GOBLIN_TOKENS}`,
    );
  }
}

/** The item a pending decision or a queued step carries to a player, if any. */
function inTransit(value: unknown, path: string): { seat: unknown; found: Found } | null {
  if (!isObj(value) || !Object.hasOwn(value, "item")) return null;
  const item = value["item"];
  if (typeof item !== "string") return null;
  return { seat: value["player"], found: { path: at(path, "item"), id: item } };
}

function checkItems(p: Problems, { state, env }: CheckContext): void {
  const isLegendary = (id: string): boolean => env.index.items.get(id)?.kind === "legendary";
  const held: Found[][] = state.players.map((player, seat) => {
    const path = at("players", seat);
    return [...player.heroes.flatMap((hero, h) => entries(at(at(at(path, "heroes"), h), "items"), hero.items)), ...entries(at(path, "reserve"), player.reserve)];
  });
  const transit = [inTransit(state.decision, "decision"), ...state.queue.map((step, i) => inTransit(step, at("queue", i)))];
  for (const t of transit) {
    if (t === null) continue;
    if (typeof t.seat === "number" && held[t.seat] !== undefined) held[t.seat]?.push(t.found);
    else p.add(t.found.path, `an item in transit to ${describe(t.seat)}, who is not a player`);
  }
  const found = [...entries("itemRack", state.itemRack), ...held.flat()];
  const treasure = env.content.items.filter((item) => item.kind === "treasure").map((item) => item.id);
  checkOnce(p, { what: "treasure item", known: treasure, where: "itemRack", skip: isLegendary, unknown: "unknown item" }, found);
  state.itemRack.forEach((id, i) => {
    if (isLegendary(id)) p.add(at("itemRack", i), `the legendary item ${describe(id)} is never on the item rack`);
  });
  state.players.forEach((player, seat) => {
    const once = new Set<string>();
    for (const { path, id } of held[seat] ?? []) {
      if (!isLegendary(id)) continue;
      const progress = Object.hasOwn(player.legendary, id) ? player.legendary[id] : undefined;
      if (progress !== 2) {
        p.add(path, `the legendary item ${describe(id)} is held before both its temples are completed (legendary.${id} is ${describe(progress)})`);
      } else if (once.has(id)) {
        p.add(path, `the legendary item ${describe(id)} is held twice by this player`);
      }
      once.add(id);
    }
  });
}

function checkMovementCards(p: Problems, { state, env }: CheckContext): void {
  const known = env.content.movementCards.map((card) => card.id);
  const found = entries("movementCards", state.movementCards.map((card) => card.id), "id");
  checkOnce(p, { what: "movement card", known, where: "movementCards" }, found);
}
