/**
 * The boardgame.io adapter plays through an engine (issue 47): `teqGame({ engine })` sets up, moves,
 * views and ends a match of a module of your own (the test-only Pilgrim's Tithe) with that engine's
 * functions; without the option the game refuses the module.
 */
import type { Ctx } from "boardgame.io";
import { describe, expect, it } from "vitest";
import { createEngine, type Engine, type GameState, type PlayerView } from "../../src/index";
import { teqGame } from "../../src/adapters/boardgame-io/index";
import { pilgrimTithe } from "../../examples/pilgrim-tithe/index";

const engine: Engine = createEngine({ modules: [pilgrimTithe] });
const ctx = { numPlayers: 2, playOrder: ["0", "1"], playOrderPos: 0, currentPlayer: "0" } as unknown as Ctx;

describe("teqGame({ engine }) (issue 47)", () => {
  it("plays a Pilgrim's Tithe match to the end through the engine's functions", () => {
    const game = teqGame({ engine, seed: () => "bgio-tithe" });
    const setupData = { modules: ["pilgrim-tithe"] } as never;
    expect(game.validateSetupData?.(setupData, 2)).toBeUndefined();
    expect(teqGame().validateSetupData?.(setupData, 2)).toMatch(/pilgrim-tithe/);
    let G = game.setup!({ ctx } as never, setupData);
    const move = (game.moves!["act"] as { move: (context: object, action: unknown) => unknown }).move;
    let asked = false;
    for (let step = 0; step < 5000 && !engine.isGameOver(G); step++) {
      const seat = G.decision!.player;
      if (seat === "chance") {
        G = engine.reduce(G, engine.chanceOutcomes(G)[0]!.action);
        continue;
      }
      asked ||= (G.decision!.kind as string) === "pilgrim-tithe/tithe";
      const view = game.playerView!({ G, ctx, playerID: String(seat) }) as PlayerView;
      const actions = engine.legalActions(view);
      const next = move({ G, ctx, playerID: String(seat) }, actions[step % actions.length]);
      expect(next).not.toBe("INVALID_MOVE");
      G = next as GameState;
    }
    expect(asked).toBe(true);
    const over = game.endIf!({ G, ctx } as never) as {
      winners: string[];
      scores: { players: { breakdown: { source: string }[] }[] };
    };
    expect(over.winners.length).toBeGreaterThan(0);
    expect(over.scores.players[0]!.breakdown.some((l) => l.source === "tithes")).toBe(true);
  });
});
