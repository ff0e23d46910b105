/**
 * `createGame`: checks the options and the content pack, then runs the setup steps of the
 * composed ruleset up to the first decision.
 *
 * @module
 */
import { freeze } from "immer";
import { referencePack } from "../content/reference";
import type { ContentPack } from "../content/types";
import { validateContent } from "../content/validate-content";
import { clonePlain } from "../core/clone";
import { InvalidContentError } from "../core/errors";
import { seedRng } from "../core/rng";
import { runSteps } from "../core/runner";
import { SCHEMA_VERSION, type GameState as RulesGameState } from "../rules/state";
import { asPublicState, type GameState } from "./state";
import { rulesetFor } from "./modules";
import { normalizeOptions, type GameOptions } from "./options";

let frozenReference: ContentPack | null = null;

function contentFor(options: unknown): ContentPack {
  const given = (options as { content?: unknown }).content;
  if (given === undefined) {
    frozenReference ??= freeze(clonePlain(referencePack), true);
    return frozenReference;
  }
  const problems = validateContent(given);
  if (problems.length > 0) throw new InvalidContentError(problems);
  return freeze(clonePlain(given as ContentPack), true);
}

/**
 * Creates a new game, set up and waiting on its first decision (the first player's movement card).
 *
 * @param options - seed, players and optional modules, content pack, colours, first player
 * @returns the frozen initial state
 * @throws InvalidOptionsError for bad options; InvalidContentError for an invalid content pack
 * @example
 * ```ts
 * import { createGame, legalActions } from "teq-engine";
 * const state = createGame({ seed: "abc", players: 2 });
 * legalActions(state); // the movement cards the first player may pick
 * ```
 */
export function createGame(options: GameOptions): GameState {
  const probe = typeof options === "object" && options !== null ? options : {};
  const content = contentFor(probe);
  const config = normalizeOptions(options, content.playerCards.map((card) => card.color));
  const ruleset = rulesetFor(config.modules);
  const skeleton: RulesGameState = {
    schemaVersion: SCHEMA_VERSION,
    config,
    content,
    rng: seedRng(config.seed),
    decision: null,
    queue: ruleset.hooks.setupSteps,
    phase: "setup",
    round: 1,
    map: { cells: [] },
    players: [],
    firstPlayer: 0,
    firstPlayerToken: "quest",
    magicSpace: 0,
    goblins: { portals: [], supply: 0 },
    quests: { deck: [], row: [], discard: [] },
    itemRack: content.items.filter((item) => item.kind === "treasure").map((item) => item.id),
    movementCards: [],
    day: null,
    night: null,
    lastRoll: null,
    moduleState: {},
  };
  return asPublicState(freeze(runSteps(ruleset, skeleton, "immutable").state, true));
}
