/**
 * A cheap check, run on every entry point, that a value looks like a game state of this engine
 * version. The full check of untrusted saved data is `parseState`.
 *
 * @module
 * @internal
 */
import { InvalidStateError } from "../core/errors";
import { SCHEMA_VERSION, type GameState } from "../rules/state";
import { isModuleAvailable } from "./modules";

/**
 * Throws `InvalidStateError` unless `value` has the version and the kernel fields of a game state.
 *
 * @param value - anything
 * @internal
 */
export function assertStateShape(value: unknown): asserts value is GameState {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InvalidStateError("STATE_NOT_OBJECT", "A game state must be an object created by createGame.");
  }
  const s = value as Record<string, unknown>;
  if (s["schemaVersion"] !== SCHEMA_VERSION) {
    throw new InvalidStateError(
      "STATE_VERSION",
      `This engine reads state schema version ${SCHEMA_VERSION}; the state has ${JSON.stringify(s["schemaVersion"]) ?? "none"}.`,
    );
  }
  const config = s["config"] as Record<string, unknown> | undefined;
  const modules = config?.["modules"];
  if (
    typeof config !== "object" ||
    config === null ||
    !Array.isArray(modules) ||
    typeof s["content"] !== "object" ||
    s["content"] === null ||
    Array.isArray(s["content"]) ||
    !Array.isArray(s["queue"]) ||
    !(s["decision"] === null || (typeof s["decision"] === "object" && typeof (s["decision"] as { kind?: unknown }).kind === "string"))
  ) {
    throw new InvalidStateError("STATE_MALFORMED", "The state lacks its config, content, queue or decision.");
  }
  const players = (config as Record<string, unknown>)["players"];
  if (
    typeof players !== "number" || !Number.isInteger(players) || players < 1 || players > 4 ||
    !Array.isArray(s["players"]) || (s["phase"] !== "setup" && (s["players"] as unknown[]).length !== players)
  ) {
    throw new InvalidStateError("STATE_MALFORMED", "The state's config.players must be 1 to 4 and match its player boards.");
  }
  const unavailable = modules.filter((m) => typeof m !== "string" || !isModuleAvailable(m));
  if (unavailable.length > 0) {
    throw new InvalidStateError("STATE_MODULE", `The state names module(s) this engine does not provide: ${JSON.stringify(unavailable)}.`);
  }
  const rng = s["rng"] as Record<string, unknown> | null | undefined;
  if (typeof rng !== "object" || rng === null || !["c", "s0", "s1", "s2"].every((k) => typeof rng[k] === "number" && Number.isFinite(rng[k]))) {
    throw new InvalidStateError("STATE_MALFORMED", "The state's RNG must hold four finite numbers c, s0, s1, s2.");
  }
}
