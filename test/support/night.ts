/**
 * Night-phase scenario helpers: a game in external-chance mode edited into the Night, so that every
 * roll stops at a chance point and the test chooses the symbols.
 */
import { expect } from "vitest";
import { createGame, type Action, type GameState, type RegionRef } from "../../src/index";
import { act, engineFor, mutable, regionsWhere, type S } from "./scenario";

export type Sym = "take-damage" | "gain-power" | "conjure-magic" | "torch" | "scroll" | "attack-goblin";

/** The reference multiplayer magic track: the level of each space. */
export const TRACK = [0, 0, 1, 1, 1, 2, 2, 2, 3] as const;

/**
 * A fresh game (external chance) set to the Night: everyone adventuring, `holder` holding the dice
 * and asked to adventure or rest, the magic token on `magicSpace`, all heroes at home.
 */
export function nightGame(players = 2, opts: { seed?: string | number; holder?: number; magicSpace?: number } = {}): S {
  const s = mutable(createGame({ seed: opts.seed ?? "night", players, firstPlayer: 0, chance: "external" }));
  const holder = opts.holder ?? 0;
  s.phase = "night";
  s.day = null;
  s.night = { holder, adventuring: s.players.map(() => true) };
  s.decision = { kind: "adventure-or-rest", player: holder };
  s.queue = [];
  s.magicSpace = opts.magicSpace ?? 0;
  return s;
}

/** Sets who still adventures (the others count as rested). */
export function setAdventuring(s: S, seats: readonly number[]): void {
  s.night!.adventuring = s.players.map((p) => seats.includes(p.seat));
}

/** Sets every player's Power (and optionally Health). */
export function setStats(s: S, power: number, health?: number): void {
  for (const p of s.players) {
    p.power = power;
    if (health !== undefined) p.health = health;
  }
}

/** The roll-outcome action for five symbols. */
export function outcome(symbols: readonly Sym[]): Action {
  if (symbols.length !== 5) throw new Error(`a roll has 5 symbols, got ${symbols.length}`);
  return { type: "roll-outcome", player: "chance", symbols: [...symbols] };
}

/** `symbols` padded to five with `filler`. */
export function pad(symbols: readonly Sym[], filler: Sym): Sym[] {
  return [...symbols, ...Array<Sym>(5 - symbols.length).fill(filler)];
}

/** The holder (asked to adventure or rest) adventures and the dice show `symbols`. */
export function roll(s: S | GameState, symbols: readonly Sym[]): S {
  const d = s.decision;
  if (d?.kind !== "adventure-or-rest") throw new Error(`expected adventure-or-rest, got ${d?.kind}`);
  const rolling = act(s, { type: "adventure", player: d.player });
  expect(rolling.decision?.kind).toBe("chance");
  return act(rolling, outcome(symbols));
}

/** The holder rests. */
export function rest(s: S | GameState): S {
  const d = s.decision;
  if (d?.kind !== "adventure-or-rest") throw new Error(`expected adventure-or-rest, got ${d?.kind}`);
  return act(s, { type: "rest", player: d.player });
}

/** Whether `action` is in the legal action list (deep equality). */
export function isLegal(s: S | GameState, action: Record<string, unknown>): boolean {
  const want = JSON.stringify(Object.fromEntries(Object.entries(action).sort()));
  return engineFor(s)
    .legalActions(s)
    .some((a) => JSON.stringify(Object.fromEntries(Object.entries(a).sort())) === want);
}

/** The first region of a kind matching `pred`. */
function findRegion(
  s: S | GameState,
  kind: string,
  pred: (r: Record<string, unknown>) => boolean = () => true,
): RegionRef {
  const [ref] = regionsWhere(s, (r) => r.kind === kind && pred(r));
  if (ref === undefined) throw new Error(`no ${kind} region on the map`);
  return ref;
}

/** The obelisk of a spell. */
export const obeliskOf = (s: S | GameState, spell: string): RegionRef =>
  findRegion(s, "obelisk", (r) => r["spell"] === spell);
/** The temple region of a temple. */
export const templeOf = (s: S | GameState, temple: string): RegionRef =>
  findRegion(s, "temple", (r) => r["temple"] === temple);
/** Every portal region. */
export const portalRegions = (s: S | GameState): RegionRef[] => regionsWhere(s, (r) => r.kind === "portal");
/** Every grotto region. */
export const grottoRegions = (s: S | GameState): RegionRef[] => regionsWhere(s, (r) => r.kind === "grotto");

/** The portal state entry of a region. */
export function portalAt(s: S | GameState, ref: RegionRef): S["goblins"]["portals"][number] {
  const p = (s as S).goblins.portals.find((x) => x.at.cell === ref.cell && x.at.side === ref.side);
  if (p === undefined) throw new Error(`no portal at ${JSON.stringify(ref)}`);
  return p;
}

/** Answers every pending choose-gain with `stat` (and every equip-item with the first hero) until another decision comes. */
export function settleGains(s: S, stat: "health" | "power" = "power"): S {
  let cur = s;
  for (let i = 0; i < 20; i++) {
    const d = cur.decision;
    if (d?.kind === "choose-gain") cur = act(cur, { type: "choose-gain", player: d.player, stat });
    else if (d?.kind === "equip-item") cur = act(cur, engineFor(cur).legalActions(cur)[0]!);
    else return cur;
  }
  return cur;
}
