/**
 * The adapter's plugin guard and the hardened transport's packet checks, in process (no server):
 * a match is created without the guard firing (issue 52: it logged an error at every creation),
 * a client event is still refused; the packet checks take only the game's own move.
 */
import { createMatch, CreateGameReducer, ProcessGameConfig } from "boardgame.io/internal";
import type { State } from "boardgame.io";
import { afterEach, describe, expect, it, vi } from "vitest";
import { legalActions, type GameState } from "../../src/index";
import { teqGame } from "../../src/adapters/boardgame-io/index";
import { checkPacket, DEFAULT_PACKET_LIMITS, type PacketRules } from "../../src/adapters/boardgame-io/packet-guard";
import { nest } from "./hostile";

const RULES: PacketRules = { moves: new Set(["act"]), chat: false, maxChatBytes: 500, limits: DEFAULT_PACKET_LIMITS };
const move = (type: string, args: unknown[] = [{}], playerID = "0") => ({
  type: "MAKE_MOVE",
  payload: { type, args, playerID, credentials: "c" },
});

describe("the adapter's plugin guard", () => {
  afterEach(() => vi.restoreAllMocks());

  it("creating a match logs nothing (the guard exempts the initial state); a client endTurn is still refused, a move is applied", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const game = teqGame({ seed: () => "guard-seed" });
    const match = createMatch({ game, numPlayers: 2, setupData: undefined, unlisted: true });
    expect("initialState" in match).toBe(true);
    expect(errors.mock.calls.flat().join(" ")).not.toContain("plugin declared action invalid");
    const initial = (match as { initialState: State<GameState> }).initialState;
    const reducer = CreateGameReducer({ game: ProcessGameConfig(game) });
    const player = initial.ctx.currentPlayer;
    const event = { type: "GAME_EVENT", payload: { type: "endTurn", args: [], playerID: player } };
    const refused = reducer(initial, event as never);
    expect(refused._stateID).toBe(initial._stateID);
    expect(errors.mock.calls.flat().join(" ")).toContain("plugin declared action invalid");
    const action = legalActions(initial.G)[0];
    const applied = reducer(initial, { type: "MAKE_MOVE", payload: { type: "act", args: [action], playerID: player } });
    expect(applied._stateID).toBe(initial._stateID + 1);
  });
});

describe("the hardened transport's packet checks (checkPacket)", () => {
  it("takes the game's own MAKE_MOVE from the seat it names, and a sync of a match ID", () => {
    expect(checkPacket("update", [move("act"), 3, "m1", "0"], RULES)).toMatchObject({ kind: "update", stateID: 3 });
    expect(checkPacket("sync", ["m1", null, null, null], RULES)).toMatchObject({ kind: "sync", playerID: null });
    expect(checkPacket("sync", ["m1", "1", "creds"], RULES)).toMatchObject({ kind: "sync", credentials: "creds" });
  });

  it.each([
    ["PATCH", ["update", [{ type: "PATCH", patch: [], payload: {} }, 0, "m1", "0"]]],
    ["UPDATE", ["update", [{ type: "UPDATE", state: {}, payload: {} }, 0, "m1", "0"]]],
    ["RESET", ["update", [{ type: "RESET", state: 1, payload: {} }, 0, "m1", "0"]]],
    ["GAME_EVENT", ["update", [{ type: "GAME_EVENT", payload: { type: "endTurn" } }, 0, "m1", "0"]]],
    ["UNDO", ["update", [{ type: "UNDO", payload: {} }, 0, "m1", "0"]]],
    ["PLUGIN", ["update", [{ type: "PLUGIN", payload: {} }, 0, "m1", "0"]]],
    ["a move named constructor", ["update", [move("constructor"), 0, "m1", "0"]]],
    ["a move named toString", ["update", [move("toString"), 0, "m1", "0"]]],
    ["a move for another seat's playerID", ["update", [move("act", [{}], "1"), 0, "m1", "0"]]],
    ["4,000-deep move arguments", ["update", [move("act", [nest(4000)]), 0, "m1", "0"]]],
    ["a nested playerID", ["update", [move("act"), 0, "m1", nest(4000, "0")]]],
    ["update with no arguments", ["update", []]],
    ["sync with no arguments", ["sync", []]],
    ["sync with a number", ["sync", [42]]],
    ["sync with an object", ["sync", [{ matchID: "m1" }]]],
    ["sync with a nested playerID", ["sync", ["m1", nest(4000, "0")]]],
    ["a __proto__ key", ["sync", ["m1", JSON.parse('{"__proto__":{"x":1}}')]]],
    ["an ack callback", ["sync", ["m1", null, null, () => undefined]]],
    ["binary data", ["sync", ["m1", new Uint8Array(4)]]],
    ["chat while off", ["chat", ["m1", { id: "x", sender: "0", payload: "hi" }, "c"]]],
    ["an event named error", ["error", ["boom"]]],
    ["a non-string event name", [{ toString: 1 }, ["m1"]]],
    ["a stateID that is not a count", ["update", [move("act"), -1, "m1", "0"]]],
  ])("refuses %s", (_name, [event, args]) => {
    expect(typeof checkPacket(event, args as unknown[], RULES)).toBe("string");
  });

  it("bounds chat when it is on (size)", () => {
    const on = { ...RULES, chat: true };
    expect(checkPacket("chat", ["m1", { id: "x", sender: "0", payload: "hi" }, "c"], on)).toMatchObject({
      kind: "chat",
    });
    expect(checkPacket("chat", ["m1", { id: "x", sender: "0", payload: "x".repeat(600) }, "c"], on)).toMatch(
      /over 500/,
    );
  });
});
