/**
 * `serve --module` (issue 47): a session given an engine with a module of your own (the test-only
 * Pilgrim's Tithe) lists it in `hello`, plays it with its bots to the end, and words the module's
 * decision and events from the module's locale patch (en and ja).
 */
import { describe, expect, it } from "vitest";
import { createEngine } from "../../src/index";
import { runCommand } from "../../src/cli/commands/index";
import { ServeSession } from "../../src/tools/serve/server";
import { pilgrimTithe } from "../../examples/pilgrim-tithe/index";
import { memoryIO } from "./support";

const engine = createEngine({ modules: [pilgrimTithe] });

function ok(session: ServeSession, request: object): Record<string, unknown> {
  const response = session.handle(JSON.stringify({ id: 1, ...request }));
  if (!response.ok) throw new Error(JSON.stringify(response));
  return response.result as Record<string, unknown>;
}

describe("serve with a module of your own (issue 47)", () => {
  it("lists the module, plays it with bots to the end and words its decision in en and ja", () => {
    const session = new ServeSession(engine);
    expect(ok(session, { cmd: "hello" })["modules"]).toContain("pilgrim-tithe");
    const asked = ok(session, {
      cmd: "new-game",
      options: { seed: 3, players: 2, modules: ["pilgrim-tithe"] },
      bots: [null, "random"],
    });
    const game = asked["game"];
    // Seat 0 plays the random bot's advice until the tithe is asked.
    let status = asked;
    for (let i = 0; i < 2000 && (status["decision"] as { kind: string } | null)?.kind !== "pilgrim-tithe/tithe"; i++) {
      const { action } = ok(session, { cmd: "bot-action", game, bot: "random", seed: `s${i}` });
      status = ok(session, { cmd: "apply", game, action });
    }
    expect((status["decision"] as { kind: string }).kind).toBe("pilgrim-tithe/tithe");
    const en = ok(session, { cmd: "describe", game })["text"] as string;
    const ja = ok(session, { cmd: "describe", game, locale: "ja" })["text"] as string;
    expect(en).toMatch(/tithe/i);
    expect(ja).toContain("十分の一税");
    const paid = ok(session, {
      cmd: "describe",
      game,
      event: { type: "pilgrim-tithe/paid", player: 0, tithes: 2 },
    })["text"];
    expect(paid).toBe("Red has paid 2 tithes");
    for (let i = 0; i < 2000 && status["over"] !== true; i++) {
      const { action } = ok(session, { cmd: "bot-action", game, bot: "random", seed: `t${i}` });
      status = ok(session, { cmd: "apply", game, action });
    }
    expect(status["over"]).toBe(true);
    const scores = ok(session, { cmd: "scores", game }) as { players: { breakdown: { source: string }[] }[] };
    expect(scores.players[0]!.breakdown.some((l) => l.source === "tithes")).toBe(true);
  });

  it("the reference session refuses the module's id, and serve refuses a file exporting no module", async () => {
    const plain = new ServeSession();
    const response = plain.handle(
      JSON.stringify({ id: 2, cmd: "new-game", options: { seed: 1, players: 2, modules: ["pilgrim-tithe"] } }),
    );
    expect(response.ok).toBe(false);
    const io = memoryIO();
    const file = new URL("fixtures/no-module.mjs", import.meta.url).pathname;
    expect(await runCommand(["serve", "--stdio", "--module", file], io)).toBe(1);
    expect(io.errors.join("")).toContain("exports no GameModule");
  });
});
