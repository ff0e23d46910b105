/**
 * OpenSpiel-style random simulation on every configuration (issue 5): random legal play to the end
 * of the game, checking the contract at every step. A failure names the configuration, the seed
 * and the step, so it can be replayed with `replayTo(config, seed, step)` below.
 */
import { afterAll, describe, expect, it } from "vitest";
import {
  cloneState,
  createEngine,
  IllegalActionError,
  type Action,
  type Engine,
  type GameState,
} from "../../src/index";
import { CONFIGURATIONS, ENGINE_CONFIGURATIONS, optionsFor, type Configuration } from "./configurations";
import {
  actionKey,
  deepEqual,
  knownSrcBug,
  invariantProblems,
  mutations,
  prng,
  randomAction,
  unfrozen,
} from "./support";
import { size } from "../support/scale";

/** Games per configuration (6 configurations today; keep the suite within ~1 minute here). */
const GAMES_OVERRIDE = process.env["TEQ_CONTRACT_GAMES"];
const gamesFor = (config: Configuration): number =>
  GAMES_OVERRIDE !== undefined ? Number(GAMES_OVERRIDE) : size(config.games ?? 30);
/** Every game must end within this many actions (a base game takes ~150-300). */
const MAX_STEPS = 4000;
/** parseState round-trip every k-th step (about 5 ms each) and on the final state. */
const PARSE_EVERY = 10;
/** Mutated (non-listed) actions checked per step, at most. */
const MUTATIONS_PER_STEP = 6;

const totals = { games: 0, steps: 0, listedChecked: 0, badInputs: 0, parseRoundTrips: 0 };

afterAll(() => {
  console.log(
    `random simulation: ${totals.games} games, ${totals.steps} steps, ${totals.listedChecked} listed actions validated, ` +
      `${totals.badInputs} bad inputs rejected, ${totals.parseRoundTrips} parseState round-trips`,
  );
});

/** Re-creates the state a failing game had at `step` (the test's PRNG makes the same choices). */
export function replayTo(config: Configuration, seed: number, step: number): GameState {
  const engine = engineOf(config);
  const rand = prng(seed * 7919 + 1);
  let state = engine.createGame(optionsFor(config, seed));
  for (let i = 0; i < step && !engine.isGameOver(state); i++)
    state = engine.reduce(state, randomAction(state, rand, undefined, engine));
  return state;
}

/** The engine that plays a configuration: its own (a module registered with it), else the top-level one. */
function engineOf(config: Configuration): Engine {
  return config.engine ?? createEngine();
}

/** Every configuration: the top-level engine's, then those of engines with modules of their own. */
const ALL = [...CONFIGURATIONS, ...ENGINE_CONFIGURATIONS];

function playAndCheck(config: Configuration, seed: number): void {
  const { createGame, isGameOver, legalActions, parseState, reduce, scores, validate } = engineOf(config);
  const engine = engineOf(config);
  const rand = prng(seed * 7919 + 1);
  const mutRand = prng(seed * 104729 + 3);
  let state = createGame(optionsFor(config, seed));
  const sim = engine.simulator(state);
  let step = 0;
  const where = (): string =>
    `[${config.name}, seed ${seed}, step ${step}] (replay: replayTo(ALL[${ALL.indexOf(config)}], ${seed}, ${step}))`;
  const fail = (message: string): never => {
    throw new Error(`${where()} ${message}`);
  };
  const check = (ok: boolean, message: () => string): void => {
    if (!ok) fail(message());
  };

  for (;;) {
    const problems = invariantProblems(state);
    check(problems.length === 0, () => `invariants broken: ${problems.join("; ")}`);
    check(unfrozen(state).length === 0, () => `state not frozen at ${unfrozen(state).slice(0, 3).join(", ")}`);
    if (step % PARSE_EVERY === 0 || isGameOver(state)) {
      check(
        deepEqual(parseState(JSON.stringify(state)), state),
        () => "parseState(JSON.stringify(state)) differs from the state",
      );
      totals.parseRoundTrips++;
    }
    const listed = legalActions(state);
    if (isGameOver(state)) {
      check(listed.length === 0, () => `${listed.length} legal actions after the game ended`);
      check(state.decision === null, () => "a decision is pending after the game ended");
      const sheet = scores(state);
      check(sheet.players.length === state.config.players, () => "score sheet lacks players");
      const v = validate(state, { type: "rest", player: 0 });
      check(
        !v.ok && v.error instanceof IllegalActionError && v.error.code === "GAME_OVER",
        () => `validate after the end: ${JSON.stringify(v)}`,
      );
      break;
    }
    check(step < MAX_STEPS, () => `the game did not end within ${MAX_STEPS} steps`);
    check(
      listed.length > 0,
      () => `no legal action while the game is not over (decision ${JSON.stringify(state.decision)})`,
    );
    check(deepEqual(sim.legalActions(), listed), () => "Simulator.legalActions differs from legalActions");

    // every listed action is accepted by validate
    const keys = new Set<string>();
    for (const action of listed) {
      keys.add(actionKey(action));
      const v = validate(state, action);
      check(
        v.ok,
        () =>
          `listed action ${JSON.stringify(action)} refused by validate: ${v.ok ? "" : `${v.error.code} ${v.error.message}`}`,
      );
    }
    totals.listedChecked += listed.length;
    check(keys.size === listed.length, () => "legalActions lists an action twice");

    // non-listed actions (mutations of listed ones, junk) are refused by validate and reduce alike
    const before = cloneState(state);
    const candidates = mutations(randomAction(state, mutRand, listed, engine), state.config.players, mutRand).filter(
      (m) => !keys.has(actionKey(m)) && knownSrcBug(m) === null,
    );
    for (let k = 0; k < Math.min(MUTATIONS_PER_STEP, candidates.length); k++) {
      const bad = candidates[Math.floor(mutRand() * candidates.length)];
      const v = validate(state, bad);
      check(
        !v.ok && v.error instanceof IllegalActionError,
        () => `non-listed action ${JSON.stringify(bad)} accepted by validate (${JSON.stringify(v)})`,
      );
      const code = v.ok ? "" : v.error.code;
      let thrown: unknown = null;
      try {
        reduce(state, bad as Action);
      } catch (error) {
        thrown = error;
      }
      check(
        thrown instanceof IllegalActionError && thrown.code === code,
        () =>
          `reduce on non-listed ${JSON.stringify(bad)}: expected IllegalActionError ${code}, got ${thrown instanceof Error ? `${thrown.name} ${(thrown as { code?: string }).code} ${thrown.message}` : String(thrown)}`,
      );
      totals.badInputs++;
    }
    check(deepEqual(state, before), () => "a refused action changed the state");

    // the step: reduce and the Simulator in lockstep; the input untouched
    const action = randomAction(state, rand, listed, engine);
    const next = reduce(state, action);
    check(deepEqual(state, before), () => `reduce(${JSON.stringify(action)}) mutated its input`);
    check(Object.isFrozen(state), () => "the input state is not frozen");
    sim.apply(action);
    check(
      deepEqual(sim.state, next),
      () => `the Simulator's state differs from reduce's after ${JSON.stringify(action)}`,
    );
    state = next;
    step++;
    totals.steps++;
  }
  totals.games++;
}

describe.each(ALL.map((c) => [c.name, c] as const))("random simulation: %s", (_name, config) => {
  it(`${gamesFor(config)} random games to the end, every step checked`, () => {
    for (let seed = 1; seed <= gamesFor(config); seed++) playAndCheck(config, seed);
    expect(totals.games).toBeGreaterThan(0);
  });
});
