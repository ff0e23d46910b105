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

/** Two writers (the lobby and the master) that fetched `stored()` before either wrote. */
function twoFetches() {
  const merge = new MetadataMerge();
  const json = JSON.stringify(stored());
  return { merge, json, lobby: fetchFrom(merge, json), master: fetchFrom(merge, json) };
}

/** What is stored after each of `writes` is written in turn, from `json`. */
function writeInOrder(merge: MetadataMerge, json: string, ...writes: Server.MatchData[]): Server.MatchData {
  for (const written of writes) json = merge.writeOf(written)(JSON.parse(json));
  return JSON.parse(json) as Server.MatchData;
}

describe("example server: metadata writes merge into the stored value", () => {
  it("a join and a seat connecting, fetched before either writes, keep both", () => {
    const { merge, json, lobby, master } = twoFetches();
    lobby.players[1]!.name = "Bob";
    lobby.players[1]!.credentials = "b";
    master.players[0]!.isConnected = true;
    expect(writeInOrder(merge, json, lobby, master)).toEqual({
      ...stored(),
      players: {
        0: { id: 0, name: "Ann", credentials: "a", isConnected: true },
        1: { id: 1, name: "Bob", credentials: "b" },
      },
    });
  });

  it("a leave deletes the seat's name and credentials, and a later connection change keeps them deleted", () => {
    const { merge, json, lobby, master } = twoFetches();
    delete lobby.players[0]!.name;
    delete lobby.players[0]!.credentials;
    master.players[1]!.isConnected = false;
    expect(writeInOrder(merge, json, lobby, master).players).toEqual({
      0: { id: 0 },
      1: { id: 1, isConnected: false },
    });
  });

  it("the master's move write, a copy of the fetched metadata sharing its players, writes only updatedAt", () => {
    const { merge, json, lobby, master } = twoFetches();
    lobby.players[1]!.name = "Bob";
    expect(writeInOrder(merge, json, lobby, { ...master, updatedAt: 2 })).toMatchObject({
      updatedAt: 2,
      players: { 1: { name: "Bob" } },
    });
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
