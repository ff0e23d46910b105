/**
 * The example server's FileStore (examples/server/file-store.ts) on its own: boardgame.io's async
 * storage calls, a broken (empty or malformed) file reported and its match read as absent with
 * nothing else affected, the per-match write queue left empty once writes settle, and the bounded,
 * pageable list.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LogEntry, Server, State } from "boardgame.io";
import { afterAll, describe, expect, it } from "vitest";
import { FileStore, BrokenMatchError } from "../../examples/server/file-store";

const dirs: string[] = [];
const newDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), "teq-file-store-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const stateAt = (id: number): State =>
  ({ G: { n: id }, ctx: { turn: id }, plugins: {}, _undo: [], _redo: [], _stateID: id }) as unknown as State;
const entryAt = (id: number): LogEntry =>
  ({
    action: { type: "MAKE_MOVE", payload: { type: "act", args: [id], playerID: "0" } },
    _stateID: id,
    turn: 1,
    phase: "",
  }) as unknown as LogEntry;
const metadataAt = (updatedAt: number, extra: Partial<Server.MatchData> = {}): Server.MatchData => ({
  gameName: "g",
  players: { 0: { id: 0 } },
  createdAt: 0,
  updatedAt,
  ...extra,
});

/** A store whose reports are collected. */
async function open(dir = newDir(), listLimit?: number): Promise<{ db: FileStore; reports: string[]; dir: string }> {
  const reports: string[] = [];
  const db = new FileStore({ dir, report: (m) => reports.push(m), ...(listLimit === undefined ? {} : { listLimit }) });
  await db.connect();
  return { db, reports, dir };
}

describe("FileStore: boardgame.io's async storage in files written whole", () => {
  it("stores a match's parts, appends each move's log to its state in one write, and ignores an older state", async () => {
    const { db } = await open();
    await db.createMatch("m1", { initialState: stateAt(0), metadata: metadataAt(1) });
    await Promise.all([db.setState("m1", stateAt(1), [entryAt(0)]), db.setMetadata("m1", metadataAt(2))]);
    await db.setState("m1", stateAt(2), [entryAt(1)]);
    await db.setState("m1", stateAt(1), [entryAt(0)]); // a late, older write
    const got = await db.fetch("m1", { state: true, log: true, initialState: true, metadata: true });
    expect(got.state._stateID).toBe(2);
    expect(got.log.map((e) => e._stateID)).toEqual([0, 1]);
    expect(got.initialState._stateID).toBe(0);
    expect(got.metadata.updatedAt).toBe(2);
    expect(await db.fetch("nope", { state: true, metadata: true })).toEqual({ state: undefined, metadata: undefined });
    await db.wipe("m1");
    expect((await db.fetch("m1", { state: true })).state).toBeUndefined();
  });

  it("a match ID that is not a plain name is kept in a folder of its own, never a path", async () => {
    const { db, dir } = await open();
    await db.createMatch("../../x y", { initialState: stateAt(0), metadata: metadataAt(1) });
    expect(readdirSync(join(dir, "matches"))).toEqual([`~${Buffer.from("../../x y").toString("hex")}`]);
    expect(await db.listMatches()).toEqual(["../../x y"]);
  });

  it("an empty state file and a malformed metadata file: both reported once at start, their matches read as absent, left out of the list, refused writes and never overwritten; the other match untouched; a new store starts", async () => {
    const { db, reports, dir } = await open();
    for (const id of ["empty", "junk", "good"])
      await db.createMatch(id, { initialState: stateAt(0), metadata: metadataAt(1) });
    writeFileSync(join(dir, "matches", "empty", "state.json"), "");
    writeFileSync(join(dir, "matches", "junk", "metadata.json"), '{"gameName":"g","upd');
    const fresh = await open(dir);
    expect(await fresh.db.listMatches({ gameName: "g" })).toEqual(["good"]);
    expect(await fresh.db.fetch("empty", { state: true, metadata: true, log: true })).toEqual({});
    expect(await fresh.db.fetch("empty", { metadata: true })).toEqual({});
    expect(await fresh.db.fetch("junk", { state: true, metadata: true })).toEqual({});
    expect([...fresh.reports].sort()).toEqual([
      expect.stringMatching(/match empty is broken: .*state\.json: empty file \(0 bytes\)/),
      expect.stringMatching(/match junk is broken: .*metadata\.json: not JSON/),
    ]);
    await expect(fresh.db.setState("empty", stateAt(1), [entryAt(0)])).rejects.toBeInstanceOf(BrokenMatchError);
    await expect(fresh.db.setMetadata("junk", metadataAt(5))).rejects.toBeInstanceOf(BrokenMatchError);
    // boardgame.io's sync of a match it cannot read creates it: the store keeps the broken files.
    await fresh.db.createMatch("empty", { initialState: stateAt(0), metadata: metadataAt(9) });
    expect(fresh.reports.at(-1)).toMatch(/refused to create match empty/);
    expect(await fresh.db.fetch("empty", { state: true })).toEqual({});
    await fresh.db.setState("good", stateAt(1), [entryAt(0)]);
    expect((await fresh.db.fetch("good", { log: true })).log).toHaveLength(1);
    expect(reports).toEqual([]);
  });

  it("a file of the wrong shape (JSON, but not a match's part) is broken too", async () => {
    const { db, reports, dir } = await open();
    await db.createMatch("m", { initialState: stateAt(0), metadata: metadataAt(1) });
    writeFileSync(join(dir, "matches", "m", "metadata.json"), "null");
    expect(await db.listMatches()).toEqual([]);
    expect(reports).toEqual([expect.stringMatching(/match m is broken: .*not a match's metadata/)]);
  });

  it("temporary files a kill left between write and rename are removed at start, the stored file unchanged", async () => {
    const { db, dir } = await open();
    await db.createMatch("m", { initialState: stateAt(0), metadata: metadataAt(1) });
    writeFileSync(join(dir, "matches", "m", "state.json.999.1.tmp"), '{"half":');
    const fresh = await open(dir);
    expect(readdirSync(join(dir, "matches", "m")).sort()).toEqual(["initial.json", "metadata.json", "state.json"]);
    expect((await fresh.db.fetch("m", { state: true })).state._stateID).toBe(0);
  });

  it("keeps no per-match entry once its writes settle (300 matches, 3 writes each)", async () => {
    const { db } = await open(newDir());
    await Promise.all(
      Array.from({ length: 300 }, async (_, i) => {
        await db.createMatch(`m${i}`, { initialState: stateAt(0), metadata: metadataAt(i) });
        await Promise.all([db.setState(`m${i}`, stateAt(1), [entryAt(0)]), db.setMetadata(`m${i}`, metadataAt(i + 1))]);
      }),
    );
    expect(db.pendingWrites).toBe(0);
  });

  it("lists at most the limit, newest first, without unlisted matches; paging with updatedBefore reaches every match once, ties included", async () => {
    const { db } = await open(newDir(), 4);
    const times = [5, 9, 9, 9, 9, 3, 7, 1, 8, 2];
    for (const [i, t] of times.entries())
      await db.createMatch(`m${i}`, { initialState: stateAt(0), metadata: metadataAt(t) });
    await db.createMatch("hidden", { initialState: stateAt(0), metadata: metadataAt(99, { unlisted: true }) });
    await db.createMatch("over", { initialState: stateAt(0), metadata: metadataAt(6, { gameover: { winner: "0" } }) });
    const first = await db.listMatches({ gameName: "g", where: {} });
    expect(first).toEqual(["m1", "m2", "m3", "m4"]);
    const seen: string[] = [];
    let page = first;
    while (page.length > 0) {
      seen.push(...page);
      const oldest = (await db.fetch(page.at(-1)!, { metadata: true })).metadata.updatedAt;
      page = await db.listMatches({ gameName: "g", where: { updatedBefore: oldest } });
    }
    expect(seen).toEqual(["m1", "m2", "m3", "m4", "m8", "m6", "over", "m0", "m5", "m9", "m7"]);
    expect(await db.listMatches({ gameName: "g", where: { isGameover: true } })).toEqual(["over"]);
    expect(await db.listMatches({ gameName: "other" })).toEqual([]);
  });
});
