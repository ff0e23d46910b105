/**
 * Scenario builders for rule tests: take a fresh game, make a mutable copy, and edit it into the
 * situation a test needs (cards on given grid positions, heroes placed, goblins turned, a pending
 * decision). Everything goes through the public API afterwards (`reduce`, `validate`,
 * `legalActions`).
 */
import { expect } from "vitest";
import {
  createEngine,
  createGame,
  IllegalActionError,
  referencePack,
  type ContentPack,
  type Engine,
  type Action,
  type GameState,
  type RegionRef,
} from "../../src/index";

/** A mutable game state (the public type is deeply readonly). */
export type Mut<T> = T extends readonly (infer U)[]
  ? Mut<U>[]
  : T extends object
    ? { -readonly [K in keyof T]: Mut<T[K]> }
    : T;
export type S = Mut<GameState>;
export type Side = "left" | "right";
export type RegionDef = { kind: string; [k: string]: unknown };

/** The inferred layout, written out independently of the engine's layout data (CLARIFICATIONS section 4). */
export const LAYOUT: readonly (readonly [number, number])[] = [
  [1, 2],
  [2, 1],
  [2, 2],
  [2, 3],
  [3, 2],
  [1, 1],
  [1, 3],
  [3, 1],
  [3, 3],
  [0, 1],
  [0, 2],
  [1, 4],
  [2, 4],
  [4, 2],
  [4, 3],
  [2, 0],
  [3, 0],
];
/** The coast ring in clockwise order (CLARIFICATIONS section 4). */
export const RING: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [1, 3],
  [1, 4],
  [2, 4],
  [3, 3],
  [4, 3],
  [4, 2],
  [3, 1],
  [3, 0],
  [2, 0],
  [1, 1],
];

/** A mutable copy of a state. */
export function mutable(state: GameState): S {
  return structuredClone(state) as S;
}

/** A fresh mutable game. */
export function newGame(players = 2, seed: string | number = "day-scenario"): S {
  return mutable(createGame({ seed, players, firstPlayer: 0 }));
}

/** The cell index at a grid position (throws when there is none). */
export function cellAt(s: S | GameState, row: number, col: number): number {
  const i = s.map.cells.findIndex((c) => c.row === row && c.col === col);
  if (i < 0) throw new Error(`no cell at (${row},${col})`);
  return i;
}

/** The region definition of a region, read from the content pack (face in play). */
export function regionOf(s: S | GameState, ref: RegionRef): RegionDef {
  const cell = s.map.cells[ref.cell];
  if (cell === undefined) throw new Error(`no cell ${ref.cell}`);
  const card = referencePack.mapCards.find((m) => m.id === cell.cardId);
  if (card === undefined) throw new Error(`no card ${cell.cardId}`);
  return card[s.map.face][ref.side];
}

/** Every region whose definition passes `pred`. */
export function regionsWhere(s: S | GameState, pred: (r: RegionDef, ref: RegionRef) => boolean): RegionRef[] {
  const out: RegionRef[] = [];
  s.map.cells.forEach((_, cell) => {
    for (const side of ["left", "right"] as const)
      if (pred(regionOf(s, { cell, side }), { cell, side })) out.push({ cell, side });
  });
  return out;
}

/** The region on a cell whose kind is `kind` (throws when the card has none). */
export function sideOf(s: S | GameState, cell: number, kind: string): RegionRef {
  for (const side of ["left", "right"] as const) if (regionOf(s, { cell, side }).kind === kind) return { cell, side };
  throw new Error(`cell ${cell} has no ${kind}`);
}

/** The cell holding a map card. */
export function cellOfCard(s: S | GameState, cardId: string): number {
  const i = s.map.cells.findIndex((c) => c.cardId === cardId);
  if (i < 0) throw new Error(`card ${cardId} not on the map`);
  return i;
}

/** Rebuilds the portals list from the map (all passive, no damage), as setup does. */
export function rebuildPortals(s: S): void {
  s.goblins.portals = regionsWhere(s, (r) => r.kind === "portal").map((at) => ({
    at,
    goblin: { stance: "passive", damage: 0, dealtBy: [0, 0, 0, 0] },
  }));
}

/**
 * Puts map cards on grid positions (swapping with wherever they were), then rebuilds the portals
 * and sends every hero home. Castle cards can only go to castle positions and regular ones to
 * regular positions for the map to stay a legal layout, but the engine does not care.
 */
export function arrange(s: S, placements: Readonly<Record<string, string>>): void {
  for (const [pos, cardId] of Object.entries(placements)) {
    const [r, c] = pos.split(",").map(Number) as [number, number];
    const target = cellAt(s, r, c);
    const source = cellOfCard(s, cardId);
    const a = s.map.cells[target]!;
    const b = s.map.cells[source]!;
    const tmp = a.cardId;
    a.cardId = b.cardId;
    b.cardId = tmp;
  }
  s.map.cells = [...s.map.cells]; // a new array, so any geometry cache keyed by the array is rebuilt
  rebuildPortals(s);
  for (const p of s.players) for (let h = 0; h < p.heroes.length; h++) putHero(s, p.seat, h, home(s, p.seat));
}

/** A player's castle region. */
export function home(s: S | GameState, seat: number): RegionRef {
  const color = s.players[seat]!.color;
  const [ref] = regionsWhere(s, (r) => r.kind === "castle" && r.color === color);
  if (ref === undefined) throw new Error(`no castle for ${color}`);
  return ref;
}

/** Places a hero on a region. */
export function putHero(s: S, seat: number, hero: number, at: RegionRef, templeSpace = 0): void {
  const h = s.players[seat]!.heroes[hero]!;
  h.at = { cell: at.cell, side: at.side };
  h.templeSpace = templeSpace;
}

/** The portal entry on a cell (throws when none). */
export function portalOn(s: S, cell: number): S["goblins"]["portals"][number] {
  const p = s.goblins.portals.find((x) => x.at.cell === cell);
  if (p === undefined) throw new Error(`no portal on cell ${cell}`);
  return p;
}

/** Sets the goblin on a cell's portal aggressive (or passive). */
export function setStance(s: S, cell: number, stance: "aggressive" | "passive"): void {
  const p = portalOn(s, cell);
  p.goblin = { stance, damage: p.goblin?.damage ?? 0, dealtBy: p.goblin?.dealtBy ?? [0, 0, 0, 0] };
}

/** Opens player `player`'s move-or-idle decision with `card`, as the only player left this Day turn. */
export function setMoveOrIdle(s: S, player: number, card: string, turn = 0): void {
  s.phase = "day";
  s.day = { turn, leader: player, card, moved: null, questTaken: false, treasureQuests: [] };
  s.decision = { kind: "move-or-idle", player, card, transferred: [] };
  s.queue = [{ kind: "end-day-turn" }];
  const mc = s.movementCards.find((c) => c.id === card);
  if (mc) mc.used = false;
}

/** Opens a grotto decision directly. */
export function setGrotto(s: S, player: number, hero: number, effect: string): void {
  s.phase = "day";
  s.day = {
    turn: 0,
    leader: player,
    card: "foot",
    moved: { heroes: [hero], method: "foot", through: 0 },
    questTaken: false,
    treasureQuests: [],
  };
  s.decision = { kind: "use-grotto", player, hero, effect };
  s.queue = [{ kind: "end-day-turn" }];
}

/** A move action. */
export function move(
  player: number,
  hero: number,
  to: RegionRef,
  direction?: "clockwise" | "counterclockwise",
): Action {
  return direction === undefined
    ? { type: "move", player, hero, to: { cell: to.cell, side: to.side } }
    : { type: "move", player, hero, to: { cell: to.cell, side: to.side }, direction };
}

const engines = new Map<string, Engine>();

/** An engine for a custom content pack, remembered so the helpers below play its states. */
export function engineWith(content: ContentPack): Engine {
  const engine = createEngine({ content });
  engines.set(engine.fingerprint, engine);
  return engine;
}

/** The engine a state belongs to: one made by `engineWith`, or the reference engine. */
export function engineFor(s: S | GameState): Engine {
  return engines.get(s.pack.fingerprint) ?? createEngine();
}

/** Asserts the action is rejected with `code` by validate and by reduce, and that reduce changes nothing. */
export function expectRejected(s: S | GameState, action: unknown, code: string): void {
  const before = JSON.stringify(s);
  const { validate, reduce } = engineFor(s);
  const v = validate(s, action);
  expect(v.ok).toBe(false);
  if (!v.ok) expect(v.error.code).toBe(code);
  let thrown: unknown;
  try {
    reduce(s, action as Action);
  } catch (e) {
    thrown = e;
  }
  expect(thrown).toBeInstanceOf(IllegalActionError);
  expect((thrown as IllegalActionError).code).toBe(code);
  expect(JSON.stringify(s)).toBe(before);
}

/**
 * Draws the top card of the deck at every pending quest draw (external-chance mode), as a seeded
 * game would: the scenarios use external chance to choose dice, not quest cards.
 */
export function drawTopQuests(state: GameState): GameState {
  let cur = state;
  while (cur.decision?.kind === "draw-quest") {
    cur = engineFor(cur).reduce(cur, { type: "draw-quest", player: "chance", quest: cur.quests.deck[0]! });
  }
  return cur;
}

/**
 * Applies an action (asserting validate agrees) and returns a mutable copy of the result; quest
 * draws that follow are resolved with the top of the deck (`drawTopQuests`).
 */
export function act(s: S | GameState, action: Action): S {
  const { validate, reduce } = engineFor(s);
  const v = validate(s, action);
  if (!v.ok) throw new Error(`expected legal, got ${v.error.code}: ${v.error.message}`);
  return mutable(drawTopQuests(reduce(s, action)));
}

/** Applies an action and returns the next state and its events (with those of the quest draws that follow, see `drawTopQuests`). */
export function actWithEvents(
  s: S | GameState,
  action: Action,
): { state: S; events: readonly { type: string; [k: string]: unknown }[] } {
  const engine = engineFor(s);
  let r = engine.reduceWithEvents(s, action);
  const events = [...r.events];
  while (r.state.decision?.kind === "draw-quest") {
    r = engine.reduceWithEvents(r.state, { type: "draw-quest", player: "chance", quest: r.state.quests.deck[0]! });
    events.push(...r.events);
  }
  return { state: mutable(r.state), events: events };
}

/** A canonical JSON text (sorted keys, undefined-valued keys dropped) for deep comparisons. */
export function canon(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** A small seeded PRNG (mulberry32) for test-side randomness. */
export { mulberry32 as prng } from "../../src/bots/seeded-random";
