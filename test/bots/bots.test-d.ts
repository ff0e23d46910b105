import { expectTypeOf, test } from "vitest";
import {
  heuristicBot,
  mctsBot,
  playerView,
  randomBot,
  type Action,
  type ActionProbability,
  type AnyEngineState,
  type Bot,
  type BotFactory,
  type GameState,
  type PlayerView,
  type PolicyBot,
} from "../../src/index";

declare const state: GameState;

// Issue 29, point 4: every bot takes `GameState | PlayerView`, and all three are made alike; issue 47:
// of any engine (`AnyEngineState`: an engine's states with modules of its own).
test("every bot accepts a full state or a player view, of any engine", () => {
  expectTypeOf<Bot>().parameter(0).toEqualTypeOf<GameState | PlayerView | AnyEngineState>();
  expectTypeOf<Bot>().returns.toEqualTypeOf<Action>();
  expectTypeOf(heuristicBot(1)(playerView(state, 0))).toEqualTypeOf<Action>();
  expectTypeOf(randomBot(1)(playerView(state, "spectator"))).toEqualTypeOf<Action>();
  expectTypeOf(mctsBot(1)(playerView(state, 0))).toEqualTypeOf<Action>();
  expectTypeOf(mctsBot(1).policy).parameter(0).toEqualTypeOf<GameState | PlayerView | AnyEngineState>();
  expectTypeOf(mctsBot(1).policy(playerView(state, 0))).toEqualTypeOf<ActionProbability[]>();
});

test("one constructor shape: xBot(seed, options?)", () => {
  expectTypeOf(randomBot).toExtend<BotFactory>();
  expectTypeOf(heuristicBot).toExtend<BotFactory>();
  expectTypeOf(mctsBot).toExtend<BotFactory>();
  expectTypeOf(randomBot).parameter(0).toEqualTypeOf<string | number>();
  expectTypeOf(heuristicBot).parameter(0).toEqualTypeOf<string | number>();
  expectTypeOf(mctsBot).parameter(0).toEqualTypeOf<string | number>();
  expectTypeOf(mctsBot(3, { iterations: 8 })).toEqualTypeOf<PolicyBot>();
  expectTypeOf(heuristicBot("h", { nightSamples: 4 })).toEqualTypeOf<Bot>();
  // @ts-expect-error the seed comes first, options second (the old `mctsBot({ seed })` shape is gone)
  mctsBot({ seed: 3 });
  // @ts-expect-error an option no bot has
  heuristicBot(1, { iterations: 3 });
});
