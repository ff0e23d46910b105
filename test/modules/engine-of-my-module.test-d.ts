// Issue 47, point 2: `createEngine({ modules: [mine] })` types its engine with the module's own
// actions, decisions, events, score fields and state slice: a program using a custom module
// compiles under `tsc --strict` with no cast (the module is the test-only Pilgrim's Tithe).
import { expectTypeOf, test } from "vitest";
import {
  createEngine,
  heuristicBot,
  mctsBot,
  moduleStateOf,
  randomBot,
  type Action,
  type Decision,
  type GameEvent,
  type GameState,
} from "../../src/index";
import { pilgrimTithe } from "../../examples/pilgrim-tithe/index";
import type { TitheAction, TitheDecision, TitheEvent, TitheState } from "../../examples/pilgrim-tithe/types";

const engine = createEngine({ modules: [pilgrimTithe] });

test("reduce and legalActions take and give the module's actions, with no cast", () => {
  let state = engine.createGame({ seed: 1, players: 2, modules: ["pilgrim-tithe"] });
  const pay: TitheAction = { type: "pilgrim-tithe/pay", player: 0 };
  state = engine.reduce(state, pay);
  expectTypeOf(engine.legalActions(state)).toEqualTypeOf<(Action | TitheAction)[]>();
  expectTypeOf(engine.reduce).parameter(1).toEqualTypeOf<Action | TitheAction>();
  // @ts-expect-error not an action of this engine (no such module action)
  engine.reduce(state, { type: "pilgrim-tithe/steal", player: 0 });
  expectTypeOf(engine.validate(state, pay).ok).toEqualTypeOf<boolean>();
});

test("the pending decision narrows to the module's own decision", () => {
  const state = engine.createGame({ seed: 1, players: 2, modules: ["pilgrim-tithe"] });
  const decision = state.decision;
  expectTypeOf(decision).toEqualTypeOf<Decision | TitheDecision | null>();
  if (decision?.kind === "pilgrim-tithe/tithe") {
    expectTypeOf(decision).toEqualTypeOf<TitheDecision>();
    expectTypeOf(decision.cost).toEqualTypeOf<number>();
  }
});

test("events include the module's own, narrowed by type", () => {
  const state = engine.createGame({ seed: 1, players: 2, modules: ["pilgrim-tithe"] });
  for (const event of engine.reduceWithEvents(state, { type: "pilgrim-tithe/decline", player: 0 }).events) {
    expectTypeOf(event).toEqualTypeOf<GameEvent | TitheEvent>();
    if (event.type === "pilgrim-tithe/paid") expectTypeOf(event.tithes).toEqualTypeOf<number>();
  }
});

test("the state slice and the view are the module's own; scores are a score sheet", () => {
  const state = engine.createGame({ seed: 1, players: 2, modules: ["pilgrim-tithe"] });
  expectTypeOf(state.moduleState["pilgrim-tithe"]).toEqualTypeOf<TitheState | undefined>();
  const view = engine.playerView(state, 0);
  expectTypeOf(view.moduleState["pilgrim-tithe"]).toEqualTypeOf<TitheState | undefined>();
  expectTypeOf(view.viewer).toEqualTypeOf<number | "spectator">();
  expectTypeOf(engine.legalActions(view)).toEqualTypeOf<(Action | TitheAction)[]>();
  expectTypeOf(engine.scores(view).winners).toEqualTypeOf<readonly number[]>();
});

test("an engine with no module of its own keeps the public types", () => {
  const plain = createEngine();
  const state = plain.createGame({ seed: 1, players: 2 });
  expectTypeOf(state).toEqualTypeOf<GameState>();
  expectTypeOf(plain.legalActions(state)).toEqualTypeOf<Action[]>();
  // @ts-expect-error a module action is not an action of an engine without that module
  plain.reduce(state, { type: "pilgrim-tithe/pay", player: 0 });
});

test("moduleStateOf reads a module of one's own by its definition, typed by its type map", () => {
  const state = engine.createGame({ seed: 1, players: 2, modules: ["pilgrim-tithe"] });
  expectTypeOf(moduleStateOf(state, pilgrimTithe)).toEqualTypeOf<TitheState | null>();
  expectTypeOf(moduleStateOf(engine.playerView(state, 0), pilgrimTithe)).toEqualTypeOf<TitheState | null>();
  expectTypeOf(moduleStateOf(state, "golden-mushrooms")?.mushrooms.length).toEqualTypeOf<number | undefined>();
});

test("every bot given the engine takes its states and views, and its action goes back to reduce, with no cast", () => {
  const state = engine.createGame({ seed: 1, players: 2, modules: ["pilgrim-tithe"] });
  for (const bot of [randomBot(1, { engine }), heuristicBot(2, { engine }), mctsBot(3, { engine, iterations: 4 })]) {
    engine.reduce(state, bot(state));
    engine.reduce(state, bot(engine.playerView(state, 0)));
  }
});
