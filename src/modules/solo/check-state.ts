/**
 * The solo state check run by `parseState`: the cards dealt this Day are distinct movement cards,
 * and the (at most 2) cards on offer are among them and not used.
 *
 * @module
 */
import type { RulesEnv, StateIssue } from "../../rules/game-types";
import type { GameState } from "../../rules/state";

const PATH = "moduleState.solo";

/**
 * The problems of the solo slice of a state (empty when consistent).
 *
 * @param state - a state that passed the base checks
 * @param env - the rules environment
 * @returns the problems
 */
export function checkSoloState(state: GameState, env: RulesEnv): StateIssue[] {
  const slice = state.moduleState["solo"] as { dealt?: unknown; offered?: unknown } | undefined;
  if (slice === undefined) return [];
  const cards = env.content.movementCards.map((c) => c.id);
  const issues: StateIssue[] = [];
  const list = (key: "dealt" | "offered"): string[] => {
    const value = slice[key];
    if (!Array.isArray(value) || value.some((id) => typeof id !== "string" || !cards.includes(id))) {
      issues.push({ path: `${PATH}.${key}`, message: "expected a list of movement card ids" });
      return [];
    }
    if (new Set(value).size !== value.length) issues.push({ path: `${PATH}.${key}`, message: "lists a card twice" });
    return value as string[];
  };
  const dealt = list("dealt");
  const offered = list("offered");
  if (offered.length > 2) issues.push({ path: `${PATH}.offered`, message: `at most 2 cards are offered, found ${offered.length}` });
  for (const id of offered) {
    if (!dealt.includes(id)) issues.push({ path: `${PATH}.offered`, message: `"${id}" is offered but was not dealt` });
    if (state.movementCards.find((c) => c.id === id)?.used === true) issues.push({ path: `${PATH}.offered`, message: `"${id}" is offered but already used` });
  }
  return issues;
}
