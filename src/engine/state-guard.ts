/**
 * The cheap guard every entry point runs before touching a state: the schema version, the pack
 * fingerprint, and the fields the kernel reads. `parseState` runs the full checks.
 *
 * @module
 */
import { InvalidStateError } from "../core/errors";
import { describeValue } from "../core/describe-value";
import { SCHEMA_VERSION } from "../rules/state";
import { hasCanonicalKeys, STATE_KEYS } from "../rules/state/state-shape";
import { MAX_QUEUE_LENGTH } from "../rules/schema/state";
import type { GameState } from "./state";
import type { EngineContext } from "./engine-context";
import type { PlayerView } from "./player-view";

/** The top-level fields of a state, and of a player view (`viewer`). */
const ACCEPTED_KEYS: ReadonlySet<string> = new Set<string>([...STATE_KEYS, "viewer"]);

/** Throws unless `value` has the shape of a state or view of this engine's pack; returns whether it is a view. */
function assertShape(ctx: EngineContext, value: unknown): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InvalidStateError("STATE_NOT_OBJECT", "A game state must be an object created by createGame.");
  }
  const s = value as Record<string, unknown>;
  const version = s["schemaVersion"];
  if (version !== SCHEMA_VERSION) {
    const hint =
      version === 1 || version === 2
        ? ` Load a saved version-${version} state with parseState, which migrates it.`
        : "";
    throw new InvalidStateError(
      "STATE_VERSION",
      `This engine reads state schema version ${SCHEMA_VERSION}; the state has ${describeValue(version)}.${hint}`,
    );
  }
  // The keys of a state the rules made come in their canonical order: one comparison each.
  if (!hasCanonicalKeys(s)) {
    for (const key in s) {
      if (!ACCEPTED_KEYS.has(key) && Object.hasOwn(s, key)) {
        // An unknown field (possibly cyclic or huge) would break every later reader (copies, views,
        // JSON): refused here, so every entry point answers with a code.
        throw new InvalidStateError(
          "STATE_MALFORMED",
          `The state has an unknown top-level field ${describeValue(key)}.`,
        );
      }
    }
  }
  const config = s["config"] as Record<string, unknown> | undefined;
  const modules = config?.["modules"];
  const pack = s["pack"] as Record<string, unknown> | undefined;
  if (
    typeof config !== "object" ||
    config === null ||
    !Array.isArray(modules) ||
    typeof pack !== "object" ||
    pack === null ||
    !Array.isArray(s["queue"]) ||
    !(
      s["decision"] === null ||
      (typeof s["decision"] === "object" && typeof (s["decision"] as { kind?: unknown }).kind === "string")
    )
  ) {
    throw new InvalidStateError("STATE_MALFORMED", "The state lacks its config, pack, queue or decision.");
  }
  if ((s["queue"] as unknown[]).length > MAX_QUEUE_LENGTH) {
    throw new InvalidStateError(
      "STATE_MALFORMED",
      `The state's queue holds ${(s["queue"] as unknown[]).length} steps; at most ${MAX_QUEUE_LENGTH} are allowed.`,
    );
  }
  if (pack["fingerprint"] !== ctx.pack.fingerprint) {
    throw new InvalidStateError(
      "STATE_CONTENT_MISMATCH",
      `The state belongs to content pack ${describeValue(pack["id"])} (fingerprint ${describeValue(pack["fingerprint"])}), not to this engine's pack "${ctx.pack.id}" (${ctx.pack.fingerprint}); use createEngine({ content }) with the game's own pack.`,
    );
  }
  const players = config["players"];
  if (
    typeof players !== "number" ||
    !Number.isInteger(players) ||
    players < 1 ||
    players > 4 ||
    !Array.isArray(s["players"]) ||
    (s["phase"] !== "setup" && (s["players"] as unknown[]).length !== players)
  ) {
    throw new InvalidStateError(
      "STATE_MALFORMED",
      "The state's config.players must be 1 to 4 and match its player boards.",
    );
  }
  const provided = (m: unknown): boolean => typeof m === "string" && ctx.modules.get(m) !== undefined;
  if (!modules.every(provided)) {
    const unavailable = modules.filter((m) => !provided(m));
    throw new InvalidStateError(
      "STATE_MODULE",
      `The state names module(s) this engine does not provide: ${unavailable.slice(0, 5).map(describeValue).join(", ")}.`,
    );
  }
  const rng = s["rng"] as Record<string, unknown> | null | undefined;
  if (rng === null && Object.hasOwn(s, "viewer")) return true;
  if (
    typeof rng !== "object" ||
    rng === null ||
    !(isFiniteNumber(rng["c"]) && isFiniteNumber(rng["s0"]) && isFiniteNumber(rng["s1"]) && isFiniteNumber(rng["s2"]))
  ) {
    throw new InvalidStateError("STATE_MALFORMED", "The state's RNG must hold four finite numbers c, s0, s1, s2.");
  }
  return false;
}

/** Whether a value is a finite number. */
function isFiniteNumber(value: unknown): boolean {
  return typeof value === "number" && Number.isFinite(value);
}

/**
 * Full states this library made (by `createGame`, `reduce` or `parseState`), with the context that
 * made them. They are deeply frozen, so they still pass the guard: it is not run again.
 */
const madeHere = new WeakMap<object, EngineContext>();

/** Records a deeply frozen full state made by `ctx`, so later guards answer it at once. */
export function markVerified(ctx: EngineContext, state: GameState): void {
  if (Object.isFrozen(state)) madeHere.set(state, ctx);
}

/**
 * `assertGameState` that also says whether the state is one `ctx` made (deeply frozen, so a
 * transition need not freeze what it keeps of it): one WeakMap lookup for both.
 */
export function checkGameState(ctx: EngineContext, value: unknown): boolean {
  if (typeof value === "object" && value !== null && madeHere.get(value) === ctx) return true;
  assertGameState(ctx, value);
  return false;
}

/** Throws unless `value` is a full, playable state of this engine's pack (not a player view). */
export function assertGameState(ctx: EngineContext, value: unknown): asserts value is GameState {
  if (typeof value === "object" && value !== null && madeHere.get(value) === ctx) return;
  if (assertShape(ctx, value)) {
    throw new InvalidStateError(
      "STATE_IS_VIEW",
      "This is a player view: it hides the dice and the quest deck, so it can be read but not played. Apply actions to the full state.",
    );
  }
}

/** Throws unless `value` is a state or a player view of this engine's pack. */
export function assertReadable(ctx: EngineContext, value: unknown): asserts value is GameState | PlayerView {
  if (typeof value === "object" && value !== null && madeHere.get(value) === ctx) return;
  assertShape(ctx, value);
}
