/**
 * Stage 4 of the deep checks (`STATE_INCONSISTENT`), the queue against the phase: which steps may
 * wait in which phase (a whitelist), and the one step that carries each phase on, so that the game
 * always either ends or asks a next decision:
 *
 * - setup steps and the steps that open a round, a Day or a Night run at once when queued and
 *   never wait in a saved state;
 * - Day: every step waits before the turn's `end-day-turn`, which is last; a module's decision
 *   may come before the turn begins (the solo deal, carried by `begin-day-turn`), and then only its
 *   module's own steps wait before that carrier; a turn's leader picks the card with nothing queued;
 * - Night: every step waits before `pass-dice`, which is last; the dice holder decides to adventure
 *   or rest with nothing queued, and the adventure roll waits only for its resolution;
 * - Resolution (never after the last round): its steps wait in their order, each once, and
 *   `advance-round` is last;
 * - a queued step names existing content (`advance-legendary` names at least one temple) and a
 *   player is asked at most once per Day turn.
 *
 * @module
 * @internal
 */
import { ROUNDS } from "../../rules/constants";
import type { Phase } from "../../rules/state";
import type { ModuleSet } from "../module-set";
import type { CheckContext } from "./context";
import { checkPayloadIds } from "./check-payload-ids";
import { at, describe, type Problems } from "./problems";
/** A decision or a step read by its fields. */
type Obj = Readonly<Record<string, unknown>>;

const DAY = [
  "day-player-turn",
  "end-day-turn",
  "begin-day-turn",
  "arrive",
  "check-movement-quests",
  "offer-gain",
  "gain-item",
  "complete-temple",
  "advance-legendary",
  "fill-quest-row",
  "roll-dice",
  "grotto-roll-temples",
];
const NIGHT = [
  "pass-dice",
  "resolve-adventure-roll",
  "deal-damage",
  "roll-gain-power",
  "roll-conjure-magic",
  "open-spend-windows",
  "spend-window",
  "rest-heroes",
  "offer-gain",
  "gain-item",
  "complete-temple",
  "advance-legendary",
  "fill-quest-row",
];
const RESOLUTION = [
  "reset-magic",
  "flip-goblins",
  "refill-portals",
  "reset-movement-cards",
  "refresh-quest-row",
  "fill-quest-row",
  "pass-first-player",
  "advance-round",
];

/** The base game's steps that may wait in each phase's queue. */
const BASE_ALLOWED: Readonly<Record<Phase, readonly string[]>> = {
  setup: [],
  day: DAY,
  night: NIGHT,
  resolution: RESOLUTION,
  ended: [],
};

/** The queue rules of one engine: the base game's with its modules' steps and decisions. */
interface QueueRules {
  /** The steps that may wait in each phase's queue. */
  readonly allowed: Readonly<Record<Phase, ReadonlySet<string>>>;
  /** The resolution step that asks each decision of the Resolution. */
  readonly askedBy: ReadonlyMap<string, string>;
  /** The step queued last while a decision is pending, where it is not the phase's driver. */
  readonly carriedBy: ReadonlyMap<string, string>;
}

const rulesOf = new WeakMap<ModuleSet, QueueRules>();

/** The queue rules of an engine's modules, built once per module set. */
function queueRules(set: ModuleSet): QueueRules {
  let rules = rulesOf.get(set);
  if (rules !== undefined) return rules;
  const allowed = {} as Record<Phase, Set<string>>;
  for (const phase of Object.keys(BASE_ALLOWED) as Phase[]) allowed[phase] = new Set(BASE_ALLOWED[phase]);
  for (const [kind, spec] of set.steps) for (const phase of spec.waitsIn ?? []) allowed[phase].add(kind);
  const askedBy = new Map(Object.entries(RESOLUTION_SOURCE));
  const carriedBy = new Map<string, string>();
  for (const [kind, spec] of set.decisions) {
    if (spec.askedBy !== undefined) askedBy.set(kind, spec.askedBy);
    if (spec.carriedBy !== undefined) carriedBy.set(kind, spec.carriedBy);
  }
  rules = { allowed, askedBy, carriedBy };
  rulesOf.set(set, rules);
  return rules;
}

/** The base game's resolution step that asks each decision of the Resolution (modules add theirs: `askedBy`). */
const RESOLUTION_SOURCE: Readonly<Record<string, string>> = { "draw-quest": "refresh-quest-row" };

/** The step that carries each phase on: it is queued last, once. */
const DRIVER: Readonly<Partial<Record<Phase, string>>> = {
  day: "end-day-turn",
  night: "pass-dice",
  resolution: "advance-round",
};

/**
 * Checks the queued steps against the phase and the pending decision.
 *
 * @param p - the collector (`STATE_INCONSISTENT`)
 * @param ctx - the state and its rules environment
 * @internal
 */
export function checkQueue(p: Problems, { state, env, modules }: CheckContext): void {
  const queue = state.queue as readonly Obj[];
  const phase = state.phase;
  const rules = queueRules(modules);
  const allowed = rules.allowed[phase];
  const asked = new Set<number>();
  const decision = state.decision;
  if (decision?.kind === "move-or-idle") asked.add(decision.player);
  let bad = false;
  for (let i = 0; i < queue.length; i++) {
    const step = queue[i]!;
    const kind = step["kind"] as string;
    if (!allowed.has(kind)) {
      p.add(at(at("queue", i), "kind"), `a "${kind}" step never waits in the queue in the ${phase} phase`);
      bad = true;
      continue;
    }
    checkPayloadIds(p, step, kind, at("queue", i), false, env, modules);
    if (kind === "day-player-turn") {
      const seat = step["player"] as number;
      if (asked.has(seat)) p.add(at(at("queue", i), "player"), `player ${seat} is asked twice in one Day turn`);
      if (state.day?.card === null)
        p.add(at("queue", i), "a player's move waits only once the turn's movement card is picked");
      asked.add(seat);
    }
  }
  if (bad) return;
  if (phase === "resolution" && state.round >= ROUNDS) {
    p.add("phase", `no resolution follows the last round (${ROUNDS}): the game ends with its Night`);
    return;
  }
  if (phase === "resolution")
    checkResolution(
      p,
      queue,
      env.hooks.resolutionSteps.map((step) => step.kind),
      state.decision?.kind,
      rules,
    );
  checkDriver(p, flowOf(state), queue, rules);
}

/**
 * Resolution runs its steps once each, in order: the ones still queued are exactly those after
 * the step that asked the pending decision (or, for a decision of another kind, the list's last ones).
 */
function checkResolution(
  p: Problems,
  queue: readonly Obj[],
  order: readonly string[],
  decision: string | undefined,
  rules: QueueRules,
): void {
  const queued = queue.map((step) => step["kind"] as string).filter((kind) => order.includes(kind));
  const source = decision === undefined ? undefined : rules.askedBy.get(decision);
  const from = source === undefined ? -1 : order.indexOf(source);
  const suffix = from >= 0 ? order.slice(from + 1) : order.slice(order.length - queued.length);
  if (queued.length !== suffix.length || queued.some((kind, i) => kind !== suffix[i])) {
    p.add(
      "queue",
      `expected the resolution's remaining steps in order (the last ${queued.length} of ${order.join(", ")}), found ${queued.join(", ")}`,
    );
  }
}

function flowOf(state: CheckContext["state"]): {
  phase: Phase;
  decisionKind: string | null;
  purpose: unknown;
  night: CheckContext["state"]["night"];
} {
  const decision = state.decision as Obj | null;
  return {
    phase: state.phase,
    decisionKind: decision === null ? null : (decision["kind"] as string),
    purpose: decision?.["purpose"],
    night: state.night,
  };
}

/** The phase's driver step is last and queued once; the decisions that queue their own follow-up wait alone. */
function checkDriver(
  p: Problems,
  { phase, decisionKind, purpose, night }: ReturnType<typeof flowOf>,
  queue: readonly Obj[],
  rules: QueueRules,
): void {
  const driver = DRIVER[phase];
  if (driver === undefined) return;
  const last = queue.length === 0 ? null : (queue[queue.length - 1]!["kind"] as string);
  // The turn's leader picks the card, and the dice holder adventures or rests, with nothing queued:
  // their answer queues the rest of the turn.
  if (
    (phase === "day" && decisionKind === "choose-movement-card") ||
    (phase === "night" && decisionKind === "adventure-or-rest")
  ) {
    if (queue.length > 0)
      p.add("queue", `expected no queued step while a "${decisionKind}" decision is pending, found ${queue.length}`);
    return;
  }
  // The adventure roll (external chance) waits for its resolution only, the dice holder's, who
  // is adventuring.
  if (phase === "night" && decisionKind === "chance" && purpose === "adventure") {
    if (queue.length !== 1 || last !== "resolve-adventure-roll")
      p.add("queue", 'expected only the roll\'s "resolve-adventure-roll" step queued');
    else if (night !== null && (queue[0]!["player"] !== night.holder || night.adventuring[night.holder] !== true)) {
      p.add("queue[0].player", `the adventure roll is the dice holder's (${night.holder}), who must be adventuring`);
    }
    return;
  }
  // A module's decision may wait before the phase's driver is queued (the solo deal: the cards of a
  // Day turn are dealt before the turn begins), carried on by the step it names.
  const want = (decisionKind === null ? undefined : rules.carriedBy.get(decisionKind)) ?? driver;
  if (last !== want) {
    p.add(
      "queue",
      `expected "${want}" queued last in the ${phase} phase (it carries the game on), found ${last === null ? "an empty queue" : describe(last)}`,
    );
    return;
  }
  let count = 0;
  for (const step of queue) if (step["kind"] === want) count++;
  if (count > 1) p.add("queue", `expected one "${want}" step, found ${count}`);
  // A decision carried by a step of its own (the solo deal, before the Day turn begins) waits with
  // nothing queued but its module's own steps before that carrier: the phase's steps belong to a
  // begun turn, and one injected there would run out of place once the decision is answered.
  if (want !== driver && decisionKind !== null) {
    // A module's kinds are namespaced "<module id>/..." (the module set refuses others).
    const own = decisionKind.slice(0, decisionKind.indexOf("/") + 1);
    for (let i = 0; i < queue.length - 1; i++) {
      const kind = queue[i]!["kind"] as string;
      if (own === "" || !kind.startsWith(own))
        p.add(
          at(at("queue", i), "kind"),
          `a "${kind}" step does not wait before "${want}" while "${decisionKind}" is pending`,
        );
    }
  }
  if (phase === "day") {
    // The turn ends once (end-day-turn), or, while a deal opens a turn, not at all yet.
    const other = want === "begin-day-turn" ? "end-day-turn" : "begin-day-turn";
    if (queue.some((step) => step["kind"] === other))
      p.add("queue", `no "${other}" step waits while "${want}" carries the Day on`);
  }
}
