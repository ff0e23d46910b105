import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  chanceOutcomes,
  createEngine,
  createGame,
  InvalidStateError,
  referencePack,
  legalActions,
  parseState,
  reduce,
  Simulator,
  type GameState,
  type ModuleId,
} from "../../src/index";
import { DEFAULT_RULINGS } from "../../src/built-in-modules";

// Corruptions work on a plain JSON copy, typed loosely on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const fresh = (seed: string | number = "parse", players = 2): GameState => createGame({ seed, players });
const copy = (state: GameState = fresh()): Loose => JSON.parse(JSON.stringify(state));

/** Plays seeded pseudo-random legal actions, up to `maxActions` or the end of the game. */
function play(seed: string, players: number, maxActions = 200, modules: readonly ModuleId[] = []): GameState[] {
  const states = [createGame({ seed, players, modules })];
  let k = seed.length * 7919 + players;
  for (let i = 0; i < maxActions; i++) {
    const state = states[states.length - 1]!;
    const options = legalActions(state);
    if (options.length === 0) break;
    k = (k * 1103515245 + 12345) % 2147483648;
    states.push(reduce(state, options[k % options.length]!));
  }
  return states;
}

/** The error parseState throws for `value`. */
function errorOf(value: unknown): InvalidStateError & { problems?: readonly string[] } {
  try {
    parseState(value);
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidStateError);
    return error as InvalidStateError;
  }
  throw new Error("parseState accepted the value");
}

/** Corrupts a copy of `base` and expects `code` with a message naming `path`. */
function expectRejected(
  mutate: (s: Loose) => void,
  code: string,
  path: string,
  base?: GameState,
): ReturnType<typeof errorOf> {
  const s = copy(base);
  mutate(s);
  const error = errorOf(s);
  expect({ code: error.code, message: error.message }).toEqual({ code, message: expect.stringContaining(path) });
  // Text and parsed value are judged alike.
  if (!Number.isNaN(s.round)) expect(errorOf(JSON.stringify(s)).code).toBe(code);
  return error;
}

describe("parseState: round trips", () => {
  it("returns a frozen deep copy equal to fresh games of every size and several seeds", () => {
    for (const players of [2, 3, 4]) {
      for (const seed of ["a", "teq", 7, 12345]) {
        const state = fresh(seed, players);
        const fromText = parseState(JSON.stringify(state));
        expect(fromText).toEqual(state);
        expect(Object.isFrozen(fromText)).toBe(true);
        expect(Object.isFrozen(fromText.players[0]!.heroes[0]!.at)).toBe(true);
        const fromValue = parseState(state);
        expect(fromValue).toEqual(state);
        expect(fromValue).not.toBe(state);
      }
    }
  });

  it("accepts every state of seeded random games (through the Day) and plays on from them", () => {
    for (const [seed, players] of [
      ["r1", 2],
      ["r2", 3],
      ["r3", 4],
      ["r4", 4],
    ] as const) {
      for (const state of play(seed, players)) {
        const restored = parseState(JSON.stringify(state));
        expect(restored).toEqual(state);
        expect(legalActions(restored)).toEqual(legalActions(state));
      }
    }
  });

  it("does not change its input", () => {
    const s = copy();
    const before = JSON.stringify(s);
    parseState(s);
    expect(JSON.stringify(s)).toBe(before);
    expect(Object.isFrozen(s)).toBe(false);
  });
});

describe("parseState: the first checks", () => {
  it("STATE_JSON for text that is not JSON", () => {
    expect(errorOf("{not json").code).toBe("STATE_JSON");
    expect(errorOf("").code).toBe("STATE_JSON");
  });

  it("STATE_NOT_OBJECT and STATE_VERSION from the cheap guard", () => {
    for (const value of [null, 3, "3", [], true]) expect(errorOf(value).code).toBe("STATE_NOT_OBJECT");
    expectRejected((s) => (s.schemaVersion = 4), "STATE_VERSION", "schema version");
    expectRejected((s) => delete s.schemaVersion, "STATE_VERSION", "schema version");
  });

  it("turns the guard's vague STATE_MALFORMED into paths", () => {
    const error = errorOf({ schemaVersion: 3 });
    expect(error.code).toBe("STATE_MALFORMED");
    expect(error.message).toContain("config: missing required field");
    expect(error.problems).toContain("pack: missing required field");
    expectRejected((s) => (s.rng.s0 = "x"), "STATE_MALFORMED", "rng.s0");
    expectRejected((s) => (s.config.modules = 3), "STATE_MALFORMED", "config.modules: expected an array");
  });

  it("reads a -0 the text spells, in objects and arrays, as 0 (and leaves every other number alone)", () => {
    const text = JSON.stringify(fresh());
    const negative = text.replace(/:0([,}])/g, ":-0$1").replace(/([[,])0([,\]])/g, "$1-0$2");
    expect(negative).not.toBe(text);
    const parsed = parseState(negative);
    const negativeZeros: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (Object.is(value, -0)) negativeZeros.push(path);
      else if (typeof value === "object" && value !== null)
        for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
    };
    walk(parsed, "state");
    expect(negativeZeros).toEqual([]);
    expect(parsed).toEqual(parseState(text));
  });

  it("names the same problems, with their paths, for a state given as JSON text as for the same object", () => {
    // Text is checked first without paths and frozen as it is walked; the paths come from a second pass.
    const s = copy();
    s.round = 0;
    s.players[1].heroes[2].at.cell = 17;
    s.map.cells[0].row = -0.5;
    const fromObject = errorOf(s);
    const fromText = errorOf(JSON.stringify(s));
    expect(fromText.code).toBe(fromObject.code);
    expect(fromText.problems).toEqual(fromObject.problems);
    expect(fromText.problems).toContain("players[1].heroes[2].at.cell: expected an integer from 0 to 16, found 17");
  });

  it("lists every problem found in `problems` and the first few in the message", () => {
    const error = expectRejected(
      (s) => {
        s.round = 0;
        s.players[0].health = 11;
        s.players[1].heroes[2].at.cell = 17;
      },
      "STATE_MALFORMED",
      "players[1].heroes[2].at.cell",
    );
    expect(error.name).toBe("InvalidStateError");
    expect(error.problems).toEqual([
      "round: expected an integer from 1 to 5, found 0",
      "players[0].health: expected an integer from 0 to 10, found 11",
      "players[1].heroes[2].at.cell: expected an integer from 0 to 16, found 17",
    ]);
  });
});

describe("parseState: types and ranges (STATE_MALFORMED)", () => {
  const M = "STATE_MALFORMED";

  it("refuses values that are not plain JSON data", () => {
    expectRejected(
      (s) => (s.round = Number.NaN),
      M,
      "round: expected plain JSON data; it holds a number that is not finite",
    );
    const cyclic = copy();
    cyclic.map.self = cyclic.map;
    expect(errorOf(cyclic).message).toContain("map.self: expected plain JSON data; it is cyclic");
    const dated = copy();
    dated.config.seed = new Date(0);
    expect(errorOf(dated).message).toContain(
      "config.seed: expected plain JSON data; it holds an object that is not a plain object or array",
    );
    const fn = copy();
    fn.queue.push(() => 1);
    expect(errorOf(fn).message).toContain("queue[0]: expected plain JSON data; it holds a function");
    const proto = JSON.parse(JSON.stringify(copy()).replace('"map":', '"__proto__":{"x":1},"map":'));
    expect(errorOf(proto).message).toContain('__proto__: the key "__proto__" is not allowed');
  });

  it("names missing and unknown fields", () => {
    expectRejected((s) => delete s.round, M, "round: missing required field");
    expectRejected((s) => (s.extra = 1), M, "extra: unknown field");
    expectRejected((s) => delete s.players[1].heroes[0].templeSpace, M, "players[1].heroes[0].templeSpace: missing");
    expectRejected(
      (s) => (s.goblins.portals[0].goblin.colour = "green"),
      M,
      "goblins.portals[0].goblin.colour: unknown field",
    );
  });

  it("checks integers and their ranges", () => {
    expectRejected((s) => (s.round = 6), M, "round");
    expectRejected((s) => (s.round = 1.5), M, "round");
    expectRejected((s) => (s.round = "1"), M, "round");
    expectRejected((s) => (s.players[0].health = 11), M, "players[0].health");
    expectRejected((s) => (s.players[1].power = -1), M, "players[1].power");
    expectRejected((s) => (s.players[0].spellLevel = 11), M, "players[0].spellLevel");
    expectRejected((s) => (s.players[0].goblinsDefeated = 0.5), M, "players[0].goblinsDefeated");
    expectRejected((s) => (s.players[0].legendary.sword = 3), M, "players[0].legendary.sword");
    expectRejected((s) => (s.goblins.portals[2].goblin.damage = 5), M, "goblins.portals[2].goblin.damage");
    expectRejected((s) => (s.goblins.supply = -1), M, "goblins.supply");
    expectRejected((s) => (s.rng.c = 1.5), M, "rng.c");
    expectRejected((s) => (s.players[0].heroes[1].templeSpace = 5), M, "players[0].heroes[1].templeSpace");
  });

  it("checks enums", () => {
    expectRejected((s) => (s.phase = "dusk"), M, "phase");
    expectRejected((s) => (s.firstPlayerToken = "maybe"), M, "firstPlayerToken");
    expectRejected((s) => (s.config.chance = "dice"), M, "config.chance");
    expectRejected((s) => (s.goblins.portals[1].goblin.stance = "angry"), M, "goblins.portals[1].goblin.stance");
    expectRejected((s) => (s.players[0].heroes[2].at.side = "middle"), M, "players[0].heroes[2].at.side");
    expectRejected((s) => (s.map.face = "dark"), M, "map.face");
    expectRejected((s) => (s.map.cells[3].face = "bright"), M, "map.cells[3]");
    expectRejected((s) => (s.movementCards[0].used = "no"), M, "movementCards[0].used");
  });

  it("checks the config and the seats", () => {
    expectRejected((s) => (s.config.players = 5), M, "config.players");
    expectRejected(
      (s) => (s.config.players = 3),
      M,
      "config.colors: expected exactly 3 entries (config.players), found 2",
    );
    expectRejected((s) => s.config.colors.push("green"), M, "config.colors");
    expectRejected((s) => (s.config.colors[1] = s.config.colors[0]), M, "config.colors[1]");
    expectRejected((s) => (s.config.difficulty = "knight"), M, "config.difficulty");
    expectRejected((s) => (s.config.seed = ""), M, "config.seed");
    expectRejected((s) => (s.config.firstPlayer = 2), M, "config.firstPlayer");
    expectRejected((s) => (s.config.modules = ["chess"]), "STATE_MODULE", '"chess"');
    expectRejected((s) => (s.config.modules = ["gloomfall"]), "STATE_INCONSISTENT", "face");
    expectRejected((s) => (s.players[1].seat = 0), M, "players[1].seat");
    expectRejected((s) => (s.firstPlayer = 2), M, "firstPlayer");
  });

  it("checks the decision, the queue, the Day and the module slices", () => {
    expectRejected((s) => (s.decision = { kind: 3, player: 0 }), M, "decision.kind");
    expectRejected((s) => (s.decision.player = 7), M, "decision.player");
    expectRejected(
      (s) => (s.decision = { kind: "dance", player: 0 }),
      M,
      'decision.kind: unknown decision kind "dance"',
    );
    expectRejected((s) => (s.decision = []), M, "decision");
    expectRejected((s) => (s.queue = [3]), M, "queue[0]");
    expectRejected((s) => (s.queue = [{ kind: "nap" }]), M, "queue[0].kind");
    expectRejected((s) => (s.day.turn = 4), M, "day.turn");
    expectRejected((s) => (s.day.leader = 2), M, "day.leader");
    expectRejected((s) => (s.day.questTaken = 0), M, "day.questTaken");
    expectRejected((s) => (s.day.moved = { heroes: [3], method: "horse", through: 0 }), M, "day.moved.heroes[0]");
    expectRejected((s) => (s.night = { holder: 0, adventuring: [true] }), M, "night.adventuring: expected exactly 2");
    expectRejected((s) => (s.night = { holder: 5, adventuring: [true, true] }), M, "night.holder");
    expectRejected(
      (s) => (s.lastRoll = { player: 0, purpose: "adventure", symbols: ["torch", "banana"] }),
      M,
      "lastRoll.symbols[1]",
    );
    expectRejected((s) => (s.lastRoll = { player: 0, symbols: [] }), M, "lastRoll.purpose: missing");
    expect(() =>
      parseState({ ...copy(), lastRoll: { player: 1, purpose: "adventure", symbols: ["torch", "scroll"] } }),
    ).not.toThrow();
    expectRejected((s) => (s.moduleState = []), M, "moduleState");
    expectRejected((s) => (s.moduleState = { gloomfall: {} }), M, "moduleState.gloomfall");
  });

  it("checks the heroes and the lists", () => {
    expectRejected((s) => s.players[0].heroes.pop(), M, "players[0].heroes: expected exactly 3");
    expectRejected((s) => (s.players[1].heroes[2].at.cell = 17), M, "players[1].heroes[2].at.cell");
    expectRejected((s) => (s.players[0].heroes[0].items = ["bow", "tome", "ring"]), M, "players[0].heroes[0].items");
    expectRejected((s) => (s.players[0].reserve = [7]), M, "players[0].reserve[0]");
    expectRejected((s) => s.quests.row.push(s.quests.deck.shift()), M, "quests.row");
    expectRejected((s) => (s.itemRack = "bow"), M, "itemRack");
  });

  it("keeps the magic token on the magic track", () => {
    expectRejected((s) => (s.magicSpace = referencePack.magicTracks.multiplayer.spaces.length), M, "magicSpace");
    expect(() => parseState({ ...copy(), magicSpace: 8 })).not.toThrow();
  });
});

/** A state as a schema-2 engine saved it: the face in play repeated on every map cell, no `map.face`. */
function asVersion2(state: GameState): Loose {
  const { face, cells } = state.map;
  return {
    ...copy(state),
    schemaVersion: 2,
    map: {
      cells: cells.map((cell) => ({
        cardId: cell.cardId,
        row: cell.row,
        col: cell.col,
        face,
        coastIndex: cell.coastIndex,
      })),
    },
  };
}

describe("parseState: the content pack (STATE_CONTENT_MISMATCH) and saves of schemas 1 and 2", () => {
  it("refuses a state whose pack fingerprint is not the engine's, naming both packs", () => {
    const error = expectRejected(
      (s) => (s.pack.fingerprint = "0000000000000000"),
      "STATE_CONTENT_MISMATCH",
      "createEngine({ content })",
    );
    expect(error.message).toContain(`"${referencePack.id}"`);
  });

  it("reads a state of another pack through that pack's engine, and refuses it elsewhere", () => {
    const house = createEngine({ content: { ...referencePack, id: "house" } });
    const state = house.createGame({ seed: "house", players: 3 });
    expect(state.pack.id).toBe("house");
    expect(house.parseState(JSON.stringify(state))).toEqual(state);
    expect(errorOf(state).code).toBe("STATE_CONTENT_MISMATCH");
    expect(() => reduce(state, house.legalActions(state)[0]!)).toThrow(
      expect.objectContaining({ code: "STATE_CONTENT_MISMATCH" }),
    );
  });

  it("migrates a saved schema-1 state (which embedded its pack) to schema 2, and it plays on identically", () => {
    const state = play("schema-one", 3, 60).at(-1)!;
    const { pack: _pack, schemaVersion: _v, ...rest } = asVersion2(state);
    const { rulings: _r, ...oldConfig } = rest.config; // schema 1 knew no rulings options
    const saved = { schemaVersion: 1, ...rest, config: oldConfig, content: JSON.parse(JSON.stringify(referencePack)) };
    const migrated = parseState(JSON.stringify(saved));
    // Rulings of modules this base game does not compose keep their defaults, as createGame records
    // them; the base game's own ruling gets the reading schema 1 played (a straight orthogonal grotto move).
    expect(migrated.config.rulings).toEqual({ ...DEFAULT_RULINGS, orthogonalGrottoMove: "line" });
    const legacy = { ...state, config: { ...state.config, rulings: migrated.config.rulings } };
    expect(migrated).toEqual(legacy);
    expect(JSON.stringify(migrated)).toBe(JSON.stringify(legacy));
    const next = legalActions(state)[0]!;
    expect(reduce(migrated, next).players).toEqual(reduce(state, next).players);
  });

  it("migrates a saved schema-2 state (the face on every map cell) to schema 3, in the same key order, and it plays on identically", () => {
    for (const [seed, modules] of [
      ["schema-two", []],
      ["schema-two-gloom", ["gloomfall", "golden-mushrooms"]],
    ] as const) {
      const state = play(seed, 4, 80, modules).at(-1)!;
      const saved = asVersion2(state);
      expect(saved.map.cells[0]).toHaveProperty("face", state.map.face);
      const migrated = parseState(JSON.stringify(saved));
      expect(JSON.stringify(migrated)).toBe(JSON.stringify(state));
      expect(parseState(saved)).toEqual(state); // a parsed value as well as text
      expect(saved.schemaVersion).toBe(2); // the input is untouched
      const next = legalActions(state)[0]!;
      expect(reduce(migrated, next)).toEqual(reduce(state, next));
    }
  });

  it("refuses a schema-2 state whose map cards show different faces, or that has no map cells (STATE_VERSION)", () => {
    const saved = asVersion2(fresh());
    saved.map.cells[5].face = "gloom";
    const error = errorOf(saved);
    expect(error.code).toBe("STATE_VERSION");
    expect(error.message).toContain("map.cells[5]");
    expect(errorOf({ ...asVersion2(fresh()), map: { cells: [] } }).code).toBe("STATE_VERSION");
    expect(errorOf({ ...asVersion2(fresh()), map: null }).code).toBe("STATE_VERSION");
  });

  it("every entry point but parseState refuses a schema-2 state and points to parseState", () => {
    const saved = asVersion2(fresh());
    expect(() => legalActions(saved)).toThrow(/version-2 state with parseState/);
    expect(() => new Simulator(saved)).toThrow(expect.objectContaining({ code: "STATE_VERSION" }));
  });

  it("refuses a schema-1 state of another pack with a message that says how to load it", () => {
    const state = copy(fresh());
    const { pack: _pack, schemaVersion: _v, ...rest } = state;
    const saved = { schemaVersion: 1, ...rest, content: { ...JSON.parse(JSON.stringify(referencePack)), id: "other" } };
    const error = errorOf(saved);
    expect(error.code).toBe("STATE_CONTENT_MISMATCH");
    expect(error.message).toContain("createEngine({ content: saved.content })");
    expect(errorOf({ schemaVersion: 1, ...rest, content: { id: 3 } }).code).toBe("STATE_VERSION");
  });

  it("every entry point but parseState refuses a schema-1 state and points to parseState", () => {
    const { pack: _pack, ...rest } = copy(fresh());
    const saved = { ...rest, schemaVersion: 1, content: referencePack };
    expect(() => legalActions(saved)).toThrow(/parseState/);
  });
});

describe("parseState: consistency (STATE_INCONSISTENT)", () => {
  const I = "STATE_INCONSISTENT";

  it("checks the Land Map against the layout", () => {
    expectRejected((s) => s.map.cells.push({ ...s.map.cells[0], row: 0, col: 0 }), I, "map.cells: expected 17 cells");
    expectRejected((s) => (s.map.cells[1].cardId = s.map.cells[0].cardId), I, "map.cells[1].cardId");
    expectRejected(
      (s) => (s.map.cells[0].cardId = "castle-purple"),
      I,
      'map.cells[0].cardId: unknown map card "castle-purple"',
    );
    expectRejected((s) => (s.map.cells[0].row = 4), I, "map.cells[0]: expected layout position");
    expectRejected((s) => (s.map.cells[0].coastIndex = 3), I, "map.cells[0].coastIndex");
    expectRejected((s) => (s.map.cells[9].coastIndex = null), I, "map.cells[9].coastIndex");
    expectRejected((s) => (s.map.face = "gloom"), I, "map.face");
    expectRejected(
      (s) => ([s.map.cells[0].cardId, s.map.cells[5].cardId] = [s.map.cells[5].cardId, s.map.cells[0].cardId]),
      I,
      "does not belong on a regular position",
    );
  });

  it("Solo Variant, Day: while a card is dealt before the turn begins, no step of the turn waits in the queue", () => {
    // External chance, so each deal waits as a decision; every deal of a played game is collected.
    const deals: GameState[] = [];
    let s = createGame({ seed: "deal", players: 1, chance: "external" });
    let k = 17;
    while (s.decision !== null) {
      if (s.decision.kind === "solo/deal-movement-card") deals.push(s);
      const options = s.decision.player === "chance" ? chanceOutcomes(s).map((o) => o.action) : legalActions(s);
      k = (k * 1103515245 + 12345) % 2147483648;
      s = reduce(s, options[k % options.length]!);
    }
    // In play the deal's own steps wait before the carrier, and those states are accepted.
    expect(new Set(deals.map((d) => d.queue.length))).toEqual(new Set([1, 2]));
    for (const deal of deals) expect(parseState(JSON.stringify(deal))).toEqual(deal);
    const base = deals.find((d) => d.queue.length === 1)!;
    const rollDice = { kind: "roll-dice", player: 0, purpose: "adventure" };
    expectRejected((t) => t.queue.unshift(rollDice), I, 'queue[0].kind: a "roll-dice" step does not wait', base);
    expectRejected((t) => t.queue.unshift({ kind: "fill-quest-row", attempts: null }), I, "queue[0].kind", base);
  });

  it("checks temple progress against where the hero stands", () => {
    // Heroes start on their castle.
    expectRejected((s) => (s.players[1].heroes[2].templeSpace = 1), I, "players[1].heroes[2].templeSpace");
    const s = copy();
    const temple = s.map.cells.findIndex((c: Loose) => c.cardId.startsWith("temple-"));
    const side =
      (referencePack.mapCards as Loose).find((c: Loose) => c.id === s.map.cells[temple].cardId).bright.left.kind ===
      "temple"
        ? "left"
        : "right";
    s.players[0].heroes[0].at = { cell: temple, side };
    s.players[0].heroes[0].templeSpace = 2;
    expect(parseState(s).players[0]!.heroes[0]!.templeSpace).toBe(2);
  });

  it("checks the portals against the map and the goblin count", () => {
    expectRejected((s) => s.goblins.portals.pop(), I, "goblins.portals: expected 7 portals");
    expectRejected((s) => s.goblins.portals.reverse(), I, "goblins.portals[0].at");
    expectRejected((s) => (s.goblins.supply = 10), I, "goblins.supply");
    expectRejected((s) => (s.goblins.portals[0].goblin = null), I, "goblins.supply");
    expectRejected((s) => (s.players[0].goblinsDefeated = 1), I, "make 17, not 16");
    const moved = copy();
    moved.goblins.portals[0].goblin = null;
    moved.players[1].goblinsDefeated = 1;
    expect(() => parseState(moved)).not.toThrow();
  });

  it("checks that every quest is in exactly one place", () => {
    expectRejected((s) => s.quests.deck.pop(), I, "quests: the quest");
    expectRejected((s) => s.quests.discard.push(s.quests.row[0]), I, "quests.discard[0]");
    expectRejected(
      (s) => s.players[1].completedQuests.push("quest-of-the-grail"),
      I,
      'players[1].completedQuests[0]: unknown quest "quest-of-the-grail"',
    );
    const taken = copy();
    taken.players[1].completedQuests.push(taken.quests.deck.pop());
    expect(() => parseState(taken)).not.toThrow();
  });

  it("checks that every treasure item is in exactly one place", () => {
    expectRejected(
      (s) => s.players[0].heroes[1].items.push(s.itemRack[0]),
      I,
      "players[0].heroes[1].items[0]: the treasure item",
    );
    expectRejected((s) => s.itemRack.pop(), I, "itemRack: the treasure item");
    expectRejected((s) => s.players[1].reserve.push("banana"), I, 'players[1].reserve[0]: unknown item "banana"');
    const moved = copy();
    moved.players[1].reserve.push(moved.itemRack.pop());
    expect(() => parseState(moved)).not.toThrow();
  });

  it("counts an item in transit (the pending decision's or a queued step's) as a place", () => {
    const s = copy();
    const item = s.itemRack.pop();
    s.decision = { kind: "equip-item", player: 1, item };
    s.queue = [{ kind: "end-day-turn" }]; // a Day decision other than the card pick waits before the turn's end
    expect(() => parseState(s)).not.toThrow();
    s.itemRack.push(item);
    expect(errorOf(s).message).toContain("decision.item: the treasure item");
    const q = copy();
    q.day.card = "horse";
    q.decision = { kind: "move-or-idle", player: 0, card: "horse", transferred: [] };
    q.queue.push({ kind: "gain-item", player: 0, item: q.itemRack.pop() }, { kind: "end-day-turn" });
    expect(() => parseState(q)).not.toThrow();
  });

  it("checks legendary items", () => {
    expectRejected(
      (s) => s.players[0].heroes[0].items.push("sword"),
      I,
      'players[0].heroes[0].items[0]: the legendary item "sword" is held before',
    );
    expectRejected((s) => s.itemRack.push("staff"), I, "itemRack[12]: the legendary item");
    const gained = copy();
    gained.players[0].legendary.sword = 2;
    gained.players[0].heroes[0].items.push("sword");
    expect(() => parseState(gained)).not.toThrow();
    gained.players[0].reserve.push("sword");
    expect(errorOf(gained).message).toContain('players[0].reserve[0]: the legendary item "sword" is held twice');
    expectRejected((s) => (s.players[0].legendary = { shield: 0, sword: 0, staff: 0 }), I, "players[0].legendary");
  });

  it("checks the movement cards and the player colours", () => {
    expectRejected((s) => (s.movementCards[1].id = s.movementCards[0].id), I, "movementCards[1].id");
    expectRejected((s) => (s.movementCards[4].id = "broom"), I, 'movementCards[4].id: unknown movement card "broom"');
    expectRejected((s) => s.movementCards.pop(), I, "movementCards: the movement card");
    expectRejected((s) => (s.players[1].color = "green"), I, "players[1].color");
    expectRejected((s) => (s.config.colors[1] = s.players[1].color = "purple"), I, "players[1].color: no player card");
  });

  it("checks that the decision, the phase and the Day agree", () => {
    expectRejected((s) => (s.phase = "ended"), I, "decision: expected null");
    expectRejected((s) => (s.decision = null), I, "decision: a pending decision is expected");
    expectRejected((s) => (s.phase = "setup"), I, "phase");
    expectRejected((s) => (s.day = null), I, "day: expected the Day's progress");
    expectRejected(
      (s) => (s.night = { holder: 0, adventuring: [true, true] }),
      I,
      "night: expected null outside the Night",
    );
    expectRejected((s) => (s.day.card = "broom"), I, "day.card");
    expectRejected(
      (s) => {
        s.day.card = "horse";
        s.movementCards.find((c: Loose) => c.id === "horse").used = true;
      },
      I,
      "day.card",
    );
  });
});

describe("parseState: never throws anything but InvalidStateError", () => {
  const onlyInvalidState = (value: unknown): void => {
    try {
      parseState(value);
    } catch (error) {
      if (!(error instanceof InvalidStateError)) throw error;
    }
  };

  it("for any JSON value, as text or parsed", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        onlyInvalidState(value);
        onlyInvalidState(JSON.stringify(value));
      }),
      { numRuns: 300 },
    );
  });

  it("for exotic objects: throwing getters and proxies", () => {
    const getter = copy();
    Object.defineProperty(getter, "round", {
      enumerable: true,
      get: () => {
        throw new Error("boom");
      },
    });
    expect(errorOf(getter).code).toBe("STATE_MALFORMED");
    // A value is read once, through its properties' descriptors, as actions are: a Proxy whose `get`
    // throws but whose descriptors hold a state gives that state; one whose descriptors throw is refused.
    const proxy = new Proxy(copy(), {
      get: () => {
        throw new Error("boom");
      },
    });
    expect(parseState(proxy)).toEqual(parseState(copy()));
    const hidden = new Proxy(copy(), {
      getOwnPropertyDescriptor: () => {
        throw new Error("boom");
      },
    });
    expect(errorOf(hidden).code).toBe("STATE_MALFORMED");
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    expect(errorOf(revocable.proxy)).toBeInstanceOf(InvalidStateError);
  });

  it("for anything at all", () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withMap: true, withSet: true, withDate: true }),
        onlyInvalidState,
      ),
      { numRuns: 300 },
    );
  });

  /** Every path of a JSON value, as lists of keys. */
  function pathsOf(
    value: unknown,
    prefix: (string | number)[] = [],
    out: (string | number)[][] = [],
  ): (string | number)[][] {
    if (typeof value !== "object" || value === null) return out;
    for (const key of Array.isArray(value) ? value.keys() : Object.keys(value)) {
      const path = [...prefix, key];
      out.push(path);
      pathsOf((value as Loose)[key], path, out);
    }
    return out;
  }

  const bases = [fresh("fuzz", 4), ...play("fuzz-mid", 3, 9).slice(-1)];
  const targets = bases.map((state) => {
    const paths = pathsOf(JSON.parse(JSON.stringify(state)));
    return { state, game: paths.filter((p) => p[0] !== "pack"), pack: paths.filter((p) => p[0] === "pack") };
  });
  const HUGE = Array.from({ length: 20_000 }, (_, i) => i);
  const replacements: Loose[] = [null, "a string", -1, 99, 0.5, HUGE, {}, [], true];

  it("for any single-field mutation of a valid state", () => {
    const mutation = fc.record({
      base: fc.nat(targets.length - 1),
      inPack: fc.boolean(),
      pick: fc.nat(),
      change: fc.nat(replacements.length), // the last one deletes the key
    });
    fc.assert(
      fc.property(mutation, ({ base, inPack, pick, change }) => {
        const target = targets[base]!;
        const paths = inPack ? target.pack : target.game;
        const path = paths[pick % paths.length]!;
        const s = copy(target.state);
        let parent = s;
        for (const key of path.slice(0, -1)) parent = parent[key];
        const last = path[path.length - 1]!;
        if (change === replacements.length) {
          if (Array.isArray(parent)) parent.splice(last as number, 1);
          else delete parent[last];
        } else {
          parent[last] = replacements[change];
        }
        let result: GameState;
        try {
          result = parseState(s);
        } catch (error) {
          if (error instanceof InvalidStateError) {
            expect(error.message).toMatch(/\S/);
            return;
          }
          throw new Error(`parseState threw ${String(error)} after setting ${path.join(".")} to #${change}`);
        }
        expect(result).toEqual(s);
      }),
      { numRuns: 400 },
    );
  });
});
