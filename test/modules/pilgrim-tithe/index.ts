/**
 * The Pilgrim's Tithe: a house rule written for the tests only, to prove that a module is one
 * folder registered with one call (`createEngine({ modules: [pilgrimTithe] })`), with no file under
 * src/ edited to admit it. It follows "Writing a module" in docs/architecture.md step by step:
 *
 * 1. its types, as one map (`types.ts`);
 * 2. its rules: a setup step that creates its state slice, a Resolution step that opens its
 *    decision, the decision's handler, and its score source (this file);
 * 3. its definition: payload fields, phases, the slice's checks, its error code, its ruling, its
 *    words (`words/en.ts`, `words/ja.ts`) and its docs page (this file, `pilgrimTithe`).
 *
 * The rule: at each Resolution the holder of the first player token may pay Power for a tithe (1
 * Power, or 2 under the `pilgrimTitheCost` ruling); each tithe is worth 1 victory point.
 */
import {
  schema,
  type BaseAction as Action,
  type GameDraft,
  type GameModule,
  type RuleDecision,
  type RulesGameState as GameState,
  type RuleStep,
  type StateIssue,
  type Step,
} from "teq-engine";
import { TITHE, type TitheAction, type TitheDecision, type TitheState, type TitheTypes } from "./types";
import { titheEn } from "./words/en";
import { titheJa } from "./words/ja";

/** The slice of a state (none before the module's setup step). */
function sliceOf(state: GameState): TitheState | undefined {
  return state.moduleState[TITHE] as TitheState | undefined;
}

/** The mutable slice inside a recipe (created by the setup step). */
function draftSlice(draft: GameDraft): { tithes: number[] } {
  // moduleState is keyed by module id and typed `unknown`: the compiler cannot know this module's slice.
  return (draft.moduleState as Record<string, unknown>)[TITHE] as { tithes: number[] };
}

/** The Power a tithe costs under the game's ruling. */
function titheCost(state: GameState): number {
  return state.config.rulings["pilgrimTitheCost"] === "two" ? 2 : 1;
}

/** Setup: every seat starts with no tithe. */
const setup: RuleStep<{ kind: "pilgrim-tithe/setup" }> = (draft) => {
  (draft.moduleState as Record<string, unknown>)[TITHE] = { tithes: draft.players.map(() => 0) };
};

/** Resolution: the token holder is asked whether to pay. */
const offer: RuleStep<{ kind: "pilgrim-tithe/offer" }> = (draft) => {
  const decision: TitheDecision = {
    kind: "pilgrim-tithe/tithe",
    player: draft.firstPlayer,
    cost: titheCost(draft),
  };
  draft.decision = decision;
};

/** Pay the tithe (when the player has the Power) or decline. */
const tithe: RuleDecision<TitheDecision> = {
  actionKeys: { "pilgrim-tithe/pay": [], "pilgrim-tithe/decline": [] },
  candidates: (_state, decision) =>
    (["pilgrim-tithe/pay", "pilgrim-tithe/decline"] as const).map((type): TitheAction => ({
      type,
      player: decision.player,
    })) as unknown as Action[],
  check: (state, decision, action) => {
    if ((action as unknown as TitheAction).type !== "pilgrim-tithe/pay") return null;
    const power = state.players[decision.player]?.power ?? 0;
    return power >= decision.cost
      ? null
      : {
          code: "TITHE_UNAFFORDABLE",
          message: `A tithe costs ${decision.cost} Power; player ${decision.player} has ${power}.`,
        };
  },
  apply: (draft, decision, action, ctx) => {
    if ((action as unknown as TitheAction).type !== "pilgrim-tithe/pay") return;
    const player = draft.players[decision.player]!;
    player.power -= decision.cost;
    ctx.emit({ type: "power-spent", player: decision.player, amount: decision.cost, reason: "pilgrim-tithe/tithe" });
    const slice = draftSlice(draft);
    slice.tithes[decision.player] = (slice.tithes[decision.player] ?? 0) + 1;
    // The event union the rules see is the open ModuleEvent shape; this one is the module's own.
    ctx.emit({ type: "pilgrim-tithe/paid", player: decision.player, tithes: slice.tithes[decision.player]! });
  },
};

/** The state slice against the state: one count per seat, at most one tithe per Resolution so far. */
function checkSlice(state: GameState): StateIssue[] {
  const slice = sliceOf(state);
  if (slice === undefined) return [];
  const path = `moduleState.${TITHE}`;
  if (typeof slice !== "object" || slice === null || !Array.isArray(slice.tithes) || Object.keys(slice).length !== 1) {
    return [{ path, message: "expected { tithes: [...] }" }];
  }
  if (slice.tithes.length !== state.config.players)
    return [{ path: `${path}.tithes`, message: `expected one count per player (${state.config.players})` }];
  const issues: StateIssue[] = [];
  const most = state.phase === "ended" ? state.round : state.round - 1;
  slice.tithes.forEach((n, seat) => {
    if (!Number.isInteger(n) || n < 0 || n > most)
      issues.push({
        path: `${path}.tithes[${seat}]`,
        message: `expected 0 to ${most} tithes (one per Resolution), found ${JSON.stringify(n)}`,
      });
  });
  return issues;
}

/** The setup steps with the slice's creation just before the first round begins. */
function withSetup(steps: readonly Step[]): Step[] {
  const at = steps.findIndex((s) => s.kind === "begin-round");
  const own = { kind: "pilgrim-tithe/setup" } as unknown as Step;
  return at < 0 ? [...steps, own] : [...steps.slice(0, at), own, ...steps.slice(at)];
}

/** The Resolution steps with the offer just before the round advances. */
function withOffer(steps: readonly Step[]): Step[] {
  const at = steps.findIndex((s) => s.kind === "advance-round");
  const own = { kind: "pilgrim-tithe/offer" } as unknown as Step;
  return [...steps.slice(0, at), own, ...steps.slice(at)];
}

/** The Pilgrim's Tithe. */
export const pilgrimTithe: GameModule<typeof TITHE, TitheTypes> = {
  id: TITHE,
  docs: "test/modules/pilgrim-tithe/README.md",
  decisions: {
    "pilgrim-tithe/tithe": {
      fields: { cost: schema.amount },
      phases: ["resolution"],
      askedBy: "pilgrim-tithe/offer",
      check: (state, d) => {
        const issues: StateIssue[] = [];
        if (d["player"] !== state.firstPlayer)
          issues.push({
            path: "decision.player",
            message: `the tithe is asked of the first player (${state.firstPlayer})`,
          });
        if (d["cost"] !== titheCost(state))
          issues.push({ path: "decision.cost", message: `a tithe costs ${titheCost(state)} Power in this game` });
        return issues;
      },
    },
  },
  steps: {
    "pilgrim-tithe/setup": { fields: {} },
    "pilgrim-tithe/offer": { fields: {}, waitsIn: ["resolution"] },
  },
  actions: { "pilgrim-tithe/pay": { fields: {} }, "pilgrim-tithe/decline": { fields: {} } },
  events: { "pilgrim-tithe/paid": { player: schema.seat, tithes: schema.int(0) } },
  slice: { schema: schema.object({ tithes: schema.array(schema.int(0), { max: 4 }) }), check: checkSlice },
  errors: {
    TITHE_UNAFFORDABLE: {
      thrownAs: "IllegalActionError",
      meaning: "Pilgrim's Tithe: the player has less Power than a tithe costs.",
    },
  },
  rulings: {
    pilgrimTitheCost: { values: ["one", "two"], default: "one", doc: "The Power a tithe costs." },
  },
  words: { en: titheEn, ja: titheJa },
  extend: (base) => ({
    ...base,
    hooks: {
      ...base.hooks,
      setupSteps: withSetup(base.hooks.setupSteps),
      resolutionSteps: withOffer(base.hooks.resolutionSteps),
      scoreSources: [
        ...base.hooks.scoreSources,
        { id: "tithes", count: (state, seat) => sliceOf(state)?.tithes[seat] ?? 0, points: (count) => count },
      ],
    },
    // The ruleset's step table takes a module's own steps as they are.
    steps: {
      ...base.steps,
      "pilgrim-tithe/setup": setup,
      "pilgrim-tithe/offer": offer,
    },
    decisions: { ...base.decisions, "pilgrim-tithe/tithe": tithe },
  }),
};
