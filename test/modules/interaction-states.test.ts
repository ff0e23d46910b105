/**
 * Issue 50: a fuzz run of the states where the modules meet, in the way of
 * test/contract/state-mutations.test.ts. Saved states come from random games of solo with GloomFall
 * and Golden Mushrooms, solo with Golden Mushrooms, and 2 and 3 players with both modules. fast-check
 * applies one mutation aimed at where the modules meet (docs/rulings.md, "Combinations" and the
 * Golden Mushrooms rulings of issue 50): a mushroom put anywhere (a castle, a region, above all a
 * castle or a temple or a Golden Grotto card, a hero, a portal, the supply), a hero moved to any region,
 * a goblin's stance flipped or its token removed, the step `golden-mushrooms/pick-up` injected, a
 * module ruling switched, a module decision forced. Then:
 *
 * - `parseState` refuses it with a coded `InvalidStateError`, or
 * - accepts it, and random legal actions play it to the end with no error at all, each of the first
 *   listed actions accepted by `validate` (the lists and the checks agree).
 *
 * Local runs are a fifth of the size; `TEQ_FULL=1` (and CI) run it whole.
 */
import { afterAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  createGame,
  InvalidStateError,
  isGameOver,
  isTeqError,
  legalActions,
  parseState,
  reduce,
  validate,
  type GameOptions,
  type GameState,
} from "../../src/index";
import { prng, randomAction } from "../contract/support";
import { size } from "../support/scale";

// Mutations work on plain JSON copies, typed loosely on purpose.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

const CONFIGS: readonly GameOptions[] = [
  { seed: "meet-1", players: 1, modules: ["gloomfall", "golden-mushrooms"], difficulty: "knight" },
  { seed: "meet-2", players: 1, modules: ["golden-mushrooms"], chance: "external" },
  { seed: "meet-3", players: 2, modules: ["gloomfall", "golden-mushrooms"] },
  { seed: "meet-4", players: 3, modules: ["golden-mushrooms"], chance: "external" },
] as GameOptions[];

const counts = { tried: 0, refused: 0, accepted: 0, played: 0 };

afterAll(() => {
  console.log(
    `module-interaction states: ${counts.tried} tried, ${counts.refused} refused, ${counts.accepted} accepted (${counts.played} played to the end)`,
  );
});

/** Saved states of one random game per configuration, every 4 steps. */
function savedStates(): Loose[] {
  const out: Loose[] = [];
  CONFIGS.forEach((options, i) => {
    const rand = prng(5_000 + i);
    let state = createGame(options);
    for (let step = 0; !isGameOver(state); step++) {
      if (step % 4 === 0) out.push(JSON.parse(JSON.stringify(state)));
      state = reduce(state, randomAction(state, rand));
    }
  });
  return out;
}

const SAVED = savedStates();
const SIDES = ["left", "right"] as const;

const region = (s: Loose, a: number, b: number) => ({ cell: a % s.map.cells.length, side: SIDES[b % 2] });

/** The mutations: each returns a label, or null when it does not apply to this state. */
const MUTATIONS: readonly ((s: Loose, a: number, b: number) => string | null)[] = [
  (s, a, b) => {
    const ms = s.moduleState["golden-mushrooms"]?.mushrooms;
    if (ms === undefined) return null;
    const m = ms[a % ms.length];
    const places = [
      { where: "castle", seat: b % s.players.length },
      { where: "region", region: region(s, a, b) },
      { where: "hero", seat: b % s.players.length, hero: a % 3 },
      { where: "portal", region: s.goblins.portals[b % s.goblins.portals.length].at },
      { where: "supply" },
    ];
    m.place = places[(a + b) % places.length];
    m.upright = m.place.where !== "portal" && m.place.where !== "supply";
    return `mushroom to ${m.place.where}`;
  },
  (s, a, b) => {
    const hero = s.players[a % s.players.length].heroes[b % 3];
    hero.at = region(s, b, a);
    hero.templeSpace = 0;
    return "hero moved";
  },
  (s, a, b) => {
    const portal = s.goblins.portals[a % s.goblins.portals.length];
    if (b % 3 === 0) portal.goblin = null;
    else if (portal.goblin !== null)
      portal.goblin.stance = portal.goblin.stance === "passive" ? "aggressive" : "passive";
    return "goblin changed";
  },
  (s, a, b) => {
    if (s.moduleState["golden-mushrooms"] === undefined) return null;
    const seat = a % s.players.length;
    s.queue = [{ kind: "golden-mushrooms/pick-up", player: seat, hero: b % 3, at: region(s, a, b) }, ...s.queue];
    return "pick-up step injected";
  },
  (s, a, b) => {
    const keys = [
      "mushroomLeftInCastle",
      "goldenGrottoArrival",
      "restingMushroom",
      "grottoMoveMushroom",
      "newMushroomPortal",
      "gloomfallSetupGoblins",
    ];
    const values: Record<string, readonly string[]> = {
      mushroomLeftInCastle: ["abandoned", "joins"],
      goldenGrottoArrival: ["card", "region"],
      restingMushroom: ["follows", "abandoned"],
      grottoMoveMushroom: ["choices", "none"],
      newMushroomPortal: ["no-mushroom", "no-captured"],
      gloomfallSetupGoblins: ["aggressive", "passive"],
    };
    const key = keys[a % keys.length]!;
    s.config.rulings[key] = values[key]![b % 2];
    return `ruling ${key}`;
  },
  (s, a, b) => {
    const seat = a % s.players.length;
    const forced = [
      { kind: "golden-mushrooms/use-golden-grotto", player: seat, hero: b % 3, action: "golden-magic-surge" },
      { kind: "golden-mushrooms/place-mushroom", player: seat },
      { kind: "solo/choose-aggressive-goblins", player: 0, count: 3 },
    ];
    s.decision = forced[b % forced.length];
    return `decision ${s.decision.kind}`;
  },
];

/** Plays a state to the end with random legal actions; the first listings are validated action by action. */
function playToEnd(state: GameState, seed: number): string | null {
  const rand = prng(seed);
  let s = state;
  for (let step = 0; step < 5_000; step++) {
    if (isGameOver(s)) return null;
    try {
      if (s.decision === null) return "no decision, yet the game is not over";
      const options = legalActions(s);
      if (options.length === 0 && s.decision.player !== "chance") return `no legal action for "${s.decision.kind}"`;
      if (step < 3 && s.decision.kind !== "chance")
        for (const action of options) {
          const v = validate(s, action);
          if (!v.ok) return `listed but refused (${v.error.code}) at "${s.decision.kind}"`;
        }
      s = reduce(s, randomAction(s, rand, options));
    } catch (error) {
      return `${isTeqError(error) ? `${error.name} ${error.code}` : `uncoded ${String(error)}`} at step ${step}`;
    }
  }
  return "not over after 5,000 actions";
}

describe("module-interaction states, mutated", () => {
  it("whatever parseState accepts plays to the end without an error (and its listings validate); whatever it refuses gets a coded InvalidStateError", () => {
    const failures: string[] = [];
    fc.assert(
      fc.property(fc.nat(SAVED.length - 1), fc.nat(MUTATIONS.length - 1), fc.nat(), fc.nat(), (base, which, a, b) => {
        const s: Loose = JSON.parse(JSON.stringify(SAVED[base]));
        const what = MUTATIONS[which]!(s, a, b);
        if (what === null) return;
        counts.tried++;
        let accepted: GameState;
        try {
          accepted = parseState(JSON.stringify(s));
        } catch (error) {
          if (!(error instanceof InvalidStateError))
            throw new Error(`${what}: parseState threw an uncoded ${String(error)}`);
          counts.refused++;
          return;
        }
        counts.accepted++;
        const failure = playToEnd(accepted, a ^ b);
        if (failure === null) counts.played++;
        else failures.push(`${s.config.modules.join("+")} ${s.config.players}p, ${what}: ${failure}`);
      }),
      { numRuns: size(1_500, 300), seed: Number(process.env["TEQ_MUTATION_SEED"] ?? 50_050) },
    );
    expect(failures.slice(0, 10)).toEqual([]);
  }, 600_000);
});
