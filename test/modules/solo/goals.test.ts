import { referencePack } from "../../../src/index";
import { describe, expect, it } from "vitest";
import { createGame, DIFFICULTIES, scores, type Difficulty } from "../../../src/index";
import { SOLO_GOALS } from "../../../src/modules/solo/index";
import { mutable, type S } from "../../support/scenario";

const GOALS: Record<Difficulty, number> = { peasant: 40, page: 45, squire: 50, knight: 55, "hero-of-legend": 60 };

/** An ended solo game whose player scores exactly `total` (found by search over the Round Card). */
function endedWith(difficulty: Difficulty, total: number): S {
  const s = mutable(createGame({ seed: `goal-${difficulty}`, players: 1, difficulty }));
  const t = referencePack.scoring;
  const legendary = Object.keys(s.players[0]!.legendary);
  for (let q = 0; q <= 10; q++)
    for (let g = 0; g <= 10; g++)
      for (let sp = 0; sp <= 10; sp++)
        for (let l = 0; l <= legendary.length; l++) {
          if (t.quests[q]! + t.goblins[g]! + t.spells[sp]! + 4 * l !== total) continue;
          const p = s.players[0]!;
          p.completedQuests = referencePack.quests.slice(0, q).map((x) => x.id);
          p.goblinsDefeated = g;
          p.spellLevel = sp;
          legendary.forEach((id, i) => (p.legendary[id] = i < l ? 2 : 0));
          s.phase = "ended";
          s.decision = null;
          s.day = null;
          s.queue = [];
          return s;
        }
  throw new Error(`no way to score ${total}`);
}

describe("Solo Variant Rules: the victory point goal of each difficulty", () => {
  it("Peasant 40, Page 45, Squire 50, Knight 55, Hero of Legend 60", () => {
    expect(SOLO_GOALS).toEqual(GOALS);
  });

  for (const difficulty of DIFFICULTIES) {
    const goal = GOALS[difficulty];
    it(`${difficulty}: ${goal} VP by the end of round 5 wins, ${goal - 1} loses`, () => {
      const won = scores(endedWith(difficulty, goal));
      expect(won.players[0]!.total).toBe(goal);
      expect(won.final).toBe(true);
      expect(won.solo).toEqual({ difficulty, goal, total: goal, reached: true });
      expect(won.winners).toEqual([0]);
      const lost = scores(endedWith(difficulty, goal - 1));
      expect(lost.solo).toEqual({ difficulty, goal, total: goal - 1, reached: false });
      expect(lost.winners).toEqual([]);
      const more = scores(endedWith(difficulty, goal + 1));
      expect(more.solo?.reached).toBe(true);
    });
  }

  it("before the end the verdict reports the current total; multiplayer sheets have no `solo`", () => {
    const sheet = scores(createGame({ seed: 1, players: 1, difficulty: "page" }));
    expect(sheet.final).toBe(false);
    expect(sheet.solo).toEqual({ difficulty: "page", goal: 45, total: sheet.players[0]!.total, reached: false });
    expect("solo" in scores(createGame({ seed: 1, players: 2 }))).toBe(false);
  });
});
