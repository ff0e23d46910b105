/**
 * Checking an action against the pending decision: its shape, whose decision it is, its type and
 * fields, then the decision's own rule. What `validate`, `reduce` and `Simulator.apply` refuse, and
 * why, in one place.
 *
 * @module
 */
import { describeValue, isObject } from "./schema/describe";
import { handlerOf } from "./handler-tables";
import type { GameTypes, Rejection, Ruleset } from "./protocol";

/**
 * Why an action is illegal in this state, or `null` if it is legal. Never throws for a bad action;
 * throws `InvalidStateError` only for a state that names an unknown decision kind.
 *
 * @param ruleset - the composed ruleset
 * @param state - the current state
 * @param action - untrusted input
 * @returns the rejection, or null
 */
export function checkAction<G extends GameTypes>(
  ruleset: Ruleset<G, unknown>,
  state: G["state"],
  action: unknown,
): Rejection | null {
  if (!isObject(action) || typeof action["type"] !== "string") {
    return { code: "MALFORMED_ACTION", message: "An action must be a plain object with a string `type`." };
  }
  const type = action["type"];
  const decision = state.decision;
  if (decision === null) return { code: "GAME_OVER", message: "The game is over: no action is expected." };
  const handler = handlerOf(ruleset, decision);
  const allowed = Object.hasOwn(handler.actionKeys, type) ? handler.actionKeys[type] : undefined;
  // Spelled out only for a rejection's message.
  const expected = (): string =>
    Object.keys(handler.actionKeys)
      .map((t) => `"${t}"`)
      .join(" or ");
  if (allowed === undefined && !Object.values(ruleset.decisions).some((h) => Object.hasOwn(h.actionKeys, type))) {
    return { code: "UNKNOWN_ACTION_TYPE", message: `There is no action of type ${describeValue(type)}.` };
  }
  // Whose decision it is comes before what answers it: the wrong seat learns who must act.
  if (action["player"] !== decision.player) {
    const player = action["player"];
    if (player !== "chance" && !Number.isInteger(player)) {
      return {
        code: "MALFORMED_ACTION",
        message: `The action's "player" must be a seat number (or "chance" for a chance outcome), not ${describeValue(player)}.`,
      };
    }
    return {
      code: "NOT_YOUR_DECISION",
      message: `The pending decision "${decision.kind}" belongs to ${describeActor(decision.player)} (answered by ${expected()}), not to ${describeActor(action["player"])}.`,
    };
  }
  if (allowed === undefined) {
    return {
      code: "WRONG_ACTION_TYPE",
      message: `${describeValue(type)} does not answer the pending decision "${decision.kind}"; expected ${expected()}.`,
    };
  }
  if (hasExtraKey(action, allowed)) {
    const extra = Object.keys(action)
      .filter((key) => isExtraKey(action, allowed, key))
      .map((k) => describeValue(k));
    const fields = ["type", "player", ...allowed].map((k) => `"${k}"`).join(", ");
    return {
      code: "UNEXPECTED_FIELD",
      message: `${/^[aeiou]/.test(type) ? "An" : "A"} "${type}" action takes no field ${extra.slice(0, 5).join(", ")}; its fields are ${fields}.`,
    };
  }
  // The type and the keys are checked above; the handler's `check` reads the values as untrusted.
  return handler.check(state, decision, action, { env: ruleset.env(state, ruleset) });
}

/** A key an action of this type does not take (set to anything but undefined). */
function isExtraKey(action: Record<string, unknown>, allowed: readonly string[], key: string): boolean {
  return key !== "type" && key !== "player" && action[key] !== undefined && !allowed.includes(key);
}

/** Whether an action has a key its type does not take, found without building a key list. */
function hasExtraKey(action: Record<string, unknown>, allowed: readonly string[]): boolean {
  for (const key in action) if (Object.hasOwn(action, key) && isExtraKey(action, allowed, key)) return true;
  return false;
}

function describeActor(actor: unknown): string {
  if (actor === "chance") return "chance";
  if (typeof actor === "number") return `player ${actor}`;
  return `an actor given as ${describeValue(actor)}`;
}
