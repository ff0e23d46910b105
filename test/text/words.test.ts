import { describe, expect, it } from "vitest";
import {
  cardName,
  createGame,
  describeAction,
  describeDecision,
  describeEvent,
  describePlace,
  describeQuest,
  describeScores,
  en,
  heuristicBot,
  isGameOver,
  ja,
  legalActions,
  playerName,
  playerView,
  randomBot,
  reduceWithEvents,
  referencePack,
  scores,
  type GameState,
  type Locale,
} from "../../src/index";
import { CONFIGURATIONS } from "../contract/configurations";
import { FULL_SIZE } from "../support/scale";

/** Marks of a formatter gone wrong: raw objects, missing values, template leftovers. */
const BROKEN = /[{}]|undefined|NaN|\[object|null/;

/**
 * Fails on an empty text, a broken mark, or (Japanese) a lowercase ASCII word leaking in (ids,
 * English words). Plain tests first, `expect` only on a failure: it runs ~100,000 times.
 */
function check(text: string, what: string, locale: Locale): void {
  if (text.trim() !== "" && !BROKEN.test(text) && !(locale === ja && /[a-z]/.test(text))) return;
  expect(text.trim(), what).not.toBe("");
  expect(text, what).not.toMatch(BROKEN);
  expect(text, `${what}: ${text}`).not.toMatch(/[a-z]/);
}

describe("words for every action, decision and event", () => {
  for (const config of CONFIGURATIONS) {
    it(`${config.name}: every action, decision and event of seeded games has a clean description in en and ja`, () => {
      const seen = new Set<string>();
      for (const seed of ["words-1", "words-2"]) {
        let state: GameState = createGame({ ...config.options, seed });
        // The heuristic bot (which reaches quests, temples and spells more often) plays one seed in
        // full-size runs (CI); locally both seeds are random games, much faster.
        const bot = seed === "words-1" && FULL_SIZE ? heuristicBot(seed) : randomBot(seed);
        for (let n = 0; n < 4000 && !isGameOver(state); n++) {
          const decision = state.decision!;
          const view = typeof decision.player === "number" ? playerView(state, decision.player) : state;
          const action = bot(state);
          for (const locale of [en, ja]) {
            check(describeDecision(decision, view, { locale }), `decision ${decision.kind}`, locale);
            check(describeAction(action, state, { locale }), `action ${action.type}`, locale);
          }
          // Every legal alternative reads cleanly too, not only the one played.
          if (n % 3 === 0)
            for (const other of legalActions(state).slice(0, 12))
              check(describeAction(other, state, { locale: ja }), `action ${other.type}`, ja);
          const result = reduceWithEvents(state, action);
          for (const event of result.events) {
            seen.add(event.type);
            for (const locale of [en, ja])
              check(describeEvent(event, result.state, { locale }), `event ${event.type}`, locale);
          }
          state = result.state;
        }
        for (const locale of [en, ja])
          for (const line of describeScores(scores(state), state, { locale })) check(line, "scores", locale);
      }
      expect(seen.size).toBeGreaterThan(10);
    });
  }
});

describe("formatters", () => {
  const state = createGame({ seed: "words", players: 4 });

  it("name players by colour and heroes from 1 (Rulebook, Setup: three heroes per player)", () => {
    expect(playerName(0, state)).toBe("Red");
    expect(playerName(3, state, { locale: ja })).toBe("黄");
    expect(describeEvent({ type: "temple-advanced", player: 1, hero: 0, space: 2 }, state)).toBe(
      "Blue's hero 1 reaches space 2 of its temple track",
    );
    expect(describeEvent({ type: "temple-advanced", player: 1, hero: 2, space: 2 }, state, { locale: ja })).toBe(
      "青のヒーロー3が寺院トラックの2マス目に進む",
    );
    expect(describeAction({ type: "move", player: 0, hero: 2, to: state.players[1]!.heroes[0]!.at }, state)).toBe(
      "Red moves hero 3 to Blue's castle",
    );
  });

  it("use the Japanese summary's terms: movement cards, Night choices, die symbols, legendary items", () => {
    expect(
      ["horse", "raft", "gryphon", "ship", "foot"].map((m) => cardName("movementCards", m, { locale: ja })),
    ).toEqual(["馬", "イカダ", "グリフォン", "船", "徒歩"]);
    expect(describeAction({ type: "idle", player: 0 }, state, { locale: ja })).toBe("赤は待機する");
    expect(describeAction({ type: "rest", player: 0 }, state, { locale: ja })).toBe("赤は休息する");
    expect(describeAction({ type: "adventure", player: 0 }, state, { locale: ja })).toBe("赤は冒険を続ける");
    expect(["sword", "shield", "staff"].map((i) => cardName("items", i, { locale: ja }))).toEqual(["剣", "盾", "杖"]);
    const rolled = describeEvent(
      {
        type: "dice-rolled",
        player: 0,
        symbols: ["torch", "scroll", "attack-goblin", "conjure-magic", "take-damage"],
        purpose: "adventure",
      },
      state,
      { locale: ja },
    );
    expect(rolled).toBe("赤のダイス：松明、スクロール、アタック、キノコ、ゴブリン（冒険）");
  });

  it("say where a hero goes by region, and a hero staying in its region is not a move", () => {
    const castle = state.players[0]!.heroes[0]!.at;
    const stay = describeEvent(
      { type: "hero-moved", player: 0, hero: 0, from: castle, to: castle, through: [], cause: "rested" },
      state,
    );
    expect(stay).toBe("Red's hero 1 stays at Red's castle");
    const other = { cell: castle.cell, side: castle.side === "left" ? "right" : "left" } as const;
    const back = describeEvent(
      { type: "hero-moved", player: 0, hero: 0, from: other, to: castle, through: [], cause: "rested" },
      state,
    );
    expect(back).toMatch(
      /^Red's hero 1 goes from the \w+ obelisk \(level \d+\) on Red Castle to Red's castle \(resting\)$/,
    );
  });

  it("accept a player view as well as the full state, with the same words", () => {
    const view = playerView(state, 0);
    const event = { type: "goblin-defeated", player: 2, cell: 3 } as const;
    expect(describeEvent(event, view)).toBe(describeEvent(event, state));
    expect(describeDecision(state.decision!, view, { locale: ja })).toBe(
      describeDecision(state.decision!, state, { locale: ja }),
    );
  });

  it("take names from the content option, not from the state", () => {
    const renamed = {
      ...referencePack,
      movementCards: referencePack.movementCards.map((c) => (c.id === "horse" ? { ...c, name: "Pony" } : c)),
    };
    const action = { type: "choose-movement-card", player: 0, card: "horse" } as const;
    expect(describeAction(action, state)).toBe("Red picks the Horse card");
    expect(describeAction(action, state, { content: renamed })).toBe("Red picks the Pony card");
  });

  it("describe places, quests and score sheets", () => {
    expect(describePlace(state.players[2]!.heroes[1]!.at, state, { locale: ja })).toBe("緑の城");
    expect(describeQuest("quest-move-row")).toBe(
      '"In a Row" (movement quest): all three of your heroes in one row; reward +2 Power',
    );
    expect(describeQuest("quest-treasure-ice-1", { locale: ja })).toBe(
      "「氷の寺院の弓」（宝クエスト）：氷の寺院の探索を達成すると弓を得る",
    );
    const lines = describeScores(scores(state), state);
    expect(lines).toHaveLength(5);
    // Round Card table: no quests, goblins or spells scores negative points.
    expect(lines[0]).toMatch(
      /^Red: -?\d+ VP \(quests 0 \(-?\d+ VP\), goblins 0 \(-?\d+ VP\), spell level 0 \(-?\d+ VP\), legendary items 0 \(0 VP\)\)$/,
    );
    expect(lines[4]).toBe("Leading (tied): Red, Blue, Green and Yellow");
    const solo = createGame({ seed: "words", players: 1, difficulty: "knight" });
    expect(describeScores(scores(solo), solo, { locale: ja }).at(-1)).toMatch(
      /^ソロの目標（騎士）：55勝利点、合計-?\d+、あと\d+点$/,
    );
  });

  it("let a locale override one message, date-fns style", () => {
    const loud: Locale = { ...en, code: "en-x-loud", events: { ...en.events, "game-ended": () => "THE END!" } };
    expect(describeEvent({ type: "game-ended" }, state, { locale: loud })).toBe("THE END!");
    expect(describeEvent({ type: "round-began", round: 2 }, state, { locale: loud })).toBe("Round 2 begins");
  });
});
