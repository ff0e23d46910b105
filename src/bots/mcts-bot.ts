/**
 * An information-set Monte Carlo tree search bot: determinized worlds of the acting seat's view,
 * UCT over the root's actions pruned to the heuristic's best, depth-limited playouts to the next
 * dawn scored by the heuristic evaluation, the tree of a movement card reused for the move after it.
 *
 * @module
 */
import type { Action } from "../engine/action";
import { actionKey } from "../engine/position-hash";
import type { GameState } from "../engine/state";
import type { PlayerView } from "../engine/player-view";
import { bestByValue, pushYourLuck, type ActionProbability } from "./heuristic-bot";
import { botEngine } from "./bot-env";
import { builtinModuleSet } from "../built-in-modules";
import { determinize } from "./determinize";
import { assertSeed, isView, playable } from "./playable";
import { sampleOutcome, settledValue } from "./lookahead";
import { dawnPlayout, type DayMemo, type PlayoutPolicy } from "./mcts-playout";
import { seededRandom } from "./seeded-random";
import { playoutValue } from "./playout-value";
import { carryOf, viewKey, type Carry, type World } from "./mcts-reuse";
import { MCTS_DEFAULT_ITERATIONS, MCTS_SOLO_ITERATIONS, type MctsOptions, type PolicyBot } from "./mcts-options";

/** The budget at which the heuristic's progressive bias fades as 1 / (visits + 1) (larger budgets stretch it). */
const BIAS_BUDGET = 48;

/**
 * The base decisions searched by playouts, with the modules' decisions whose spec says `searched`;
 * the others are taken by the heuristic's one-step look-ahead.
 */
const SEARCHED: ReadonlySet<string> = new Set([
  "choose-movement-card",
  "move-or-idle",
  "use-grotto",
  ...[...builtinModuleSet().decisions].filter(([, spec]) => spec.searched === true).map(([kind]) => kind),
]);

/**
 * An information-set MCTS bot for the decisions that shape a round (picking a movement card,
 * moving, grottos): the root's actions are ranked by the heuristic's settled one-step value and
 * the best `width` kept (action pruning); each iteration takes the next of a fixed list of
 * determinizations of the acting seat's view (so arms with equal visits are compared on the same
 * hidden dice and deck: common random numbers), picks an arm by UCT with the heuristic value as a
 * progressive bias, applies it and plays a depth-limited playout to the next dawn (the bot's own
 * later Day moves the best of idling and a few sampled moves, the rivals' later moves idle, the
 * Night by a quick rule policy for every seat; see `dawnPlayout`), then scores it with the heuristic
 * evaluation (own value less `rivalWeight` times the best rival's, squashed to [0, 1]). Each arm
 * keeps a memo of its playouts' Day look-aheads (the rival's greedy answer and the one-step values
 * of the bot's later moves, per path of Day choices), so only its first playouts pay for them. The
 * bot's own move right after its own movement card continues the card's search (`reuse`: the card's
 * arms were card-and-move pairs). Adventure-or-rest uses the heuristic's Night playouts with more
 * samples; the small decisions (gains, defending, spending a roll) use the heuristic's one-step
 * look-ahead. It returns the most visited action; `policy` gives the visit distribution (searched
 * decisions) or all mass on the chosen action. At a chance point it samples an outcome.
 * Deterministic for a seed, an iteration budget and the sequence of states it is given. Given a
 * player view, it searches determinizations of that view.
 *
 * @param seed - the bot's own seed: its determinizations, rollouts and ties all come from it
 * @param options - the budget and the search's parameters
 * @returns the bot, with a `policy` method; both accept a full state or a player view
 * @example
 * ```ts
 * const bot = mctsBot(1, { iterations: 32 });
 * const action = bot(state); // one of legalActions(state)
 * bot.policy(state); // [{ action, probability }, ...] summing to 1
 * ```
 */
export function mctsBot(seed: string | number, options: MctsOptions = {}): PolicyBot {
  assertSeed(seed, "mctsBot");
  const engine = botEngine(options.engine, "mctsBot");
  const random = seededRandom(seed);
  const depth = options.rolloutDepth ?? 400;
  const c = options.exploration ?? 0.1;
  const width = options.width ?? 6;
  const nightSamples = options.nightSamples ?? 16;
  const endgame = options.endgame ?? true;
  const rivalWeight = options.rivalWeight ?? 1;
  // The Night weighs the best rival as the Day does (measured, issue 49: 1 won more 2-player games
  // than the heuristic's 0.5).
  const dayValue = playoutValue(options.learnedValue ?? false, endgame, rivalWeight);
  const nightValue = playoutValue(options.learnedNight ?? false, endgame, rivalWeight);
  const clock = options.clock;
  const reuse = options.reuse ?? true;
  /** What the last movement-card search leaves for the bot's own move that follows it. */
  let carry: Carry | null = null;
  if (options.timeMs !== undefined && clock === undefined)
    throw new RangeError("mctsBot: `timeMs` needs a `clock` option (the library reads no clock itself).");

  const search = (input: GameState | PlayerView): ActionProbability[] => {
    const state = input.decision?.player === "chance" ? playable(input, random) : input;
    const outcomes = isView(state) ? [] : engine.chanceOutcomes(state);
    if (outcomes.length > 0) return outcomes.map((o) => ({ action: o.action, probability: o.probability }));
    const options_ = engine.legalActions(state);
    if (options_.length === 0) throw new RangeError("No legal action: the game is over.");
    if (options_.length === 1) return [{ action: options_[0] as Action, probability: 1 }];
    const decision = state.decision;
    const seat = typeof decision?.player === "number" ? decision.player : 0;
    const iterations =
      options.iterations ?? (state.players.length > 1 ? MCTS_DEFAULT_ITERATIONS : MCTS_SOLO_ITERATIONS);
    const view = isView(state) ? state : engine.playerView(state, seat);
    const root = engine.simulator(determinize(view, Math.floor(random() * 2 ** 31)));
    const env = engine.env(root.state);
    const only = (chosen: Action): ActionProbability[] => {
      const key = actionKey(chosen);
      return options_.map((action) => ({ action, probability: actionKey(action) === key ? 1 : 0 }));
    };
    if (decision?.kind === "adventure-or-rest")
      return only(pushYourLuck(root, options_, seat, env, random, nightSamples, engine, nightValue));
    if (!SEARCHED.has(decision?.kind ?? "")) return only(bestByValue(root, options_, seat, env, random, 0));

    // Rank by the heuristic's settled value and keep the best `width` (action pruning). A movement
    // card is searched together with the move it allows (arms are card-and-move pairs).
    const cardSearch = decision?.kind === "choose-movement-card";
    const ranked: { i: number; line: Action[]; prior: number }[] = [];
    for (let i = 0; i < options_.length; i++) {
      const sim = root.clone();
      sim.apply(options_[i] as Action);
      const next = sim.state.decision;
      if (cardSearch && next?.kind === "move-or-idle" && next.player === seat) {
        const moves = sim.legalActions();
        for (let j = 0; j < moves.length; j++) {
          const after = sim.clone();
          after.applyIndex(j);
          ranked.push({
            i,
            line: [options_[i] as Action, moves[j]!],
            prior: settledValue(after, seat, env, random, 0),
          });
        }
      } else {
        ranked.push({ i, line: [options_[i] as Action], prior: settledValue(sim, seat, env, random, 0) });
      }
    }
    ranked.sort((a, b) => b.prior - a.prior);
    // Tree reuse: the bot's own move right after its own card continues the card's search of it
    // (the moves the card's search kept come first, then the best by prior).
    const inherited =
      carry !== null && decision?.kind === "move-or-idle" && viewKey(view) === carry.expect ? carry : null;
    carry = null;
    const kept = inherited === null ? [] : ranked.filter((r) => inherited.arms.has(actionKey(r.line[0]!)));
    const arms = [...kept, ...ranked.filter((r) => !kept.includes(r))].slice(0, Math.max(kept.length, width));
    const top = Math.max(...arms.map((a) => a.prior));
    const bias = arms.map((a) => 1 / (1 + Math.exp(-(a.prior - top) / 2)));
    const visits = arms.map(() => 0);
    const totals = arms.map(() => 0);
    const memos: DayMemo[] = arms.map(() => new Map<string, number>());
    const worlds: World[] = [];
    if (inherited !== null) {
      for (const w of inherited.worlds) {
        const sim = w.sim.clone();
        sim.apply(inherited.played);
        worlds.push({ sim, stream: w.stream });
      }
      for (let a = 0; a < arms.length; a++) {
        const stats = inherited.arms.get(actionKey(arms[a]!.line[0]!));
        if (stats === undefined) continue;
        visits[a] = stats.visits;
        totals[a] = stats.total;
        memos[a] = stats.memo;
      }
    }
    const world = (n: number): World => {
      while (worlds.length <= n)
        worlds.push({
          sim: engine.simulator(determinize(view, Math.floor(random() * 2 ** 31))),
          stream: Math.floor(random() * 2 ** 31),
        });
      return worlds[n]!;
    };
    const laterMoves = options.laterMoves ?? (state.players.length > 1 ? 12 : 0);
    const policy: PlayoutPolicy = {
      turn: state.day?.turn ?? null,
      maxSteps: depth,
      laterMoves,
      value: dayValue,
    };
    const start = clock !== undefined ? clock() : 0;
    const timed = options.timeMs !== undefined && clock !== undefined;
    // The heuristic's prior fades over visits in proportion to the budget: measured (issue 28), 112
    // iterations with the prior fading as at 48 won fewer of the same games than 48 did.
    const fade = timed ? 1 : Math.max(1, iterations / BIAS_BUDGET);
    const inheritedVisits = visits.reduce((a, b) => a + b, 0);
    let played = inheritedVisits;
    let it = 0;
    for (
      ;
      timed ? clock() - start < options.timeMs || it < arms.length : it < Math.max(iterations, arms.length);
      it++
    ) {
      let pick = 0;
      let bestScore = Number.NEGATIVE_INFINITY;
      const log = Math.log(Math.max(1, played));
      for (let a = 0; a < arms.length; a++) {
        const n = visits[a]!;
        const score =
          n === 0 ? 1e9 - a : totals[a]! / n + c * Math.sqrt(log / n) + (bias[a]! * 0.5 * fade) / (n + fade);
        if (score > bestScore) {
          bestScore = score;
          pick = a;
        }
      }
      const w = world(visits[pick]!);
      const sim = w.sim.clone();
      for (const action of arms[pick]!.line) sim.apply(action);
      const value = dawnPlayout(sim, seat, env, seededRandom(w.stream), policy, memos[pick]);
      visits[pick] = visits[pick]! + 1;
      totals[pick] = totals[pick]! + 1 / (1 + Math.exp(-value / 6));
      played++;
    }
    options.onSearch?.({ kind: decision?.kind ?? "", iterations: it, inherited: inheritedVisits });
    const probability = options_.map(() => 0);
    for (let a = 0; a < arms.length; a++) probability[arms[a]!.i] = probability[arms[a]!.i]! + visits[a]! / played;
    if (cardSearch && reuse) {
      let chosen = 0;
      for (let i = 1; i < options_.length; i++) if (probability[i]! > probability[chosen]!) chosen = i;
      carry = carryOf(
        worlds,
        seat,
        options_[chosen] as Action,
        arms.map((arm, a) => ({ line: arm.line, visits: visits[a]!, total: totals[a]!, memo: memos[a]! })),
        engine.playerView,
      );
    }
    return options_.map((action, i) => ({ action, probability: probability[i]! }));
  };

  const bot = ((state: GameState | PlayerView): Action => {
    const dist = search(state);
    if (state.decision?.player === "chance") {
      return sampleOutcome(
        dist.map((e) => ({ action: e.action, probability: e.probability })),
        random,
      );
    }
    let best = dist[0] as ActionProbability;
    for (const entry of dist) if (entry.probability > best.probability) best = entry;
    return best.action;
  }) as PolicyBot;
  bot.policy = search;
  return bot;
}
