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
import { isObject } from "../../core/schema/index";
import { tablesOf } from "./tables";

/**
 * A list of ids found at one place: `path[i]` (or `path[i].suffix`) holds `ids[i]`. Paths are
 * spelled only for the problems found.
 */
interface IdList {
  readonly path: string;
  readonly ids: readonly string[];
  readonly suffix?: string;
  /** `path` is the one id's own path (an item in transit: `decision.item`). */
  readonly exact?: boolean;
}

const pathIn = (list: IdList, i: number): string =>
  list.exact === true ? list.path : list.suffix === undefined ? at(list.path, i) : at(at(list.path, i), list.suffix);

interface OnceRule {
  /** What the ids are, for messages ("quest"). */
  readonly what: string;
  /** The ids that must each appear exactly once, in content order. */
  readonly known: readonly string[];
  /** Each known id's position in `known`. */
  readonly index: ReadonlyMap<string, number>;
  /** Where to report the ids found nowhere. */
  readonly where: string;
  /** Entries to ignore (checked elsewhere). */
  readonly skip?: ReadonlySet<string>;
  /** What an id outside `known` is called, when not "unknown <what>". */
  readonly unknown?: string;
}

/** Reports unknown and duplicated ids, then the known ids found nowhere. */
function checkOnce(p: Problems, rule: OnceRule, lists: readonly IdList[]): void {
  // Where each known id was first found: its list and index, or -1.
  const firstList: number[] = new Array<number>(rule.known.length).fill(-1);
  const firstAt: number[] = new Array<number>(rule.known.length).fill(-1);
  for (let l = 0; l < lists.length; l++) {
    const list = lists[l]!;
    for (let i = 0; i < list.ids.length; i++) {
      const id = list.ids[i]!;
      if (rule.skip?.has(id) === true) continue;
      const k = rule.index.get(id);
      if (k === undefined) {
        p.add(pathIn(list, i), `${rule.unknown ?? `unknown ${rule.what}`} ${describe(id)}`);
      } else if (firstList[k] !== -1) {
        p.add(
          pathIn(list, i),
          `the ${rule.what} ${describe(id)} is already at ${pathIn(lists[firstList[k]!]!, firstAt[k]!)}`,
        );
      } else {
        firstList[k] = l;
        firstAt[k] = i;
      }
    }
  }
  const missing = rule.known.filter((_, k) => firstList[k] === -1);
  if (missing.length > 0) {
    const plural = missing.length > 1;
    p.add(
      rule.where,
      `the ${rule.what}${plural ? "s" : ""} ${missing.map((id) => describe(id)).join(", ")} ${plural ? "are" : "is"} nowhere`,
    );
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
  const lists: IdList[] = [
    { path: "quests.deck", ids: state.quests.deck },
    { path: "quests.row", ids: state.quests.row },
    { path: "quests.discard", ids: state.quests.discard },
  ];
  state.players.forEach((player, seat) => {
    if (player.completedQuests.length > 0)
      lists.push({ path: at(at("players", seat), "completedQuests"), ids: player.completedQuests });
  });
  const tables = tablesOf(env);
  checkOnce(p, { what: "quest", known: tables.quests, index: tables.questIndex, where: "quests" }, lists);
}

function checkGoblinTokens(p: Problems, { state }: CheckContext): void {
  let onPortals = 0;
  for (const portal of state.goblins.portals) if (portal.goblin !== null) onPortals++;
  let defeated = 0;
  for (const player of state.players) defeated += player.goblinsDefeated;
  const total = onPortals + state.goblins.supply + defeated;
  if (total !== GOBLIN_TOKENS) {
    p.add(
      "goblins.supply",
      `the goblin tokens on portals (${onPortals}), in the supply (${state.goblins.supply}) and defeated (${defeated}) make ${total}, not ${GOBLIN_TOKENS}`,
    );
  }
}

/** The item a pending decision or a queued step carries to a player, if any. */
function inTransit(value: unknown, path: () => string): { seat: unknown; list: IdList } | null {
  if (!isObject(value) || !Object.hasOwn(value, "item")) return null;
  const item = value["item"];
  if (typeof item !== "string") return null;
  return { seat: value["player"], list: { path: at(path(), "item"), ids: [item], exact: true } };
}

function checkItems(p: Problems, { state, env }: CheckContext): void {
  const tables = tablesOf(env);
  const legendary = tables.legendary;
  // Each player's lists: heroes' hands, reserve, items in transit to them.
  const held: IdList[][] = state.players.map((player, seat) => {
    const lists: IdList[] = [];
    player.heroes.forEach((hero, h) => {
      if (hero.items.length > 0)
        lists.push({ path: at(at(at(at("players", seat), "heroes"), h), "items"), ids: hero.items });
    });
    if (player.reserve.length > 0) lists.push({ path: at(at("players", seat), "reserve"), ids: player.reserve });
    return lists;
  });
  const transit = [inTransit(state.decision, () => "decision")];
  for (let i = 0; i < state.queue.length; i++) transit.push(inTransit(state.queue[i], () => at("queue", i)));
  for (const t of transit) {
    if (t === null) continue;
    const seatLists = typeof t.seat === "number" ? held[t.seat] : undefined;
    if (seatLists !== undefined) seatLists.push(t.list);
    else p.add(t.list.path, `an item in transit to ${describe(t.seat)}, who is not a player`);
  }
  const all: IdList[] = [{ path: "itemRack", ids: state.itemRack }];
  for (const lists of held) all.push(...lists);
  checkOnce(
    p,
    {
      what: "treasure item",
      known: tables.treasures,
      index: tables.treasureIndex,
      where: "itemRack",
      skip: legendary,
      unknown: "unknown item",
    },
    all,
  );
  state.itemRack.forEach((id, i) => {
    if (legendary.has(id)) p.add(at("itemRack", i), `the legendary item ${describe(id)} is never on the item rack`);
  });
  state.players.forEach((player, seat) => {
    let once: string[] | undefined;
    for (const list of held[seat] ?? []) {
      for (let i = 0; i < list.ids.length; i++) {
        const id = list.ids[i]!;
        if (!legendary.has(id)) continue;
        const path = pathIn(list, i);
        const progress = Object.hasOwn(player.legendary, id) ? player.legendary[id] : undefined;
        if (progress !== 2) {
          p.add(
            path,
            `the legendary item ${describe(id)} is held before both its temples are completed (legendary.${id} is ${describe(progress)})`,
          );
        } else if (once?.includes(id) === true) {
          p.add(path, `the legendary item ${describe(id)} is held twice by this player`);
        }
        (once ??= []).push(id);
      }
    }
  });
}

function checkMovementCards(p: Problems, { state, env }: CheckContext): void {
  const tables = tablesOf(env);
  const ids = state.movementCards.map((card) => card.id);
  checkOnce(
    p,
    { what: "movement card", known: tables.movementCards, index: tables.movementIndex, where: "movementCards" },
    [{ path: "movementCards", ids, suffix: "id" }],
  );
}
