/**
 * Events that say why: a quest discarded at the round's end or to keep the row's mix, Night damage
 * dealt by a symbol another seat rolled, and the start of a player's turn worded as a statement.
 * Each is found in seeded games (the rules emit the field) and put in words in English and Japanese.
 */
import { describe, expect, it } from "vitest";
import { createGame, describeEvent, en, ja, legalActions, reduceWithEvents, type GameEvent } from "../../src/index";

/** Every event of a few seeded games (each move the (i * 7)-th legal one), with the state after it. */
function events(): { event: GameEvent; state: ReturnType<typeof createGame> }[] {
  const out: { event: GameEvent; state: ReturnType<typeof createGame> }[] = [];
  for (const seed of ["reasons-1", "reasons-2", "reasons-3"]) {
    let state = createGame({ seed, players: 3 });
    for (let i = 0; state.decision !== null && i < 5000; i++) {
      const legal = legalActions(state);
      const step = reduceWithEvents(state, legal[(i * 7) % legal.length]!);
      state = step.state;
      for (const event of step.events) out.push({ event, state });
    }
  }
  return out;
}

const all = events();
const of = <T extends GameEvent["type"]>(type: T) =>
  all.filter((x): x is { event: Extract<GameEvent, { type: T }>; state: typeof x.state } => x.event.type === type);

describe("event words that say why", () => {
  it("Round Resolution: a quest discarded at the round's end says so (en, ja)", () => {
    const found = of("quest-discarded").find((x) => x.event.reason === "resolution");
    expect(found).toBeDefined();
    expect(describeEvent(found!.event, found!.state, { locale: en })).toMatch(/discarded at the round's end$/);
    expect(describeEvent(found!.event, found!.state, { locale: ja })).toMatch(/^ラウンド終了処理でクエスト「/);
  });

  it("Quest row: a quest discarded to keep a movement and a treasure quest in the row says so (en, ja)", () => {
    const event: GameEvent = { type: "quest-discarded", quest: "quest-treasure-ice-1", reason: "row-mix" };
    const state = all[0]!.state;
    expect(describeEvent(event, state, { locale: en })).toMatch(/both a movement and a treasure quest$/);
    expect(describeEvent(event, state, { locale: ja })).toContain("移動クエストと宝クエストの両方");
    // The rules give the reason: every discard the games made names one of the two.
    for (const { event: e } of of("quest-discarded")) expect(["resolution", "row-mix"]).toContain(e.reason);
  });

  it("Night: damage from a rolled symbol names the roller whose symbol passed to the next adventurer (en, ja)", () => {
    const found = of("damage-taken").find((x) => x.event.roller !== undefined);
    expect(found, "a Night damage dealt without a defence").toBeDefined();
    const words = describeEvent(found!.event, found!.state, { locale: en });
    expect(words).toContain("passed on to the next adventurer");
    expect(describeEvent(found!.event, found!.state, { locale: ja })).toContain("次の冒険中のプレイヤーへ渡り");
  });

  it("Day Phase: the start of a player's turn is a statement, not a prompt (en, ja)", () => {
    const found = of("player-turn-began")[0]!;
    expect(describeEvent(found.event, found.state, { locale: en })).toMatch(/'s turn begins$/);
    expect(describeEvent(found.event, found.state, { locale: ja })).toMatch(/の手番が始まる$/);
  });
});
