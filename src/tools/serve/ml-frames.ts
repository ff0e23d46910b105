/**
 * The answers of serve's `ml-*` steps: one JSON frame per game (dense, or sparse: the legal ids
 * and the observation's nonzero elements), and for `ml-step-batch` every game's next position
 * packed into one base64 blob of little-endian numbers (docs/ml.md, "Batched play"), so a batch of
 * 64 games is tens of kilobytes, not hundreds, and Python decodes it with a few numpy calls.
 *
 * @module
 */
import { observationSpec, observe } from "../../ml/index";
import { observeInto } from "../../ml/observation";
import type { MlGame } from "./ml-game";

/** What a frame carries of the observations: the acting seat's, every seat's, or none. */
export type ObserveMode = "actor" | "all" | "none";

/** How a frame carries the numbers: dense (mask bytes, whole observations) or sparse (legal ids, nonzero elements). */
export type Encoding = "dense" | "sparse";

/** A frame's form: the observations it carries and their encoding. */
export interface FrameForm {
  readonly mode: ObserveMode;
  readonly encoding: Encoding;
}

/** Base64 of a typed array's bytes (little-endian on every platform Node runs on). */
export function base64Of(a: Float32Array | Uint8Array): string {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString("base64");
}

/** One game's part of a packed answer. */
export interface PackedFrame {
  readonly game: MlGame;
  /** The rewards per seat of the step (of the finished game when it was reset). */
  readonly rewards: readonly number[];
  /** Whether the step ended the game (it was then reset, and the rest is the new game's). */
  readonly done: boolean;
}

/** Reused scratch buffers, by observation length. */
const scratch = new Map<number, Float32Array>();

/** A zeroed scratch buffer of `length` floats (the same one each time: use it before the next call). */
function scratchOf(length: number): Float32Array {
  let obs = scratch.get(length);
  if (obs === undefined) scratch.set(length, (obs = new Float32Array(length)));
  else obs.fill(0);
  return obs;
}

/** Base64 of a list of numbers as little-endian uint16. */
export function uint16Base64(list: readonly number[]): string {
  return Buffer.from(Uint16Array.from(list).buffer).toString("base64");
}

/** A seat's observation as its nonzero elements: base64 of their uint16 indices and float32 values. */
export function sparseObservation(game: MlGame, seat: number): { index: string; values: string } {
  const obs = scratchOf(observationSpec(game.state.config).length);
  observeInto(game.state, seat, obs);
  const index: number[] = [];
  for (let k = 0; k < obs.length; k++) if (obs[k] !== 0) index.push(k);
  const values = new Float32Array(index.length);
  index.forEach((k, i) => (values[i] = obs[k]!));
  return { index: uint16Base64(index), values: Buffer.from(values.buffer).toString("base64") };
}

/**
 * Packs frames (all of one configuration) as base64 of, in order: int32 seat[n] (-1: none),
 * int32 legal[n], int32 nonzero[n], float32 rewards[n × players], float32 values[Σ nonzero],
 * uint16 index[Σ nonzero], uint16 ids[Σ legal], uint8 done[n]. Game i's observation (its acting
 * seat's) has `values` at `index`, zero elsewhere; its legal ids are its `legal[i]` ids in turn.
 */
export function packFrames(frames: readonly PackedFrame[], players: number): string {
  const n = frames.length;
  const length = n === 0 ? 0 : observationSpec(frames[0]!.game.state.config).length;
  let legalTotal = 0;
  for (const f of frames) legalTotal += f.game.ids.length;
  // The observations first, into growing scratch arrays: their sizes are known only once observed.
  const nonzero = new Int32Array(n);
  let v = 0;
  for (let i = 0; i < n; i++) {
    const { game } = frames[i]!;
    const seat = game.seat;
    if (seat === null) continue;
    const obs = scratchOf(length);
    observeInto(game.state, seat, obs);
    const before = v;
    for (let k = 0; k < length; k++) {
      const x = obs[k]!;
      if (x === 0) continue;
      if (v === sparse.values.length) growSparse();
      sparse.values[v] = x;
      sparse.index[v++] = k;
    }
    nonzero[i] = v - before;
  }
  const bytes = 12 * n + 4 * n * players + 6 * v + 2 * legalTotal + n;
  const buffer = new ArrayBuffer(bytes);
  const ints = new Int32Array(buffer, 0, 3 * n);
  const rewards = new Float32Array(buffer, 12 * n, n * players);
  new Float32Array(buffer, 12 * n + 4 * n * players, v).set(sparse.values.subarray(0, v));
  let at = 12 * n + 4 * n * players + 4 * v;
  new Uint16Array(buffer, at, v).set(sparse.index.subarray(0, v));
  at += 2 * v;
  const ids = new Uint16Array(buffer, at, legalTotal);
  const done = new Uint8Array(buffer, at + 2 * legalTotal, n);
  let idAt = 0;
  for (let i = 0; i < n; i++) {
    const f = frames[i]!;
    ints[i] = f.game.seat ?? -1;
    ints[n + i] = f.game.ids.length;
    ints[2 * n + i] = nonzero[i]!;
    for (let s = 0; s < players; s++) rewards[i * players + s] = f.rewards[s] ?? 0;
    ids.set(f.game.ids, idAt);
    idAt += f.game.ids.length;
    done[i] = f.done ? 1 : 0;
  }
  return Buffer.from(buffer).toString("base64");
}

/** The nonzero elements of a batch's observations as they are gathered (grown as needed). */
const sparse = { values: new Float32Array(1 << 14), index: new Uint16Array(1 << 14) };

/** Doubles the sparse scratch arrays, keeping their contents. */
function growSparse(): void {
  const values = new Float32Array(sparse.values.length * 2);
  const index = new Uint16Array(sparse.index.length * 2);
  values.set(sparse.values);
  index.set(sparse.index);
  sparse.values = values;
  sparse.index = index;
}

/** The answer to a step: who acts next, the observations asked for, the legal ids, rewards, done. */
export function frameOf(id: string, game: MlGame, form: FrameForm): unknown {
  const players = game.state.config.players;
  const seat = game.seat;
  const sparse = form.encoding === "sparse";
  const { rewards, fields } = game.settle();
  const obs = Array.from({ length: players }, (_, s) =>
    form.mode === "all" || (form.mode === "actor" && s === seat)
      ? sparse
        ? sparseObservation(game, s)
        : base64Of(observe(game.state, s))
      : null,
  );
  const legal = sparse ? { ids: uint16Base64(game.ids) } : { mask: base64Of(maskOf(game)) };
  return { game: id, seat, done: game.done, legal: game.ids.length, ...legal, obs, rewards, ...fields };
}

/** A game's legal mask: one byte per action id, 1 when legal. */
function maskOf(game: MlGame): Uint8Array {
  const mask = new Uint8Array(game.actionCount);
  for (const i of game.ids) mask[i] = 1;
  return mask;
}
