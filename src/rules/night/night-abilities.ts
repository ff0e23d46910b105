/**
 * What an adventuring player can do with rolled symbols and Power at Night (Rulebook, Torches and
 * Scrolls, Forge Ahead, Attacking, Legendary Item Clarification): advance a hero on its temple track
 * (a double space takes both symbols at once; Forge Ahead pays 2 Power per missing symbol), attack a
 * goblin with an Attack symbol (the Bow from an adjacent card), and the Sword (1 Power per damage
 * at the hero's own portal).
 *
 * Rulings (docs/rulings.md, "Night abilities"): items with `extra-symbol` add one symbol of their
 * kind to their player's pool for each roll; `forge-discount` lowers the Forge cost for its holder.
 *
 * @module
 */
import type { Action, AdvanceHeroAction, AttackAction, SwordAction } from "../actions";
import type { RulesEnv } from "../game-types";
import { areAdjacent } from "../map/geometry";
import type { GameState } from "../state";
import { nextSpaceIn, nightRegionAt } from "./night-regions";
import { NightView } from "./night-view";
import { holdsAbility } from "../items/abilities";

/**
 * The symbols a player may still spend.
 */
export interface SymbolPool {
  /** Torch symbols. */
  readonly torch: number;
  /** Scroll symbols. */
  readonly scroll: number;
  /** Attack Goblin symbols. */
  readonly attack: number;
}

/** The empty pool (Forge Ahead and the Sword only). @example `nightOptions(state, env, 0, NO_SYMBOLS)` */
export const NO_SYMBOLS: SymbolPool = { torch: 0, scroll: 0, attack: 0 };

/**
 * The Power one Forged symbol costs the hero: 2, or an item's `forge-discount` cost.
 *
 * @param state - the state
 * @param env - the rules environment
 * @param seat - the player
 * @param hero - the hero
 * @returns the cost per symbol
 */
export function forgeCost(state: GameState, env: RulesEnv, seat: number, hero: number): number {
  let cost = 2;
  for (const id of state.players[seat]?.heroes[hero]?.items ?? []) {
    const ability = env.index.items.get(id)?.ability;
    if (ability?.type === "forge-discount") cost = Math.min(cost, ability.cost);
  }
  return cost;
}

/**
 * The pool of a roll for one player: the rolled Torch, Scroll and Attack symbols plus one symbol per
 * `extra-symbol` item their heroes hold.
 *
 * @param state - the state
 * @param env - the rules environment
 * @param seat - the player
 * @returns the pool
 */
export function rollPool(state: GameState, env: RulesEnv, seat: number): SymbolPool {
  const pool = rolledSymbols(state);
  const heroes = state.players[seat]?.heroes ?? [];
  for (let h = 0; h < heroes.length; h++) {
    const items = (heroes[h] as (typeof heroes)[number]).items;
    // Items first: most heroes hold none, and then the region need not be looked up.
    for (let i = 0; i < items.length; i++) {
      const ability = env.index.items.get(items[i] as string)?.ability;
      if (ability?.type !== "extra-symbol") continue;
      if (inGrotto(state, env, seat, h)) break; // heroes in a grotto take no action at Night
      if (ability.symbol === "torch") pool.torch += 1;
      else if (ability.symbol === "scroll") pool.scroll += 1;
      else pool.attack += 1;
    }
  }
  return pool;
}

/** The Torch, Scroll and Attack symbols of the last roll (a fresh pool the caller may change). */
function rolledSymbols(state: GameState): { torch: number; scroll: number; attack: number } {
  const roll = state.lastRoll;
  let torch = 0;
  let scroll = 0;
  let attack = 0;
  for (const symbol of roll?.symbols ?? []) {
    if (symbol === "torch") torch++;
    else if (symbol === "scroll") scroll++;
    else if (symbol === "attack-goblin") attack++;
  }
  return { torch, scroll, attack };
}

/**
 * Whether a hero stands in a grotto (regular or golden); such heroes take no action at Night
 * (Rulebook, Mushroom Grottos).
 *
 * @param state - the state
 * @param env - the rules environment
 * @param seat - the player
 * @param hero - the hero
 * @returns true in a grotto
 */
export function inGrotto(state: GameState, env: RulesEnv, seat: number, hero: number): boolean {
  const at = state.players[seat]?.heroes[hero]?.at;
  return at !== undefined && nightRegionAt(state.map.cells, at, env).grotto;
}

/** One Night ability use: a temple advance (with 0 or more Forged symbols), an attack or a Sword strike. @example `const o: NightOption = { type: "sword", player: 0, hero: 1 };` */
export type NightOption = AdvanceHeroAction | AttackAction | SwordAction;

/**
 * Lists each Night option into `out`, in `nightOptions` order; with no list, stops at the first
 * option and builds none. Returns whether any option exists.
 */
function scanNightOptions(
  state: GameState,
  env: RulesEnv,
  seat: number,
  pool: SymbolPool,
  view: NightView,
  out: Action[] | null,
): boolean {
  const player = state.players[seat];
  if (player === undefined) return false;
  const heroes = player.heroes;
  // The pool is read once: pools come in several object shapes (a roll's, a decision, a spread).
  const torch = pool.torch;
  const scroll = pool.scroll;
  const attack = pool.attack;
  let found = false;
  for (let h = 0; h < heroes.length; h++) {
    const hero = heroes[h] as (typeof heroes)[number];
    // The hero's region is looked up once for the temple track and the grotto test.
    const region = nightRegionAt(state.map.cells, hero.at, env);
    const space = nextSpaceIn(region, hero.templeSpace);
    if (space !== null) {
      // A track space needs torches or scrolls (validateContent holds every pack's tracks to these two).
      const symbols = space.symbol === "torch" ? torch : scroll;
      let cost = -1; // the Forge cost, read on the first Forged option: most scans stop before one
      for (let forge = 0; forge <= space.count; forge++) {
        if (space.count - forge > symbols) continue;
        if (forge > 0) {
          if (cost < 0) cost = forgeCost(state, env, seat, h);
          if (forge * cost > player.power) continue;
        }
        if (out === null) return true;
        out.push(
          forge === 0
            ? { type: "advance-hero", player: seat, hero: h }
            : { type: "advance-hero", player: seat, hero: h, forge },
        );
        found = true;
      }
    }
    const goblinHere = view.goblinAt(hero.at);
    // Attacks: the hero's own portal (with a goblin), and with the Bow every adjacent card's portal
    // with a goblin and no hero on it. A hero in a grotto attacks nothing.
    if (attack > 0 && !region.grotto) {
      if (goblinHere) {
        if (out === null) return true;
        out.push({ type: "attack", player: seat, hero: h, cell: hero.at.cell });
        found = true;
      }
      if (holdsAbility(hero.items, env, "bow")) {
        // Only one hero attacks a goblin at a time: the Bow cannot join a hero already at that portal.
        for (const portal of view.goblinPortals()) {
          if (!view.occupied(portal) && areAdjacent(state.map.cells, hero.at.cell, portal.cell)) {
            if (out === null) return true;
            out.push({ type: "attack", player: seat, hero: h, cell: portal.cell });
            found = true;
          }
        }
      }
    }
    if (goblinHere && player.power >= 1 && holdsAbility(hero.items, env, "sword")) {
      if (out === null) return true;
      out.push({ type: "sword", player: seat, hero: h });
      found = true;
    }
  }
  return found;
}

/**
 * Every Night ability a player can use now with a pool: temple advances (with 0 or more Forged
 * symbols), attacks and Sword strikes.
 *
 * @param state - the state
 * @param env - the rules environment
 * @param seat - the player
 * @param pool - the symbols left
 * @param view - the goblins and heroes on the board (built from `state` when not given)
 * @returns the actions, in a stable order
 */
export function nightOptions(
  state: GameState,
  env: RulesEnv,
  seat: number,
  pool: SymbolPool,
  view: NightView = new NightView(state),
): NightOption[] {
  const out: NightOption[] = [];
  scanNightOptions(state, env, seat, pool, view, out);
  return out;
}

/**
 * Appends a player's Night options to a list of actions, in `nightOptions` order (the handlers
 * list them after or before other actions without copying a separate list).
 *
 * @param out - the list to append to
 * @param state - the state
 * @param env - the rules environment
 * @param seat - the player
 * @param pool - the symbols left
 */
export function pushNightOptions(out: Action[], state: GameState, env: RulesEnv, seat: number, pool: SymbolPool): void {
  scanNightOptions(state, env, seat, pool, new NightView(state), out);
}

/**
 * Whether a player can use any Night ability now with a pool: `nightOptions(...).length > 0`,
 * stopping at the first option found and building none.
 *
 * @param state - the state
 * @param env - the rules environment
 * @param seat - the player
 * @param pool - the symbols left
 * @param view - the goblins and heroes on the board (built from `state` when not given)
 * @returns true when a spending window has something to offer
 */
export function hasNightOption(
  state: GameState,
  env: RulesEnv,
  seat: number,
  pool: SymbolPool,
  view: NightView = new NightView(state),
): boolean {
  return scanNightOptions(state, env, seat, pool, view, null);
}

/**
 * Whether an untrusted action is one of the listed Night options (the options are few, so the
 * check is exact membership). `forge` must be absent for no Forge, never `0` or `null`, so each
 * legal action has exactly one accepted form.
 *
 * @param options - the legal options
 * @param action - the action
 * @returns true when listed
 */
export function isListed(
  options: readonly (AdvanceHeroAction | AttackAction | SwordAction)[],
  action: unknown,
): boolean {
  const a = action as Record<string, unknown>;
  return options.some(
    (o) =>
      o.type === a["type"] &&
      o.hero === a["hero"] &&
      (o.type !== "attack" || o.cell === a["cell"]) &&
      (o.type !== "advance-hero" ||
        ((o.forge ?? 0) === (a["forge"] === undefined ? 0 : a["forge"]) && a["forge"] !== 0)),
  );
}
