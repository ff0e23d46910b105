/**
 * The Pilgrim's Tithe: a house rule written as a module of one's own, the worked example of
 * docs/writing-a-module.md. It is one folder, registered with one call
 * (`createEngine({ modules: [pilgrimTithe] })`), written against the public `teq-engine` entry
 * alone, with no cast:
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
  moduleStateOf,
  schema,
  type GameModule,
  type RuleDecision,
  type RulesGameState,
  type RuleStep,
  type StateIssue,
  type Step,
} from "teq-engine";
import { TITHE, type TitheAction, type TitheDecision, type TitheState, type TitheTypes } from "./types.js";
import { titheEn } from "./words/en.js";
import { titheJa } from "./words/ja.js";

// #region cost
/** The Power a tithe costs under the game's ruling. */
function titheCost(state: RulesGameState): number {
  return state.config.rulings["pilgrimTitheCost"] === "two" ? 2 : 1;
}
// #endregion cost

// #region setup
/** Setup: every seat starts with no tithe. */
const setup: RuleStep<{ kind: "pilgrim-tithe/setup" }> = (draft) => {
  const slice: TitheState = { tithes: draft.players.map(() => 0) };
  draft.moduleState[TITHE] = slice;
};
// #endregion setup

// #region offer
/** Resolution: the token holder is asked whether to pay. */
const offer: RuleStep<{ kind: "pilgrim-tithe/offer" }> = (draft) => {
  const decision: TitheDecision = { kind: "pilgrim-tithe/tithe", player: draft.firstPlayer, cost: titheCost(draft) };
  draft.decision = decision;
};
// #endregion offer

// #region decision
/** Pay the tithe (when the player has the Power) or decline. */
const tithe: RuleDecision<TitheDecision, TitheAction> = {
  actionKeys: { "pilgrim-tithe/pay": [], "pilgrim-tithe/decline": [] },
  candidates: (_state, decision) => [
    { type: "pilgrim-tithe/pay", player: decision.player },
    { type: "pilgrim-tithe/decline", player: decision.player },
  ],
  check: (state, decision, action) => {
    if (action.type !== "pilgrim-tithe/pay") return null;
    const power = state.players[decision.player]?.power ?? 0;
    if (power >= decision.cost) return null;
    return {
      code: "TITHE_UNAFFORDABLE",
      message: `A tithe costs ${decision.cost} Power; player ${decision.player} has ${power}.`,
    };
  },
  apply: (draft, decision, action, ctx) => {
    if (action.type !== "pilgrim-tithe/pay") return;
    const player = draft.players[decision.player];
    const slice = moduleStateOf(draft, pilgrimTithe);
    if (player === undefined || slice === null) throw new RangeError("The tithe is asked of a seat with no slice.");
    player.power -= decision.cost;
    ctx.emit({ type: "power-spent", player: decision.player, amount: decision.cost, reason: "pilgrim-tithe/tithe" });
    const tithes = slice.tithes.map((n, seat) => (seat === decision.player ? n + 1 : n));
    const next: TitheState = { tithes };
    draft.moduleState[TITHE] = next;
    ctx.emit({ type: "pilgrim-tithe/paid", player: decision.player, tithes: tithes[decision.player] ?? 0 });
  },
};
// #endregion decision

// #region check
/** The state slice against the state: one count per seat, at most one tithe per Resolution so far. */
function checkSlice(state: RulesGameState): StateIssue[] {
  const slice = moduleStateOf(state, pilgrimTithe);
  if (slice === null) return [];
  const path = `moduleState.${TITHE}.tithes`;
  if (slice.tithes.length !== state.config.players)
    return [{ path, message: `expected one count per player (${state.config.players})` }];
  const most = state.phase === "ended" ? state.round : state.round - 1;
  return slice.tithes.flatMap((n, seat) =>
    n <= most
      ? []
      : [{ path: `${path}[${seat}]`, message: `expected 0 to ${most} tithes (one per Resolution), found ${n}` }],
  );
}
// #endregion check

// #region hooks
/** The setup steps with the slice's creation just before the first round begins. */
function withSetup(steps: readonly Step[]): Step[] {
  const at = steps.findIndex((s) => s.kind === "begin-round");
  const own: Step = { kind: "pilgrim-tithe/setup" };
  return at < 0 ? [...steps, own] : [...steps.slice(0, at), own, ...steps.slice(at)];
}

/** The Resolution steps with the offer just before the round advances. */
function withOffer(steps: readonly Step[]): Step[] {
  const at = steps.findIndex((s) => s.kind === "advance-round");
  const own: Step = { kind: "pilgrim-tithe/offer" };
  return [...steps.slice(0, at), own, ...steps.slice(at)];
}
// #endregion hooks

// #region definition
/** The Pilgrim's Tithe. */
export const pilgrimTithe: GameModule<typeof TITHE, TitheTypes> = {
  id: TITHE,
  docs: "examples/pilgrim-tithe/README.md",
  // #endregion definition
  // #region payloads
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
  // #endregion payloads
  // #region slice
  slice: { schema: schema.object({ tithes: schema.array(schema.int(0), { max: 4 }) }), check: checkSlice },
  // #endregion slice
  // #region errors
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
  // #endregion errors
  // #region extend
  extend: (base) => ({
    ...base,
    hooks: {
      ...base.hooks,
      setupSteps: withSetup(base.hooks.setupSteps),
      resolutionSteps: withOffer(base.hooks.resolutionSteps),
      scoreSources: [
        ...base.hooks.scoreSources,
        {
          id: "tithes",
          count: (state, seat) => moduleStateOf(state, pilgrimTithe)?.tithes[seat] ?? 0,
          points: (count) => count,
        },
      ],
    },
    steps: { ...base.steps, "pilgrim-tithe/setup": setup, "pilgrim-tithe/offer": offer },
    decisions: { ...base.decisions, "pilgrim-tithe/tithe": tithe },
  }),
  // #endregion extend
};
