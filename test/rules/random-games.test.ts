/**
 * Rulebook, Health and Power Maximum Thresholds, Exploring Temples (occupancy), Attacking, Game End;
 * CLARIFICATIONS 1 (Temple occupancy): seeded random games of 2, 3 and 4 players run to the end
 * with the invariants checked after every step.
 */
import { referencePack } from "../../src/index";
import { describe, expect, it } from "vitest";
import { createGame, maxHealth, maxPower, Simulator, type Action, type GameState } from "../../src/index";
import { prng } from "../support/scenario";
import { size } from "../support/scale";

const MAX_STEPS = 3000;
const GAMES = size(504, 126); // 168 (locally 42) of each player count

function regionKind(state: GameState, at: { cell: number; side: "left" | "right" }): Record<string, unknown> {
  const cell = state.map.cells[at.cell]!;
  const card = referencePack.mapCards.find((m) => m.id === cell.cardId)!;
  return card[state.map.face][at.side];
}

const TREASURE = (_state: GameState): string[] =>
  referencePack.items.filter((i) => i.kind === "treasure").map((i) => i.id);

/** Returns the first broken invariant, or null. */
export function brokenInvariant(state: GameState): string | null {
  for (const p of state.players) {
    const mh = maxHealth(state, p.seat);
    const mp = maxPower(state, p.seat);
    const itemIds = [...p.heroes.flatMap((h) => h.items), ...p.reserve];
    const bonus = (stat: string): number =>
      itemIds.reduce((n, id) => {
        const a = referencePack.items.find((i) => i.id === id)?.ability as
          { type: string; stat?: string; amount?: number } | undefined;
        return n + (a?.type === "max-bonus" && a.stat === stat ? (a.amount ?? 0) : 0);
      }, 0);
    if (mh !== Math.min(10, 6 + p.goblinsDefeated + bonus("health"))) return `seat ${p.seat}: maxHealth ${mh}`;
    if (mp !== Math.min(10, 3 + p.spellLevel + bonus("power"))) return `seat ${p.seat}: maxPower ${mp}`;
    if (!(p.health >= 0 && p.health <= mh)) return `seat ${p.seat}: health ${p.health} not in [0, ${mh}]`;
    if (!(p.power >= 0 && p.power <= mp)) return `seat ${p.seat}: power ${p.power} not in [0, ${mp}]`;
    if (p.spellLevel < 0 || p.spellLevel > 10) return `seat ${p.seat}: spell level ${p.spellLevel}`;
    for (const h of p.heroes) if (h.items.length > 2) return `seat ${p.seat}: a hero holds ${h.items.length} items`;
  }
  // occupancy
  const byRegion = new Map<string, number[]>();
  for (const p of state.players) {
    for (const h of p.heroes) {
      const key = `${h.at.cell}:${h.at.side}`;
      byRegion.set(key, [...(byRegion.get(key) ?? []), p.seat]);
      const kind = regionKind(state, h.at).kind;
      if (kind !== "temple" && h.templeSpace !== 0)
        return `seat ${p.seat}: temple space ${h.templeSpace} outside a temple`;
      if (h.templeSpace < 0 || h.templeSpace > 4) return `seat ${p.seat}: temple space ${h.templeSpace}`;
    }
  }
  for (const [key, seats] of byRegion) {
    const [cell, side] = key.split(":") as [string, "left" | "right"];
    const kind = regionKind(state, { cell: Number(cell), side }).kind;
    const distinct = new Set(seats).size;
    if (kind === "temple" && (seats.length > 2 || distinct !== seats.length))
      return `temple ${key} holds ${seats.join(",")}`;
    if ((kind === "obelisk" || kind === "grotto") && distinct !== seats.length)
      return `${kind} ${key} holds ${seats.join(",")}`;
    if (kind === "portal" && seats.length > 1) return `portal ${key} holds ${seats.join(",")}`;
  }
  // goblins
  const onPortals = state.goblins.portals.filter((p) => p.goblin !== null).length;
  const defeated = state.players.reduce((n, p) => n + p.goblinsDefeated, 0);
  if (onPortals + state.goblins.supply + defeated !== 16)
    return `goblins: ${onPortals} + ${state.goblins.supply} + ${defeated} != 16`;
  for (const p of state.goblins.portals)
    if (p.goblin !== null && (p.goblin.damage < 0 || p.goblin.damage >= 5)) return `goblin damage ${p.goblin.damage}`;
  // quests
  const quests = [
    ...state.quests.deck,
    ...state.quests.row,
    ...state.quests.discard,
    ...state.players.flatMap((p) => p.completedQuests),
  ];
  if (quests.length !== 24 || new Set(quests).size !== 24)
    return `quests: ${quests.length} cards, ${new Set(quests).size} distinct`;
  if (state.phase !== "ended" && state.quests.row.length > 3) return `row of ${state.quests.row.length}`;
  // treasure items
  // an item being gained waits in the equip-item decision or in a queued gain-item step
  const inFlight = [
    ...(state.decision?.kind === "equip-item" ? [state.decision.item] : []),
    ...state.queue.flatMap((step) => (step.kind === "gain-item" ? [(step as { item: string }).item] : [])),
  ];
  const places = [
    ...state.itemRack,
    ...inFlight,
    ...state.players.flatMap((p) => [...p.heroes.flatMap((h) => h.items), ...p.reserve]),
  ];
  for (const id of TREASURE(state)) {
    const n = places.filter((x) => x === id).length;
    if (n !== 1) return `treasure item ${id} is in ${n} places`;
  }
  // magic
  const last = 8;
  if (state.magicSpace < 0 || state.magicSpace > last) return `magic space ${state.magicSpace}`;
  if (state.round < 1 || state.round > 5) return `round ${state.round}`;
  return null;
}

/** A cheap seeded policy: mostly uniform, but rests more often at Night so games stay short. */
function choose(actions: readonly Action[], rand: () => number): Action {
  const rest = actions.find((a) => a.type === "rest");
  if (rest !== undefined && rand() < 0.3) return rest;
  return actions[Math.floor(rand() * actions.length)]!;
}

function play(seed: number, players: number): { steps: number; state: GameState } {
  const sim = new Simulator(createGame({ seed, players }));
  const rand = prng(seed * 7919 + players);
  let steps = 0;
  const first = brokenInvariant(sim.state);
  if (first !== null) throw new Error(`seed ${seed} (${players}p) step 0: ${first}`);
  while (!sim.isGameOver()) {
    if (steps >= MAX_STEPS) throw new Error(`seed ${seed} (${players}p): no end after ${MAX_STEPS} steps`);
    const actions = sim.legalActions();
    if (actions.length === 0)
      throw new Error(`seed ${seed} (${players}p) step ${steps}: no legal action (${sim.state.decision?.kind})`);
    const action = choose(actions, rand);
    try {
      sim.apply(action);
    } catch (e) {
      throw new Error(
        `seed ${seed} (${players}p) step ${steps}: ${JSON.stringify(action)} threw ${(e as Error).message}`,
      );
    }
    steps += 1;
    const broken = brokenInvariant(sim.state);
    if (broken !== null)
      throw new Error(`seed ${seed} (${players}p) step ${steps} after ${JSON.stringify(action)}: ${broken}`);
  }
  return { steps, state: sim.state };
}

describe("seeded random games (Game End, thresholds, occupancy, conservation)", () => {
  it(`Game End: ${GAMES} random games of 2, 3 and 4 players reach the end of round 5 with every invariant holding at every step`, () => {
    let longest = 0;
    for (let g = 0; g < GAMES; g++) {
      const players = 2 + (g % 3);
      const { steps, state } = play(1000 + g, players);
      longest = Math.max(longest, steps);
      expect(state.phase, `seed ${1000 + g}`).toBe("ended");
      expect(state.round, `seed ${1000 + g}`).toBe(5);
      expect(state.decision, `seed ${1000 + g}`).toBeNull();
    }
    expect(longest).toBeLessThan(MAX_STEPS);
  });

  it("the invariant checker can fail: it catches a Health above the maximum and a lost goblin", () => {
    const s = JSON.parse(JSON.stringify(createGame({ seed: 1, players: 2 }))) as {
      players: { health: number }[];
      goblins: { supply: number };
    };
    s.players[0]!.health = 7;
    expect(brokenInvariant(s as unknown as GameState)).toMatch(/health 7/);
    s.players[0]!.health = 6;
    s.goblins.supply -= 1;
    expect(brokenInvariant(s as unknown as GameState)).toMatch(/goblins/);
  });
});
