import { referencePack } from "../../src/index";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  createGame,
  IllegalActionError,
  InvalidStateError,
  isGameOver,
  legalActions,
  playerView,
  reduce,
  reduceWithEvents,
  replay,
  scores,
  Simulator,
  TeqError,
  validate,
  type Action,
  type GameState,
} from "../../src/index";
import { optionsArb, picksArb, playRandom, playersArb, seedArb } from "../support/engine";

/** The error `body` throws (fails the test if it does not throw). */
function thrown(body: () => unknown): unknown {
  try {
    body();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

/**
 * After a movement card was chosen: every player idles (or, if idling opens a further choice,
 * takes its first option) until the next turn's leader must choose a card.
 */
function finishTurn(state: GameState): GameState {
  let s = state;
  for (let guard = 0; guard < 100; guard++) {
    const decision = s.decision;
    if (decision === null || decision.kind === "choose-movement-card") return s;
    const options = legalActions(s);
    const idle = options.find((a) => a.type === "idle");
    s = reduce(s, idle ?? options[0]!);
  }
  throw new Error("the turn never ended");
}

const cardIds = (_state: GameState): string[] => referencePack.movementCards.map((c) => c.id);

describe("legalActions / reduce / validate agree", () => {
  it("Day Phase: at the first decision the first player may pick any of the 5 movement cards", () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const state = createGame(options);
        expect(legalActions(state)).toEqual(
          cardIds(state).map((card) => ({ type: "choose-movement-card", player: state.firstPlayer, card })),
        );
        expect(legalActions(state)).toHaveLength(5);
      }),
      { numRuns: 50 },
    );
  });

  it("every listed action is accepted by validate and reduce, on random games", () => {
    fc.assert(
      fc.property(optionsArb, picksArb, (options, picks) => {
        for (const state of playRandom(createGame(options), picks).states) {
          const listed = legalActions(state);
          expect(listed.length).toBeGreaterThan(0);
          for (const action of listed) {
            expect(validate(state, action)).toEqual({ ok: true });
            expect(() => reduce(state, action)).not.toThrow();
          }
        }
      }),
      { numRuns: 20 },
    );
  });

  it("every action validate accepts is listed (over every card, every seat, every action type known today)", () => {
    fc.assert(
      fc.property(optionsArb, picksArb, (options, picks) => {
        for (const state of playRandom(createGame(options), picks).states) {
          const listed = legalActions(state).map((a) => JSON.stringify(a));
          const probes: unknown[] = [];
          for (let player = -1; player <= state.config.players; player++) {
            for (const card of [...cardIds(state), "bicycle"])
              probes.push({ type: "choose-movement-card", player, card });
            probes.push({ type: "idle", player });
          }
          for (const probe of probes) {
            const ok = validate(state, probe).ok;
            expect(ok, JSON.stringify(probe)).toBe(listed.includes(JSON.stringify(probe)));
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});

describe("Day Phase: movement cards and leaders", () => {
  it("Day Phase: a chosen card is flipped after the turn, not offered again, and the next player clockwise leads", () => {
    for (const players of [2, 3, 4]) {
      for (const [i, first] of cardIds(createGame({ seed: 0, players })).entries()) {
        const seed = `turns-${players}-${i}`;
        let state = createGame({ seed, players });
        const start = state.firstPlayer;
        const used: string[] = [];
        const order = [first, ...cardIds(state).filter((c) => c !== first)];
        for (let turn = 0; turn < 3; turn++) {
          const leader = (start + turn) % players;
          expect(state.decision, `seed ${seed} turn ${turn}`).toEqual({ kind: "choose-movement-card", player: leader });
          const card = order[turn]!;
          state = reduce(state, { type: "choose-movement-card", player: leader, card });
          expect(state.decision?.kind, `seed ${seed} turn ${turn}`).not.toBe("choose-movement-card");
          expect(state.decision?.player).toBe(leader); // the leader moves or idles first
          state = finishTurn(state);
          used.push(card);
          const next = (leader + 1) % players;
          expect(state.decision).toEqual({ kind: "choose-movement-card", player: next });
          expect(state.day).toMatchObject({ turn: turn + 1, leader: next, card: null });
          expect(
            state.movementCards
              .filter((c) => c.used)
              .map((c) => c.id)
              .sort(),
          ).toEqual([...used].sort());
          expect(legalActions(state).map((a) => (a as { card: string }).card)).toEqual(
            cardIds(state).filter((c) => !used.includes(c)),
          );
          const again = validate(state, { type: "choose-movement-card", player: next, card });
          expect(again.ok).toBe(false);
          expect(!again.ok && again.error.code).toBe("CARD_USED");
        }
      }
    }
  });

  it("Day Phase: after the card is chosen, each player clockwise from the leader decides to move or idle", () => {
    fc.assert(
      fc.property(optionsArb, fc.nat({ max: 4 }), (options, pick) => {
        let state = createGame(options);
        const leader = state.firstPlayer;
        state = reduce(state, legalActions(state)[pick]!);
        const deciders: number[] = [];
        while (state.decision !== null && state.decision.kind !== "choose-movement-card") {
          if (state.decision.kind === "move-or-idle") deciders.push(state.decision.player);
          const options2 = legalActions(state);
          state = reduce(state, options2.find((a) => a.type === "idle") ?? options2[0]!);
        }
        expect(deciders).toEqual(Array.from({ length: options.players }, (_, i) => (leader + i) % options.players));
      }),
      { numRuns: 50 },
    );
  });
});

describe("reduce rejects illegal actions with coded IllegalActionErrors", () => {
  const state = createGame({ seed: "reject", players: 3, firstPlayer: 1 });
  const afterPick = reduce(state, { type: "choose-movement-card", player: 1, card: "horse" });
  const turn2 = finishTurn(afterPick);

  const cases: { name: string; state: GameState; action: unknown; code: string }[] = [
    { name: "a non-object action (null)", state, action: null, code: "MALFORMED_ACTION" },
    { name: "a non-object action (string)", state, action: "choose-movement-card", code: "MALFORMED_ACTION" },
    { name: "a non-object action (array)", state, action: [{ type: "idle", player: 1 }], code: "MALFORMED_ACTION" },
    { name: "a missing type", state, action: { player: 1, card: "horse" }, code: "MALFORMED_ACTION" },
    { name: "a non-string type", state, action: { type: 3, player: 1 }, code: "MALFORMED_ACTION" },
    { name: "an unknown type", state, action: { type: "teleport", player: 1 }, code: "UNKNOWN_ACTION_TYPE" },
    {
      name: "idle while a movement card must be chosen",
      state,
      action: { type: "idle", player: 1 },
      code: "WRONG_ACTION_TYPE",
    },
    {
      name: "choose-movement-card while the leader must move or idle",
      state: afterPick,
      action: { type: "choose-movement-card", player: 1, card: "raft" },
      code: "WRONG_ACTION_TYPE",
    },
    {
      name: "the wrong player",
      state,
      action: { type: "choose-movement-card", player: 2, card: "horse" },
      code: "NOT_YOUR_DECISION",
    },
    {
      name: "a player given as a string",
      state,
      action: { type: "choose-movement-card", player: "1", card: "horse" },
      code: "MALFORMED_ACTION",
    },
    {
      name: "no player",
      state,
      action: { type: "choose-movement-card", card: "horse" },
      code: "MALFORMED_ACTION",
    },
    {
      name: "the wrong player idling",
      state: afterPick,
      action: { type: "idle", player: 0 },
      code: "NOT_YOUR_DECISION",
    },
    {
      name: "an unknown card",
      state,
      action: { type: "choose-movement-card", player: 1, card: "bicycle" },
      code: "UNKNOWN_CARD",
    },
    {
      name: "a used card",
      state: turn2,
      action: { type: "choose-movement-card", player: 2, card: "horse" },
      code: "CARD_USED",
    },
    {
      name: "a missing card field",
      state,
      action: { type: "choose-movement-card", player: 1 },
      code: "MALFORMED_ACTION",
    },
    {
      name: "a non-string card",
      state,
      action: { type: "choose-movement-card", player: 1, card: 3 },
      code: "MALFORMED_ACTION",
    },
    {
      name: "a field the action does not take",
      state,
      action: { type: "choose-movement-card", player: 1, card: "horse", hero: 0 },
      code: "UNEXPECTED_FIELD",
    },
  ];

  for (const c of cases) {
    it(`Day Phase: ${c.name} -> ${c.code}; the state is unchanged and validate gives the same code`, () => {
      const before = structuredClone(c.state);
      const error = thrown(() => reduce(c.state, c.action as Action));
      expect(error).toBeInstanceOf(IllegalActionError);
      expect(error).toBeInstanceOf(TeqError);
      const e = error as IllegalActionError;
      expect(e.code).toBe(c.code);
      expect(e.name).toBe("IllegalActionError");
      expect(e.action).toBe(c.action);
      expect(e.message.length).toBeGreaterThan(15);
      expect(c.state).toEqual(before);
      const result = validate(c.state, c.action);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error).toBeInstanceOf(IllegalActionError);
        expect(result.error.code).toBe(c.code);
        expect((result.error as IllegalActionError).action).toBe(c.action);
      }
      expect(thrown(() => reduceWithEvents(c.state, c.action as Action))).toMatchObject({ code: c.code });
    });
  }
});

describe("entry points refuse states that are not game states of this version", () => {
  const state = createGame({ seed: 5, players: 2 });
  const wrongVersion = { ...state, schemaVersion: 4 } as unknown as GameState;
  const action = legalActions(state)[0]!;

  const entryPoints: [string, (s: GameState) => unknown][] = [
    ["reduce", (s) => reduce(s, action)],
    ["reduceWithEvents", (s) => reduceWithEvents(s, action)],
    ["legalActions", (s) => legalActions(s)],
    ["scores", (s) => scores(s)],
    ["playerView", (s) => playerView(s, 0)],
    ["isGameOver", (s) => isGameOver(s)],
    ["new Simulator", (s) => new Simulator(s)],
  ];

  for (const [name, call] of entryPoints) {
    it(`${name}: schemaVersion 4 -> InvalidStateError STATE_VERSION; a non-object -> STATE_NOT_OBJECT`, () => {
      const error = thrown(() => call(wrongVersion));
      expect(error).toBeInstanceOf(InvalidStateError);
      expect((error as InvalidStateError).code).toBe("STATE_VERSION");
      expect((error as Error).message).toMatch(/version/i);
      for (const bad of [null, undefined, 42, "state", [state]]) {
        const e2 = thrown(() => call(bad as unknown as GameState));
        expect(e2).toBeInstanceOf(InvalidStateError);
        expect((e2 as InvalidStateError).code).toBe("STATE_NOT_OBJECT");
      }
    });
  }

  it("validate: schemaVersion 4 -> { ok: false } with InvalidStateError STATE_VERSION, without throwing", () => {
    const result = validate(wrongVersion, action);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error).toBeInstanceOf(InvalidStateError);
      expect(result.error.code).toBe("STATE_VERSION");
    }
    const r2 = validate(null as unknown as GameState, action);
    expect(!r2.ok && r2.error.code).toBe("STATE_NOT_OBJECT");
  });

  const unavailable = { ...state, config: { ...state.config, modules: ["dragons"] } } as unknown as GameState;

  it("a state naming a module this engine does not provide: every entry point gives InvalidStateError STATE_MODULE", () => {
    for (const [name, call] of entryPoints) {
      const error = thrown(() => call(unavailable));
      expect(error, name).toBeInstanceOf(InvalidStateError);
      expect((error as InvalidStateError).code, name).toBe("STATE_MODULE");
      expect((error as Error).message, name).toContain("dragons");
    }
    const result = validate(unavailable, action);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toBeInstanceOf(InvalidStateError);
    expect(!result.ok && result.error.code).toBe("STATE_MODULE");
  });
});

describe("events, scores, views and replay", () => {
  it("Day Phase: reduceWithEvents reports the movement card chosen", () => {
    fc.assert(
      fc.property(optionsArb, fc.nat({ max: 4 }), (options, pick) => {
        const state = createGame(options);
        const action = legalActions(state)[pick]! as Extract<Action, { type: "choose-movement-card" }>;
        const { state: next, events } = reduceWithEvents(state, action);
        expect(events).toContainEqual({ type: "movement-card-chosen", player: state.firstPlayer, card: action.card });
        expect(next).toEqual(reduce(state, action));
      }),
      { numRuns: 30 },
    );
  });

  it("Final Scoring (Round Card table): at setup every player scores -9 (quests -3, goblins -2, spells -4, legendary items 0), all tied", () => {
    for (const players of [2, 3, 4]) {
      const state = createGame({ seed: `score-${players}`, players });
      const sheet = scores(state);
      expect(sheet.final).toBe(false);
      expect(isGameOver(state)).toBe(false);
      expect(sheet.players).toHaveLength(players);
      sheet.players.forEach((p, seat) => {
        expect(p.seat).toBe(seat);
        expect(p.color).toBe(state.players[seat]!.color);
        expect(p.total).toBe(-9);
        expect(p.breakdown).toEqual([
          { source: "quests", count: 0, points: -3 },
          { source: "goblins", count: 0, points: -2 },
          { source: "spells", count: 0, points: -4 },
          { source: "legendary-items", count: 0, points: 0 },
        ]);
        expect(p.tieBreaks).toEqual({ quests: 0, goblins: 0, spellLevel: 0, items: 0 });
      });
      expect(sheet.winners).toEqual(Array.from({ length: players }, (_, i) => i));
    }
  });

  it("playerView hides the RNG, the seed and the deck order but keeps the deck's cards and every other field", () => {
    fc.assert(
      fc.property(optionsArb, (options) => {
        const state = createGame(options);
        for (const viewer of [...Array.from({ length: options.players }, (_, i) => i), "spectator" as const]) {
          const view = playerView(state, viewer);
          expect(view.rng).toBeNull();
          expect([...view.quests.deck].sort()).toEqual([...state.quests.deck].sort());
          expect(view.quests.row).toEqual(state.quests.row);
          expect(view.quests.discard).toEqual(state.quests.discard);
          expect(view.config).toEqual({ ...state.config, seed: null });
          expect(view.viewer).toBe(viewer);
          const { rng: _r, quests: _q, config: _c, viewer: _v, ...restView } = view;
          const { rng: _r2, quests: _q2, config: _c2, ...restState } = state;
          expect(restView).toEqual(restState);
          expect(JSON.parse(JSON.stringify(view))).toEqual(view);
        }
      }),
      { numRuns: 30 },
    );
  });

  it("playerView: two states that differ only in deck order and RNG give deep-equal views", () => {
    fc.assert(
      fc.property(
        optionsArb,
        seedArb,
        fc.array(fc.nat(), { minLength: 24, maxLength: 24 }),
        (options, otherSeed, draws) => {
          const state = createGame(options);
          const deck = [...state.quests.deck];
          for (let i = deck.length - 1; i > 0; i--) {
            const j = draws[i]! % (i + 1);
            [deck[i], deck[j]] = [deck[j]!, deck[i]!];
          }
          const other = {
            ...state,
            rng: createGame({ seed: otherSeed, players: 2 }).rng,
            quests: { ...state.quests, deck },
          };
          expect([...other.quests.deck].sort()).toEqual([...state.quests.deck].sort());
          for (const viewer of [0, 1, "spectator" as const])
            expect(playerView(other, viewer)).toEqual(playerView(state, viewer));
        },
      ),
      { numRuns: 50 },
    );
  });

  it("playerView rejects a seat that does not exist", () => {
    const state = createGame({ seed: 1, players: 2 });
    for (const viewer of [-1, 2, 0.5]) expect(thrown(() => playerView(state, viewer))).toBeInstanceOf(TeqError);
  });

  it("replay(options, actions) deep-equals live play for random legal action sequences", () => {
    fc.assert(
      fc.property(optionsArb, picksArb, (options, picks) => {
        const { states, actions } = playRandom(createGame(options), picks);
        expect(replay(options, actions)).toEqual(states[states.length - 1]);
      }),
      { numRuns: 40 },
    );
  });

  it("replay names the index of the first refused action", () => {
    const options = { seed: 3, players: 2, firstPlayer: 0 };
    const log: Action[] = [
      { type: "choose-movement-card", player: 0, card: "horse" },
      { type: "choose-movement-card", player: 0, card: "raft" },
    ];
    const error = thrown(() => replay(options, log));
    expect(error).toBeInstanceOf(IllegalActionError);
    expect((error as IllegalActionError).code).toBe("WRONG_ACTION_TYPE");
    expect((error as Error).message).toContain("#1");
    expect((error as IllegalActionError).action).toBe(log[1]);
  });

  it("legalActions is stable: the same state lists the same actions", () => {
    fc.assert(
      fc.property(seedArb, playersArb, (seed, players) => {
        const state = createGame({ seed, players });
        expect(legalActions(state)).toEqual(legalActions(structuredClone(state)));
      }),
      { numRuns: 20 },
    );
  });
});
