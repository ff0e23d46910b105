/**
 * Copies of a state's top-level values, written per kind of node. `clonePlain` copies any plain
 * data by key (`out[key] = ...` over every kind of node): those reads and stores by key are
 * megamorphic (about a sixth of `reduce`'s instructions once), and a node built key by key gets
 * another hidden class than the literal the rules build it with whenever its field count is not 4.
 * So the nodes the rules change in place (the players, their heroes and regions, the goblin
 * portals, the quests, the movement cards, the Day, the Night, the last roll) are copied by the
 * rules' own literals, field by field; and the nodes the rules only ever replace, never change (the
 * pending decision and the queued steps), are shared by the copies a draft or a simulator makes,
 * and copied through JSON for the copies a caller keeps (`JSON.parse` gives an object the hidden
 * class of the literal with its keys, which a copy by key does not). The copiers' key lists are
 * read from the state's schema. A node whose keys are not exactly the expected ones, in order, is
 * copied by `clonePlain` instead, so a copy is always exact.
 *
 * @module
 */
import { clonePlain, inheritsEnumerable } from "../../core/clone";
import { packedMap } from "../../core/packed";
import { field, hasKeys, jsonCopy, keysOf, leafList } from "./copy-kit";
import { goblinsSchema, goblinTokenSchema, movementCardSchema, portalSchema, questsSchema } from "../schema/board";
import { regionRef } from "../schema/common";
import { heroSchema, playerSchema } from "../schema/players";
import { daySchema, lastRollSchema, movedSchema, nightSchema } from "../schema/progress";
import type { GoblinState, GoblinToken, PortalState, RegionRef } from "./board";
import type { HeroState, PlayerState } from "./players";
import type { DayState, LastRoll, MovementCardState, MovedThisTurn, NightState, QuestState } from "./progress";

const REGION_KEYS = keysOf(regionRef);
function copyRegion(at: RegionRef): RegionRef {
  if (!hasKeys(at, REGION_KEYS)) return clonePlain(at);
  return { cell: field(at.cell), side: field(at.side) };
}

const HERO_KEYS = keysOf(heroSchema);
function copyHero(hero: HeroState): HeroState {
  if (!hasKeys(hero, HERO_KEYS)) return clonePlain(hero);
  return { at: copyRegion(hero.at), templeSpace: field(hero.templeSpace), items: leafList(hero.items) };
}

const PLAYER_KEYS = keysOf(playerSchema);
function copyPlayer(player: PlayerState): PlayerState {
  if (!hasKeys(player, PLAYER_KEYS)) return clonePlain(player);
  const heroes: HeroState[] = [];
  const given = player.heroes;
  if (!Array.isArray(given)) return clonePlain(player);
  for (let h = 0; h < given.length; h++) heroes.push(copyHero(given[h] as HeroState));
  return {
    seat: field(player.seat),
    color: field(player.color),
    health: field(player.health),
    power: field(player.power),
    spellLevel: field(player.spellLevel),
    goblinsDefeated: field(player.goblinsDefeated),
    completedQuests: leafList(player.completedQuests),
    heroes,
    reserve: leafList(player.reserve),
    // Keyed by the content's legendary items: a record of its own shape.
    legendary: clonePlain(player.legendary),
  };
}

const TOKEN_KEYS = keysOf(goblinTokenSchema);
function copyToken(token: GoblinToken | null): GoblinToken | null {
  if (!hasKeys(token, TOKEN_KEYS)) return clonePlain(token);
  return { stance: field(token.stance), damage: field(token.damage), dealtBy: leafList(token.dealtBy) };
}

const PORTAL_KEYS = keysOf(portalSchema);
function copyPortal(portal: PortalState): PortalState {
  if (!hasKeys(portal, PORTAL_KEYS)) return clonePlain(portal);
  return { at: copyRegion(portal.at), goblin: copyToken(portal.goblin) };
}

const GOBLINS_KEYS = keysOf(goblinsSchema);
function copyGoblins(goblins: GoblinState): GoblinState {
  if (!hasKeys(goblins, GOBLINS_KEYS)) return clonePlain(goblins);
  const given = goblins.portals;
  if (!Array.isArray(given)) return clonePlain(goblins);
  const portals: PortalState[] = [];
  for (let i = 0; i < given.length; i++) portals.push(copyPortal(given[i] as PortalState));
  return { portals, supply: field(goblins.supply) };
}

const MOVED_KEYS = keysOf(movedSchema);
function copyMoved(moved: MovedThisTurn | null): MovedThisTurn | null {
  if (!hasKeys(moved, MOVED_KEYS)) return clonePlain(moved);
  return { heroes: leafList(moved.heroes), method: field(moved.method), through: field(moved.through) };
}

const DAY_KEYS = keysOf(daySchema);
function copyDay(day: DayState): DayState {
  if (!hasKeys(day, DAY_KEYS)) return clonePlain(day);
  return {
    turn: field(day.turn),
    leader: field(day.leader),
    card: field(day.card),
    moved: copyMoved(day.moved),
    questTaken: field(day.questTaken),
    treasureQuests: leafList(day.treasureQuests),
  };
}

const NIGHT_KEYS = keysOf(nightSchema);
function copyNight(night: NightState): NightState {
  if (!hasKeys(night, NIGHT_KEYS)) return clonePlain(night);
  return { holder: field(night.holder), adventuring: leafList(night.adventuring) };
}

const LAST_ROLL_KEYS = keysOf(lastRollSchema);
function copyLastRoll(roll: LastRoll): LastRoll {
  if (!hasKeys(roll, LAST_ROLL_KEYS)) return clonePlain(roll);
  return { player: field(roll.player), purpose: field(roll.purpose), symbols: leafList(roll.symbols) };
}

const QUESTS_KEYS = keysOf(questsSchema);
function copyQuests(quests: QuestState): QuestState {
  if (!hasKeys(quests, QUESTS_KEYS)) return clonePlain(quests);
  return { deck: leafList(quests.deck), row: leafList(quests.row), discard: leafList(quests.discard) };
}

const CARD_KEYS = keysOf(movementCardSchema);
function copyMovementCards(cards: readonly MovementCardState[]): MovementCardState[] {
  if (!Array.isArray(cards)) return clonePlain(cards) as MovementCardState[];
  const out: MovementCardState[] = [];
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i] as MovementCardState;
    out.push(hasKeys(card, CARD_KEYS) ? { id: field(card.id), used: field(card.used) } : clonePlain(card));
  }
  return out;
}

/**
 * A module's copy of its state slice for a draft or a simulator (`GameModule`'s `slice.copy`):
 * built with the module's own literals, sharing only what its rules replace and never change.
 */
export type SliceCopy = (slice: unknown) => unknown;

/**
 * `moduleState` copied key by key, as the rules build it, each slice by `copySlice` (a module's
 * own copy, or a generic one).
 */
function copyModuleState(value: object, copySlice: (id: string, slice: unknown) => unknown): unknown {
  if (Array.isArray(value) || inheritsEnumerable()) return clonePlain(value);
  const out: Record<string, unknown> = {};
  for (const id in value) {
    if (id === "__proto__") return clonePlain(value); // an own key `clonePlain` knows how to keep
    out[id] = copySlice(id, (value as Record<string, unknown>)[id]);
  }
  return out;
}

/** The identity: a shared step. */
const sameStep = (step: unknown): unknown => step;

/** A slice copied through JSON, for a copy a caller keeps. */
const jsonSlice = (_id: string, slice: unknown): unknown => jsonCopy(slice);

/**
 * A copy of one top-level value of a state for a draft or a simulator: every node the rules change
 * in place is copied (with the rules' literals where a copier is written), and the pending decision
 * and the queued steps are shared, since the rules only ever replace them. Equal to
 * `clonePlain(value)` (same keys in the same order, same values).
 *
 * @param key - the top-level key
 * @param value - its value
 * @returns the copy, unfrozen except for the shared nodes
 */
export function copySubtree(key: string, value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value === 0 ? 0 : value;
  switch (key) {
    case "players": {
      if (!Array.isArray(value)) return clonePlain(value);
      const out: PlayerState[] = [];
      for (let i = 0; i < value.length; i++) out.push(copyPlayer(value[i] as PlayerState));
      return out;
    }
    case "goblins":
      return copyGoblins(value as GoblinState);
    case "quests":
      return copyQuests(value as QuestState);
    case "movementCards":
      return copyMovementCards(value as MovementCardState[]);
    case "day":
      return copyDay(value as DayState);
    case "night":
      return copyNight(value as NightState);
    case "lastRoll":
      return copyLastRoll(value as LastRoll);
    case "decision":
      return value;
    case "queue":
      // The array is copied; its steps are shared (the rules replace a step, never change one).
      return Array.isArray(value) ? packedMap(value as unknown[], sameStep) : clonePlain(value);
    default:
      return clonePlain(value);
  }
}

/**
 * The `copySubtree` of a ruleset whose modules copy their own state slices: `moduleState` by
 * them, every other value by `inner`.
 *
 * @param slices - each module's slice copy, by module id
 * @param inner - the composed ruleset's copier of the other values
 * @returns the ruleset's `copySubtree`
 */
export function subtreeCopier(
  slices: Readonly<Record<string, SliceCopy>>,
  inner: (key: string, value: unknown) => unknown = copySubtree,
): (key: string, value: unknown) => unknown {
  const copySlice = (id: string, slice: unknown): unknown =>
    Object.hasOwn(slices, id) ? (slices[id] as SliceCopy)(slice) : clonePlain(slice);
  return (key, value) =>
    key === "moduleState" && typeof value === "object" && value !== null
      ? copyModuleState(value, copySlice)
      : inner(key, value);
}

/**
 * A deep copy of one top-level value of a state that shares nothing with it, for a copy a caller
 * keeps: as {@link copySubtree}, with the decision and the queued steps copied through JSON.
 *
 * @param key - the top-level key
 * @param value - its value
 * @returns the copy, unfrozen
 */
export function copySubtreeUnshared(key: string, value: unknown): unknown {
  if (typeof value !== "object" || value === null) return copySubtree(key, value);
  if (key === "decision" || key === "queue") return jsonCopy(value);
  if (key === "moduleState") return copyModuleState(value, jsonSlice);
  return copySubtree(key, value);
}
