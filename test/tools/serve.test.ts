import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runCommand } from "../../src/cli/commands/index";
import { ServeSession, SERVE_COMMANDS, type Response } from "../../src/tools/serve/server";
import { COLUMNS } from "../../src/tools/sim/rows";
import { memoryIO } from "./support";

const root = resolve(import.meta.dirname, "../..");

function ask(session: ServeSession, request: unknown): Response {
  return JSON.parse(session.handleLine(typeof request === "string" ? request : JSON.stringify(request))) as Response;
}

function result(response: Response): Record<string, unknown> {
  if (!response.ok) throw new Error(`${response.error.code}: ${response.error.message}`);
  return response.result as Record<string, unknown>;
}

describe("serve: the JSON-lines protocol", () => {
  it("answers bad input with coded errors and keeps serving", () => {
    const session = new ServeSession();
    const cases: [unknown, string][] = [
      ["not json", "BAD_JSON"],
      ["[1,2]", "BAD_REQUEST"],
      [{ id: 1 }, "BAD_REQUEST"],
      [{ id: 2, cmd: "fly" }, "UNKNOWN_COMMAND"],
      [{ id: 3, cmd: "view", game: "g9" }, "UNKNOWN_GAME"],
      [{ id: 4, cmd: "new-game", options: { seed: 1, players: 7 } }, "PLAYERS"],
      [{ id: 5, cmd: "new-game", options: { seed: 1, players: 2 }, bots: ["nobody"] }, "UNKNOWN_BOT"],
      [{ id: 6, cmd: "new-game" }, "BAD_REQUEST"],
      [{ id: 7, cmd: "new-game", options: { seed: 1, players: 2 }, botSeed: { a: 1 } }, "BAD_REQUEST"],
      [{ id: 8, cmd: "new-game", options: { seed: 1, players: 2 }, botSeed: Number.NaN }, "BAD_REQUEST"],
      ["x".repeat(1_000_001), "REQUEST_TOO_LARGE"],
    ];
    for (const [request, code] of cases) {
      const response = ask(session, request);
      expect(response.ok, JSON.stringify(response)).toBe(false);
      if (!response.ok) expect(response.error.code).toContain(code);
    }
    expect(ask(session, { id: 7, cmd: "fly" }).id).toBe(7);
    const game = result(ask(session, { id: 8, cmd: "new-game", options: { seed: 1, players: 2 } }));
    const illegal = ask(session, { id: 9, cmd: "apply", game: game["game"], action: { type: "idle", player: 5 } });
    expect(illegal.ok).toBe(false);
    if (!illegal.ok) expect(illegal.error.code).toMatch(/^[A-Z_]+$/);
    // Issue 29: a move with no player (or a player that is not a seat) is malformed, not someone else's turn.
    for (const action of [
      { type: "choose-movement-card", card: "horse" },
      { type: "idle", player: "0" },
    ]) {
      const noPlayer = ask(session, { id: 12, cmd: "apply", game: game["game"], action });
      expect(noPlayer.ok ? null : noPlayer.error.code).toBe("MALFORMED_ACTION");
      expect(noPlayer.ok ? "" : noPlayer.error.message).toMatch(/"player" must be a seat number/);
    }
    const state = result(ask(session, { id: 10, cmd: "state", game: game["game"] }));
    expect(state["round"]).toBe(1);
    expect(result(ask(session, { id: 11, cmd: "hello" }))["protocol"]).toBe(1);
  });

  it("plays a whole game: the client's seat through legal-actions/apply, the other seat by a library bot", () => {
    const session = new ServeSession();
    const created = result(
      ask(session, { id: 1, cmd: "new-game", options: { seed: 5, players: 2 }, bots: [null, "random"] }),
    );
    const game = created["game"];
    let over = created["over"] as boolean;
    let mine = 0;
    let theirs = (created["botActions"] as unknown[]).length;
    while (!over) {
      const legal = result(ask(session, { id: 2, cmd: "legal-actions", game }));
      expect((legal["decision"] as { player: unknown }).player).toBe(0);
      const actions = legal["actions"] as unknown[];
      const applied = result(ask(session, { id: 3, cmd: "apply", game, action: actions[mine % actions.length] }));
      mine++;
      theirs += (applied["botActions"] as unknown[]).length;
      over = applied["over"] as boolean;
      expect(mine).toBeLessThan(5000);
    }
    const sheet = result(ask(session, { id: 4, cmd: "scores", game }));
    expect(sheet["final"]).toBe(true);
    expect(mine).toBeGreaterThan(20);
    expect(theirs).toBeGreaterThan(20);
    const view = result(ask(session, { id: 5, cmd: "view", game, seat: 1 }));
    expect(view["rng"]).toBeNull();
    expect(ask(session, { id: 6, cmd: "bot-action", game, bot: "random" }).ok).toBe(false);
    expect(result(ask(session, { id: 7, cmd: "close-game", game }))["closed"]).toBe(game);
    expect(ask(session, { id: 8, cmd: "scores", game }).ok).toBe(false);
  });

  it("external chance: the client reads the outcomes with their probabilities and picks one", () => {
    const session = new ServeSession();
    const game = result(ask(session, { id: 1, cmd: "new-game", options: { seed: 2, players: 2, chance: "external" } }))[
      "game"
    ];
    for (let i = 0; i < 400; i++) {
      const legal = result(ask(session, { id: 2, cmd: "legal-actions", game }));
      const decision = legal["decision"] as { player: unknown };
      if (decision.player === "chance") {
        const outcomes = result(ask(session, { id: 3, cmd: "chance-outcomes", game }))["outcomes"] as {
          action: unknown;
          probability: number;
        }[];
        expect(outcomes.reduce((s, o) => s + o.probability, 0)).toBeCloseTo(1, 9);
        const applied = ask(session, { id: 4, cmd: "apply", game, action: outcomes[0]!.action });
        expect(applied.ok).toBe(true);
        return;
      }
      const suggestion = result(ask(session, { id: 5, cmd: "bot-action", game, bot: "random", seed: i }))["action"];
      const text = result(ask(session, { id: 6, cmd: "describe", game, action: suggestion }))["text"];
      expect(typeof text).toBe("string");
      if (i === 0) {
        const ja = result(ask(session, { id: 8, cmd: "describe", game, action: suggestion, locale: "ja" }))[
          "text"
        ] as string;
        expect(ja).not.toBe(text);
        expect(ja).toMatch(/[^\x00-\x7f]/);
        expect(result(ask(session, { id: 9, cmd: "describe", game }))["text"]).toMatch(/\w/);
        const bad = ask(session, { id: 10, cmd: "describe", game, action: suggestion, locale: "xx" });
        expect(bad.ok ? null : bad.error.code).toBe("UNKNOWN_LOCALE");
      }
      expect(ask(session, { id: 7, cmd: "apply", game, action: suggestion }).ok).toBe(true);
    }
    throw new Error("no chance point reached");
  });

  it("serve --stdio reads requests line by line and stops at quit", async () => {
    const io = memoryIO(
      ['{"id":1,"cmd":"hello"}', "garbage", '{"id":2,"cmd":"quit"}', '{"id":3,"cmd":"hello"}'].join("\n") + "\n",
    );
    expect(await runCommand(["serve", "--stdio"], io)).toBe(0);
    const responses = io.written
      .join("")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Response);
    expect(responses.map((r) => [r.id, r.ok])).toEqual([
      [1, true],
      [null, false],
      [2, true],
    ]);
    expect(await runCommand(["serve"], memoryIO())).toBe(2);
  });
});

describe("docs/tools.md", () => {
  const doc = readFileSync(resolve(root, "docs/tools.md"), "utf8");

  it("documents every row column and every protocol command", () => {
    for (const column of COLUMNS) {
      const name = column.name.replace(/^vp_r\d$/, "vp_r1");
      expect(doc, column.name).toContain(`\`${name}\``);
    }
    for (const cmd of SERVE_COMMANDS) expect(doc, cmd).toContain(`| \`${cmd}\` |`);
  });
});
