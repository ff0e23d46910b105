/**
 * `observationSpec` and `observe`: a fixed-length `Float32Array` per seat, from what that seat sees.
 *
 * @module
 */
import { InvalidOptionsError } from "teq-engine";
import { configKey, type MlConfig, type StateOrView } from "./config";
import { sliceDefs, type SliceDef } from "./observation-layout";

/**
 * The observation format's version: it goes up whenever a slice is added, removed, resized or
 * changes meaning.
 *
 * @example
 * ```ts
 * import { OBSERVATION_VERSION } from "teq-engine/ml";
 * if (OBSERVATION_VERSION !== 1) throw new Error("retrain: the observation changed");
 * ```
 */
export const OBSERVATION_VERSION = 1;

/**
 * One named slice of the observation: elements `offset` to `offset + length - 1`.
 *
 * @example
 * ```ts
 * import { observationSpec } from "teq-engine/ml";
 * const phase = observationSpec({ players: 2 }).slices.find((s) => s.name === "phase")!;
 * phase.offset; // 0
 * ```
 */
export interface ObservationSlice {
  /** The slice's name, e.g. `"players"`. */
  readonly name: string;
  /** Its first element. */
  readonly offset: number;
  /** Its number of elements. */
  readonly length: number;
  /** What its elements hold, in words. */
  readonly meaning: string;
}

/**
 * The observation of a configuration: its length, named slices and format version.
 *
 * @example
 * ```ts
 * import { observationSpec } from "teq-engine/ml";
 * const spec = observationSpec({ players: 4, modules: ["gloomfall", "golden-mushrooms"] });
 * spec.length === spec.slices.reduce((n, s) => n + s.length, 0); // true
 * ```
 */
export interface ObservationSpec {
  /** `OBSERVATION_VERSION`. */
  readonly version: number;
  /** The number of elements of every observation of this configuration. */
  readonly length: number;
  /** The slices, in order, covering the observation without gaps. */
  readonly slices: readonly ObservationSlice[];
}

interface Compiled {
  readonly spec: ObservationSpec;
  readonly defs: readonly SliceDef[];
}

const cache = new Map<string, Compiled>();

/** The spec and slice definitions of a configuration (memoized by player count and modules). */
function compiled(config: MlConfig): Compiled {
  const players = config.players;
  if (!Number.isInteger(players) || players < 1 || players > 4) {
    throw new InvalidOptionsError("OPTION_PLAYERS", `players must be an integer from 1 to 4, got ${String(players)}.`);
  }
  const key = configKey(config);
  let hit = cache.get(key);
  if (hit === undefined) {
    const defs = sliceDefs(config);
    let offset = 0;
    const slices = defs.map((d) => {
      const s = { name: d.name, offset, length: d.length, meaning: d.meaning };
      offset += d.length;
      return Object.freeze(s);
    });
    hit = {
      defs,
      spec: Object.freeze({ version: OBSERVATION_VERSION, length: offset, slices: Object.freeze(slices) }),
    };
    cache.set(key, hit);
  }
  return hit;
}

/**
 * The observation format of a configuration: its length, its named slices (with what each holds)
 * and the format version. The same for every game of the configuration.
 *
 * @param config - the player count and modules (a `state.config` fits)
 * @returns the spec
 * @example
 * ```ts
 * import { createGame } from "teq-engine";
 * import { observationSpec, observe } from "teq-engine/ml";
 * const state = createGame({ seed: 1, players: 2 });
 * const spec = observationSpec(state.config);
 * observe(state, 0).length === spec.length; // true
 * spec.slices.map((s) => s.name).includes("questRow"); // true
 * ```
 */
export function observationSpec(config: MlConfig): ObservationSpec {
  return compiled(config).spec;
}

/**
 * What `seat` may see of a game, as numbers: a `Float32Array` of `observationSpec(config).length`
 * elements (layout: docs/ml.md). Reads only what `playerView(state, seat)` keeps, so a full state,
 * that seat's view and any `determinize`d copy of it give the same array. Seats are relative: the
 * observer's own data comes first.
 *
 * @param stateOrView - a full state or a player's view (the view's own viewer is not used)
 * @param seat - the observing seat (0 in solo)
 * @returns a fresh array
 * @example
 * ```ts
 * import { createGame, playerView } from "teq-engine";
 * import { observe } from "teq-engine/ml";
 * const state = createGame({ seed: 7, players: 3 });
 * const mine = observe(state, 1);
 * const fromView = observe(playerView(state, 1), 1);
 * mine.every((x, i) => x === fromView[i]); // true
 * ```
 */
export function observe(stateOrView: StateOrView, seat: number): Float32Array {
  const out = new Float32Array(compiled(stateOrView.config).spec.length);
  observeInto(stateOrView, seat, out);
  return out;
}

/** `observe` written into `out` (of the spec's length, all zero on entry), for callers that reuse one buffer. */
export function observeInto(stateOrView: StateOrView, seat: number, out: Float32Array): void {
  const { spec, defs } = compiled(stateOrView.config);
  if (!Number.isInteger(seat) || seat < 0 || seat >= stateOrView.config.players) {
    throw new InvalidOptionsError(
      "VIEWER",
      `The seat must be an integer from 0 to ${stateOrView.config.players - 1}, got ${String(seat)}.`,
    );
  }
  if (out.length !== spec.length)
    throw new RangeError(`observeInto: the buffer holds ${out.length}, not ${spec.length}`);
  // One writer for every slice (no closure per slice): it writes at the current slice's offset.
  let offset = 0;
  let length = 0;
  let name = "";
  const put = (i: number, x: number): void => {
    if (i < 0 || i >= length) throw new RangeError(`observation slice ${name}: element ${i} outside 0..${length - 1}`);
    out[offset + i] = x;
  };
  for (let k = 0; k < defs.length; k++) {
    ({ offset, length, name } = spec.slices[k]!);
    defs[k]!.fill(stateOrView, seat, put);
  }
}
