/**
 * The solo state check run by `parseState`: the cards dealt this Day are distinct movement cards,
 * the (at most 2) cards on offer are among them and not used, and during the Day two are on offer
 * once the deals to come are counted; a pending choice of 3 goblins has more than 3 passive goblins
 * to choose from.
 *
 * @module
 */
import type { RulesEnv, StateIssue } from "../../rules/game-types";
import type { GameState } from "../../rules/state";
import type { SoloState } from "./types";
import { CHOOSE_GOBLINS, passiveGoblinCells, SOLO_AGGRESSIVE_GOBLINS } from "./goblins";

const PATH = "moduleState.solo";

/**
 * The problems of the solo slice of a state (empty when consistent).
 *
 * @param state - a state that passed the base checks and the slice's schema
 * @param env - the rules environment
 * @returns the problems
 */
export function checkSoloState(state: GameState, env: RulesEnv): StateIssue[] {
  // Its shape (lists of distinct ids, at most 2 on offer) is its schema's (schema.ts).
  const slice = state.moduleState["solo"] as SoloState | undefined;
  if (slice === undefined) return [];
  const cards = env.content.movementCards.map((c) => c.id);
  const issues: StateIssue[] = [];
  const { dealt, offered } = slice;
  for (const key of ["dealt", "offered"] as const) {
    for (const id of slice[key])
      if (!cards.includes(id)) issues.push({ path: `${PATH}.${key}`, message: `unknown movement card "${id}"` });
  }
  // Solo Resolution: the player chooses 3 goblins only when more than 3 are passive (with 3 or
  // fewer, all of them turn aggressive and nothing is asked).
  const decision = state.decision as { kind: string; count?: unknown } | null;
  if (decision?.kind === CHOOSE_GOBLINS) {
    const passive = passiveGoblinCells(state).length;
    if (decision.count !== SOLO_AGGRESSIVE_GOBLINS)
      issues.push({
        path: "decision.count",
        message: `expected ${SOLO_AGGRESSIVE_GOBLINS} goblins to choose, found ${String(decision.count)}`,
      });
    else if (passive <= SOLO_AGGRESSIVE_GOBLINS) {
      issues.push({
        path: "decision",
        message: `the choice of ${SOLO_AGGRESSIVE_GOBLINS} goblins is asked only when more than ${SOLO_AGGRESSIVE_GOBLINS} are passive; the map has ${passive}`,
      });
    }
  }
  if (state.phase === "day") {
    // Solo Movement Drafting: two cards are face up through the whole Day, counting the deals
    // still to come (queued, or a pending chance point).
    let pending = state.decision?.kind === "solo/deal-movement-card" ? 1 : 0;
    for (const step of state.queue) if (step.kind === "solo/deal-movement-card") pending++;
    if (offered.length + pending !== 2) {
      issues.push({
        path: `${PATH}.offered`,
        message: `expected 2 cards offered during the Day (with the deals to come), found ${offered.length} offered and ${pending} to deal`,
      });
    }
    // This Day's cards: each dealt card is on offer or played (flipped), and the deals to come
    // have cards left to draw.
    const used = state.movementCards.filter((c) => c.used).map((c) => c.id);
    for (const id of dealt) {
      if (!offered.includes(id) && !used.includes(id))
        issues.push({ path: `${PATH}.dealt`, message: `"${id}" was dealt, yet is neither on offer nor played` });
    }
    for (const id of used)
      if (!dealt.includes(id))
        issues.push({ path: `${PATH}.dealt`, message: `"${id}" was played this Day but never dealt` });
    if (cards.length - dealt.length < pending)
      issues.push({
        path: `${PATH}.dealt`,
        message: `${pending} deals to come, but only ${cards.length - dealt.length} cards left to deal`,
      });
  }
  for (const id of offered) {
    if (!dealt.includes(id)) issues.push({ path: `${PATH}.offered`, message: `"${id}" is offered but was not dealt` });
    if (state.movementCards.find((c) => c.id === id)?.used === true)
      issues.push({ path: `${PATH}.offered`, message: `"${id}" is offered but already used` });
  }
  return issues;
}
