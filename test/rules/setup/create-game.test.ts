import { referencePack } from "../../../src/index";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  createGame,
  legalActions,
  maxHealth,
  maxPower,
  parseState,
  reduce,
  type GameState,
  type RegionDef,
} from "../../../src/index";
import { optionsArb, picksArb, playRandom, playersArb, seedArb, unfrozenPaths } from "../../support/engine";

const RUNS = { numRuns: 100 } as const;

function regionDef(state: GameState, cell: number, side: "left" | "right"): RegionDef {
  const placed = state.map.cells[cell];
  if (placed === undefined) throw new Error(`no cell ${cell}`);
  const card = referencePack.mapCards.find((c) => c.id === placed.cardId);
  if (card === undefined) throw new Error(`unknown card ${placed.cardId}`);
  return card[state.map.face][side];
}

const key = (pos: readonly [number, number] | readonly number[]): string => `${pos[0]},${pos[1]}`;

describe("createGame: the Land Map", () => {
  it("Creating the Land Map: 17 distinct cards on the layout's 17 cells (cross, castles, coast)", () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const state = createGame(options);
        const { layout } = referencePack;
        const cells = state.map.cells;
        expect(cells).toHaveLength(17);
        expect(new Set(cells.map((c) => c.cardId)).size).toBe(17);
        expect(new Set(cells.map((c) => c.cardId))).toEqual(new Set(referencePack.mapCards.map((c) => c.id)));
        const template = [...layout.cross, ...layout.castles, ...layout.coast].map(key);
        expect(cells.map((c) => key([c.row, c.col]))).toEqual(template);
        expect(new Set(template).size).toBe(17);
        expect(state.map.face).toBe("bright");
      }),
      RUNS,
    );
  });

  it("Creating the Land Map: the 4 castle cards are placed on the corners of the cross (the castle cells)", () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const state = createGame(options);
        const castleIds = referencePack.mapCards.filter((c) => c.kind === "castle").map((c) => c.id);
        const castleCells = new Set(referencePack.layout.castles.map(key));
        const onCastleCells = state.map.cells.filter((c) => castleCells.has(key([c.row, c.col]))).map((c) => c.cardId);
        expect([...onCastleCells].sort()).toEqual([...castleIds].sort());
        for (const cell of state.map.cells) {
          const isCastleCard = castleIds.includes(cell.cardId);
          expect(isCastleCard).toBe(castleCells.has(key([cell.row, cell.col])));
        }
      }),
      RUNS,
    );
  });

  it("Creating the Land Map: 12 coast cards (castles + 8 dealt around) with coast indices 0..11 along the coast ring, 5 inland", () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const state = createGame(options);
        const ring = referencePack.layout.coastRing.map(key);
        const coast = state.map.cells.filter((c) => c.coastIndex !== null);
        const inland = state.map.cells.filter((c) => c.coastIndex === null);
        expect(coast).toHaveLength(12);
        expect(inland).toHaveLength(5);
        expect(coast.map((c) => c.coastIndex).sort((a, b) => a! - b!)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
        for (const cell of coast) expect(ring[cell.coastIndex!]).toBe(key([cell.row, cell.col]));
        const cross = new Set(referencePack.layout.cross.map(key));
        for (const cell of inland) expect(cross.has(key([cell.row, cell.col]))).toBe(true);
      }),
      RUNS,
    );
  });
});

describe("createGame: goblins, movement cards, quests, items", () => {
  it("Game Setup step 6: a passive, undamaged goblin on each of the 7 portals; 9 in the supply (16 with the defeated)", () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const state = createGame(options);
        const { portals, supply } = state.goblins;
        expect(portals).toHaveLength(7);
        const seen = new Set<string>();
        for (const portal of portals) {
          expect(portal.goblin).toMatchObject({ stance: "passive", damage: 0 });
          expect(regionDef(state, portal.at.cell, portal.at.side).kind).toBe("portal");
          seen.add(`${portal.at.cell}:${portal.at.side}`);
        }
        expect(seen.size).toBe(7);
        // Every portal region of the map has a portal entry.
        let portalRegions = 0;
        state.map.cells.forEach((_, cell) => {
          for (const side of ["left", "right"] as const)
            if (regionDef(state, cell, side).kind === "portal") portalRegions++;
        });
        expect(portalRegions).toBe(7);
        expect(supply).toBe(9);
        const defeated = state.players.reduce((n, p) => n + p.goblinsDefeated, 0);
        expect(portals.filter((p) => p.goblin !== null).length + supply + defeated).toBe(16);
      }),
      RUNS,
    );
  });

  it("Game Setup step 7: the 5 movement cards face up (unused), in content order", () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const state = createGame(options);
        expect(state.movementCards).toEqual(referencePack.movementCards.map((c) => ({ id: c.id, used: false })));
        expect(state.movementCards).toHaveLength(5);
      }),
      RUNS,
    );
  });

  it("Game Setup step 8: a row of 3 quests with at least one Movement and one Treasure quest; deck + row + discard = the 24 quests once each", () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const state = createGame(options);
        const kindOf = (id: string): string | undefined => referencePack.quests.find((q) => q.id === id)?.kind;
        const { deck, row, discard } = state.quests;
        expect(row).toHaveLength(3);
        const kinds = row.map(kindOf);
        expect(kinds).toContain("movement");
        expect(kinds).toContain("treasure");
        const all = [...deck, ...row, ...discard];
        expect(all).toHaveLength(24);
        expect([...all].sort()).toEqual(referencePack.quests.map((q) => q.id).sort());
      }),
      RUNS,
    );
  });

  it("Game Setup step 9: the item rack holds the 12 treasure items", () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const state = createGame(options);
        const treasures = referencePack.items.filter((i) => i.kind === "treasure").map((i) => i.id);
        expect(treasures).toHaveLength(12);
        expect([...state.itemRack].sort()).toEqual([...treasures].sort());
        expect(new Set(state.itemRack).size).toBe(12);
      }),
      RUNS,
    );
  });
});

describe("createGame: players", () => {
  it("Game Setup (player boards) and step 5: 3 heroes on the castle of their colour, 6 Health, 3 Power, spell level 0, legendary items on their first space", () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const state = createGame(options);
        expect(state.players).toHaveLength(options.players);
        state.players.forEach((player, seat) => {
          expect(player.seat).toBe(seat);
          expect(player.heroes).toHaveLength(3);
          for (const hero of player.heroes) {
            expect(regionDef(state, hero.at.cell, hero.at.side)).toEqual({ kind: "castle", color: player.color });
            expect(hero.templeSpace).toBe(0);
            expect(hero.items).toEqual([]);
          }
          expect(player.health).toBe(6);
          expect(player.power).toBe(3);
          expect(maxHealth(state, seat)).toBe(6);
          expect(maxPower(state, seat)).toBe(3);
          expect(player.spellLevel).toBe(0);
          expect(player.goblinsDefeated).toBe(0);
          expect(player.completedQuests).toEqual([]);
          expect(player.reserve).toEqual([]);
          const card = referencePack.playerCards.find((c) => c.color === player.color)!;
          expect(Object.keys(player.legendary)).toEqual(Object.keys(card.legendary));
          expect(Object.keys(player.legendary)).toHaveLength(3);
          for (const value of Object.values(player.legendary)) expect(value).toBe(0);
        });
      }),
      RUNS,
    );
  });

  it("Game Setup: magic token on the first space, round 1, Day phase, first player token quest side up, first decision is the first player's movement card", () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const state = createGame(options);
        expect(state.magicSpace).toBe(0);
        expect(state.round).toBe(1);
        expect(state.phase).toBe("day");
        expect(state.firstPlayerToken).toBe("quest");
        expect(Number.isInteger(state.firstPlayer)).toBe(true);
        expect(state.firstPlayer).toBeGreaterThanOrEqual(0);
        expect(state.firstPlayer).toBeLessThan(options.players);
        expect(state.decision).toEqual({ kind: "choose-movement-card", player: state.firstPlayer });
        expect(state.day).toMatchObject({ turn: 0, leader: state.firstPlayer, card: null });
        expect(state.queue).toEqual([]);
        expect(state.schemaVersion).toBe(3);
        expect(state.config.modules).toEqual([]);
        expect(referencePack.id).toBe("reference");
      }),
      RUNS,
    );
  });

  it("Game Setup step 10: the firstPlayer option is respected", () => {
    fc.assert(
      fc.property(
        seedArb,
        playersArb.chain((players) => fc.tuple(fc.constant(players), fc.nat({ max: players - 1 }))),
        (seed, [players, firstPlayer]) => {
          const state = createGame({ seed, players, firstPlayer });
          expect(state.firstPlayer).toBe(firstPlayer);
          expect(state.config.firstPlayer).toBe(firstPlayer);
          expect(state.decision).toEqual({ kind: "choose-movement-card", player: firstPlayer });
        },
      ),
      RUNS,
    );
  });

  it("Game Setup step 10: without the option, every seat is drawn as first player for some seed", () => {
    for (const players of [2, 3, 4]) {
      const seen = new Set<number>();
      for (let seed = 0; seed < 200 && seen.size < players; seed++) seen.add(createGame({ seed, players }).firstPlayer);
      expect([...seen].sort(), `players=${players}`).toEqual(Array.from({ length: players }, (_, i) => i));
    }
  });

  it("Game Setup (player cards in their selected colour): colours default to red, blue, green, yellow", () => {
    for (const players of [2, 3, 4]) {
      const state = createGame({ seed: "colours", players });
      const expected = ["red", "blue", "green", "yellow"].slice(0, players);
      expect(state.config.colors).toEqual(expected);
      expect(state.players.map((p) => p.color)).toEqual(expected);
    }
  });

  it("Game Setup (player cards in their selected colour): the colors option is respected, heroes start on their own castle", () => {
    const colorsArb = playersArb.chain((players) =>
      fc
        .shuffledSubarray(["red", "blue", "green", "yellow"], { minLength: players, maxLength: players })
        .map((colors) => ({ players, colors })),
    );
    fc.assert(
      fc.property(seedArb, colorsArb, (seed, { players, colors }) => {
        const state = createGame({ seed, players, colors });
        expect(state.config.colors).toEqual(colors);
        expect(state.players.map((p) => p.color)).toEqual(colors);
        for (const player of state.players) {
          for (const hero of player.heroes)
            expect(regionDef(state, hero.at.cell, hero.at.side)).toEqual({ kind: "castle", color: player.color });
        }
      }),
      RUNS,
    );
  });
});

describe("createGame: determinism", () => {
  it("the same options give deep-equal states", () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        expect(createGame(options)).toEqual(createGame(options));
      }),
      RUNS,
    );
  });

  it("Creating the Land Map / Game Setup step 8 are shuffled: different seeds give different maps or quest rows (at least 95% of pairs)", () => {
    let differ = 0;
    const pairs = 200;
    for (let i = 0; i < pairs; i++) {
      const a = createGame({ seed: `pair-${i}-a`, players: 2 });
      const b = createGame({ seed: `pair-${i}-b`, players: 2 });
      const sameMap = a.map.cells.every((c, j) => c.cardId === b.map.cells[j]?.cardId);
      const sameRow = a.quests.row.every((q, j) => q === b.quests.row[j]);
      if (!sameMap || !sameRow) differ++;
    }
    expect(differ / pairs).toBeGreaterThanOrEqual(0.95);
  });

  it("different seeds give different RNG states", () => {
    fc.assert(
      fc.property(seedArb, seedArb, playersArb, (a, b, players) => {
        fc.pre(String(a) !== String(b));
        expect(createGame({ seed: a, players }).rng).not.toEqual(createGame({ seed: b, players }).rng);
      }),
      RUNS,
    );
  });

  it('the seed 7 and the seed "7" give the same game (src/core/rng.ts)', () => {
    for (const players of [2, 3, 4]) {
      const n = createGame({ seed: 7, players });
      const s = createGame({ seed: "7", players });
      expect(n.config.seed).toBe(7);
      expect(s.config.seed).toBe("7");
      expect({ ...n, config: { ...n.config, seed: null } }).toEqual({ ...s, config: { ...s.config, seed: null } });
    }
  });
});

describe("createGame: plain JSON state", () => {
  it("JSON.parse(JSON.stringify(state)) deep-equals the state, and so does parseState of the JSON text", () => {
    fc.assert(
      fc.property(optionsArb, picksArb, (options, picks) => {
        const { states } = playRandom(createGame(options), picks);
        states.forEach((state, i) => {
          const text = JSON.stringify(state);
          expect(JSON.parse(text)).toEqual(state);
          // parseState runs the full consistency check (slow): the first and the last state suffice.
          if (i === 0 || i === states.length - 1) {
            const parsed = parseState(text);
            expect(parsed).toEqual(state);
            expect(JSON.stringify(parsed)).toBe(text);
          }
        });
      }),
      { numRuns: 25 },
    );
  });

  it('the seed -0 is recorded as 0 (same generator, String(-0) === "0"), so the state survives a JSON round trip', () => {
    const state = createGame({ seed: -0, players: 2 });
    expect(Object.is(state.config.seed, 0)).toBe(true);
    expect(parseState(JSON.stringify(state))).toEqual(state);
    expect({ ...state, config: null }).toEqual({ ...createGame({ seed: 0, players: 2 }), config: null });
  });
});

describe("createGame / reduce: immutability", () => {
  it("the state createGame returns is deeply frozen", () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        expect(unfrozenPaths(createGame(options))).toEqual([]);
      }),
      RUNS,
    );
  });

  it("reduce never mutates its input and returns a deeply frozen state", () => {
    fc.assert(
      fc.property(optionsArb, picksArb, (options, picks) => {
        const { states } = playRandom(createGame(options), picks);
        for (let i = 0; i < states.length; i++) {
          const state = states[i]!;
          const before = structuredClone(state);
          const options = legalActions(state);
          for (const action of options.slice(0, 3)) {
            let next: GameState;
            try {
              next = reduce(state, action);
            } catch {
              continue; // the Night is not implemented yet
            }
            expect(unfrozenPaths(next)).toEqual([]);
            expect(next).not.toBe(state);
          }
          expect(state).toEqual(before);
          expect(unfrozenPaths(state)).toEqual([]);
        }
      }),
      { numRuns: 20 },
    );
  });
});
