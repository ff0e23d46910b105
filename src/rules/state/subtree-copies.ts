/**
 * Deep copies of the state's largest subtrees, written per kind of node. `clonePlain` copies any
 * plain data by key (`out[key] = ...` over every kind of node), and those reads and stores by key
 * are megamorphic: about a sixth of `reduce`'s instructions. The copiers below build each node with
 * the literal the rules build it with (the players, their heroes and regions, the goblin portals),
 * by named fields: monomorphic reads and stores, and copies with the rules' own hidden classes. A
 * node whose keys are not exactly the expected ones, in order, is copied by `clonePlain` instead, so
 * a copy is always exact.
 *
 * @module
 */
import { clonePlain } from "../../core/clone";
import type { GoblinState, GoblinToken, PortalState, RegionRef } from "./board";
import type { HeroState, PlayerState } from "./players";

/**
 * Whether `node` has exactly `keys`, in order. An enumerable inherited key (a host whose
 * `Object.prototype` was given one) disqualifies it too, and `clonePlain` then copies own keys only.
 */
function hasKeys(node: object, keys: readonly string[]): boolean {
  let i = 0;
  for (const key in node) if (key !== keys[i++]) return false;
  return i === keys.length;
}

/** A field's copy: leaves as they are (`-0` as `0`, as `clonePlain`), anything else by `clonePlain`. */
function field<T>(value: T): T {
  if (typeof value === "object" && value !== null) return clonePlain(value);
  return (value === 0 ? 0 : value) as T;
}

/** A list of leaves (ids, seats) copied item by item; anything else by `clonePlain`. */
function leafList<T>(list: readonly T[]): T[] {
  if (!Array.isArray(list)) return clonePlain(list) as T[];
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) out.push(field(list[i] as T));
  return out;
}

const REGION_KEYS = ["cell", "side"];
function copyRegion(at: RegionRef): RegionRef {
  if (typeof at !== "object" || at === null || !hasKeys(at, REGION_KEYS)) return clonePlain(at);
  return { cell: field(at.cell), side: field(at.side) };
}

const HERO_KEYS = ["at", "templeSpace", "items"];
function copyHero(hero: HeroState): HeroState {
  if (typeof hero !== "object" || hero === null || !hasKeys(hero, HERO_KEYS)) return clonePlain(hero);
  return { at: copyRegion(hero.at), templeSpace: field(hero.templeSpace), items: leafList(hero.items) };
}

const PLAYER_KEYS = [
  "seat",
  "color",
  "health",
  "power",
  "spellLevel",
  "goblinsDefeated",
  "completedQuests",
  "heroes",
  "reserve",
  "legendary",
];
function copyPlayer(player: PlayerState): PlayerState {
  if (typeof player !== "object" || player === null || !hasKeys(player, PLAYER_KEYS)) return clonePlain(player);
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

const TOKEN_KEYS = ["stance", "damage", "dealtBy"];
function copyToken(token: GoblinToken | null): GoblinToken | null {
  if (token === null || typeof token !== "object" || !hasKeys(token, TOKEN_KEYS)) return clonePlain(token);
  return { stance: field(token.stance), damage: field(token.damage), dealtBy: leafList(token.dealtBy) };
}

const PORTAL_KEYS = ["at", "goblin"];
function copyPortal(portal: PortalState): PortalState {
  if (typeof portal !== "object" || portal === null || !hasKeys(portal, PORTAL_KEYS)) return clonePlain(portal);
  return { at: copyRegion(portal.at), goblin: copyToken(portal.goblin) };
}

const GOBLINS_KEYS = ["portals", "supply"];
function copyGoblins(goblins: GoblinState): GoblinState {
  if (typeof goblins !== "object" || goblins === null || !hasKeys(goblins, GOBLINS_KEYS)) return clonePlain(goblins);
  const given = goblins.portals;
  if (!Array.isArray(given)) return clonePlain(goblins);
  const portals: PortalState[] = [];
  for (let i = 0; i < given.length; i++) portals.push(copyPortal(given[i] as PortalState));
  return { portals, supply: field(goblins.supply) };
}

/**
 * A deep, unfrozen copy of one top-level value of a state, equal to `clonePlain(value)` (same keys in
 * the same order, same values), with the players and the goblins built by the rules' literals.
 *
 * @param key - the top-level key
 * @param value - its value
 * @returns the copy
 */
export function copySubtree(key: string, value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value === 0 ? 0 : value;
  if (key === "players") {
    if (!Array.isArray(value)) return clonePlain(value);
    const out: PlayerState[] = [];
    for (let i = 0; i < value.length; i++) out.push(copyPlayer(value[i] as PlayerState));
    return out;
  }
  if (key === "goblins") return copyGoblins(value as GoblinState);
  return clonePlain(value);
}
