/**
 * The example server's stores write a fetched match's metadata as the writer's own changes merged
 * into the stored value (examples/server/metadata-merge.ts): two writers of one match keep both
 * changes, a deleted field stays deleted, and a write not traced to a fetch is taken whole.
 */
import type { Server } from "boardgame.io";
import { describe, expect, it } from "vitest";
import { applyChanges, MetadataMerge } from "../../examples/server/metadata-merge";

const stored = (): Server.MatchData => ({
  gameName: "tiny-epic-quest",
  createdAt: 1,
  updatedAt: 1,
  players: { 0: { id: 0, name: "Ann", credentials: "a" }, 1: { id: 1 } },
});

/** A fetch as a store does it: a fresh parse of the stored JSON, remembered. */
const fetchFrom = (merge: MetadataMerge, json: string): Server.MatchData =>
  merge.remember(JSON.parse(json) as Server.MatchData);

describe("example server: metadata writes merge into the stored value", () => {
  it("a join and a seat connecting, fetched before either writes, keep both", () => {
    const merge = new MetadataMerge();
    let json = JSON.stringify(stored());
    const lobby = fetchFrom(merge, json);
    const master = fetchFrom(merge, json);
    lobby.players[1]!.name = "Bob";
    lobby.players[1]!.credentials = "b";
    master.players[0]!.isConnected = true;
    json = merge.writeOf(lobby)(JSON.parse(json));
    json = merge.writeOf(master)(JSON.parse(json));
    expect(JSON.parse(json)).toEqual({
      ...stored(),
      players: {
        0: { id: 0, name: "Ann", credentials: "a", isConnected: true },
        1: { id: 1, name: "Bob", credentials: "b" },
      },
    });
  });

  it("a leave deletes the seat's name and credentials, and a later connection change keeps them deleted", () => {
    const merge = new MetadataMerge();
    let json = JSON.stringify(stored());
    const lobby = fetchFrom(merge, json);
    const master = fetchFrom(merge, json);
    delete lobby.players[0]!.name;
    delete lobby.players[0]!.credentials;
    master.players[1]!.isConnected = false;
    json = merge.writeOf(lobby)(JSON.parse(json));
    json = merge.writeOf(master)(JSON.parse(json));
    expect(JSON.parse(json).players).toEqual({ 0: { id: 0 }, 1: { id: 1, isConnected: false } });
  });

  it("the master's move write, a copy of the fetched metadata sharing its players, writes only updatedAt", () => {
    const merge = new MetadataMerge();
    let json = JSON.stringify(stored());
    const master = fetchFrom(merge, json);
    const lobby = fetchFrom(merge, json);
    lobby.players[1]!.name = "Bob";
    json = merge.writeOf(lobby)(JSON.parse(json));
    json = merge.writeOf({ ...master, updatedAt: 2 })(JSON.parse(json));
    expect(JSON.parse(json)).toMatchObject({ updatedAt: 2, players: { 1: { name: "Bob" } } });
  });

  it("a write not traced to a fetch, or onto nothing stored, is taken whole", () => {
    const merge = new MetadataMerge();
    const fresh = { ...stored(), updatedAt: 5 };
    expect(JSON.parse(merge.writeOf(fresh)({ ...stored(), gameover: { winner: "0" } }))).toEqual(fresh);
    const fetched = fetchFrom(merge, JSON.stringify(stored()));
    fetched.updatedAt = 9;
    expect(JSON.parse(merge.writeOf(fetched)(undefined))).toEqual({ ...stored(), updatedAt: 9 });
  });

  it("arrays are whole values; a field both sides changed takes the writer's value", () => {
    expect(applyChanges({ a: [1], b: 1 }, { a: [1, 2], b: 2 }, { a: [3], b: 3, c: 4 })).toEqual({
      a: [1, 2],
      b: 2,
      c: 4,
    });
  });
});
