/**
 * boardgame.io's async storage interface over Redis: matches (state, initial state, metadata and
 * log) shared by every server process. A state is written only if it is newer than the stored one
 * (compare-and-set on its `_stateID`, in one Lua script with the log append), so a stale write never
 * overwrites a newer state or appends a log the state does not match. Each write is one atomic
 * Redis command or script, answered only once Redis holds it, so a server process killed at any
 * moment leaves every match whole. A value that does not parse is reported once and its match read
 * as absent (broken), as `FileStore` does; match creation never overwrites a stored match; the
 * lobby's list is bounded (`match-list.ts`).
 */
import type { LogEntry, Server, State, StorageAPI } from "boardgame.io";
import { Async } from "boardgame.io/internal";
import { Redis } from "ioredis";
import { MetadataMerge } from "./metadata-merge";
import { boundedList, DEFAULT_LIST_LIMIT, type ListedMetadata } from "./match-list";

/** Sets the state and appends its log entries unless the stored state is as new or newer. */
const SET_STATE = `
local current = tonumber(redis.call('GET', KEYS[2]) or '-1')
local next = tonumber(ARGV[2])
if current >= next then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
redis.call('SET', KEYS[2], ARGV[2])
for i = 3, #ARGV do redis.call('RPUSH', KEYS[3], ARGV[i]) end
return 1`;

/** Creates a match's keys unless its state or metadata is stored already. */
const CREATE = `
if redis.call('EXISTS', KEYS[1], KEYS[4]) > 0 then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
redis.call('SET', KEYS[2], ARGV[2])
redis.call('SET', KEYS[3], ARGV[1])
redis.call('SET', KEYS[4], ARGV[3])
redis.call('DEL', KEYS[5])
redis.call('SADD', KEYS[6], ARGV[4])
return 1`;

/** Sets a value only if it is still the one read (ARGV[1]; '' for absent): a compare-and-set. */
const SET_IF_UNCHANGED = `
if (redis.call('GET', KEYS[1]) or '') ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2])
return 1`;

type Part = "state" | "stateID" | "log" | "initial" | "metadata";

export interface RedisStorageOptions {
  readonly prefix?: string;
  /** At most this many matches in the lobby's list (default 100); `Infinity` for all. */
  readonly listLimit?: number;
  /** Where a broken value is reported (default: console.error). */
  readonly report?: (message: string) => void;
}

export class RedisStorage extends Async {
  private readonly redis: Redis;
  private readonly prefix: string;
  private readonly limit: number;
  private readonly report: (message: string) => void;
  /** Matches found with a value that does not parse (each reported once). */
  private readonly broken = new Set<string>();
  /** Writes refused because a newer state was stored (two processes raced on one match). */
  staleWrites = 0;
  /** Metadata writes retried because another writer changed the metadata between read and write. */
  metadataRetries = 0;
  private readonly merges = new MetadataMerge();

  constructor(url: string, options: RedisStorageOptions = {}) {
    super();
    this.redis = new Redis(url, { lazyConnect: true });
    this.prefix = options.prefix ?? "bgio";
    this.limit = options.listLimit ?? DEFAULT_LIST_LIMIT;
    this.report = options.report ?? ((message) => console.error(message));
  }

  private key(matchID: string, part: Part): string {
    return `${this.prefix}:match:${matchID}:${part}`;
  }

  async connect(): Promise<void> {
    await this.redis.connect();
  }

  /** Parses a stored value; one that does not parse marks its match broken (reported once). */
  private parse<T>(matchID: string, part: Part, raw: string | null): T | undefined {
    if (raw === null) return undefined;
    try {
      const value = JSON.parse(raw) as unknown;
      if (typeof value === "object" && value !== null) return value as T;
    } catch {
      // reported below
    }
    if (!this.broken.has(matchID))
      this.report(`storage: match ${matchID} is broken: ${this.key(matchID, part)} is not JSON`);
    this.broken.add(matchID);
    return undefined;
  }

  override async createMatch(matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts): Promise<void> {
    const state = JSON.stringify(initialState);
    const keys = (["state", "stateID", "initial", "metadata", "log"] as const).map((p) => this.key(matchID, p));
    const args = [state, String(initialState._stateID), JSON.stringify(metadata), matchID];
    const created = await this.redis.eval(CREATE, 6, ...keys, `${this.prefix}:matches`, ...args);
    if (created === 0) this.report(`storage: refused to create match ${matchID} over the one stored under that ID`);
  }

  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    if (this.broken.has(matchID)) throw new Error(`match ${matchID} is broken`);
    const keys = [this.key(matchID, "state"), this.key(matchID, "stateID"), this.key(matchID, "log")];
    const args = [
      JSON.stringify(state),
      String(state._stateID),
      ...(deltalog ?? []).map((entry) => JSON.stringify(entry)),
    ];
    const written = await this.redis.eval(SET_STATE, keys.length, ...keys, ...args);
    // An unchanged state (a refused move keeps its _stateID) is not rewritten; only a newer stored state is a race.
    if (written === 0 && (deltalog ?? []).length > 0) this.staleWrites++;
  }

  /**
   * Writes the changes made to fetched metadata onto the stored one (`metadata-merge.ts`), by a
   * compare-and-set retried until no other process wrote in between: a join through the lobby of
   * one process and a seat connecting on another both stay.
   */
  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    const key = this.key(matchID, "metadata");
    const write = this.merges.writeOf(metadata);
    for (let attempt = 0; attempt < 100; attempt++) {
      const raw = await this.redis.get(key);
      const stored = raw === null ? undefined : this.parse(matchID, "metadata", raw);
      // Broken before, or found so now: a broken value is left for a person to look at.
      if (this.broken.has(matchID)) throw new Error(`match ${matchID} is broken`);
      const next = write(stored);
      if ((await this.redis.eval(SET_IF_UNCHANGED, 1, key, raw ?? "", next)) === 1) return;
      this.metadataRetries++;
    }
    throw new Error(`match ${matchID}: metadata changed under 100 writes in a row`);
  }

  /** The parts asked for; a match with any unparsable part reads as absent in all of them. */
  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const [state, initial, metadata, log] = await Promise.all([
      opts.state ? this.redis.get(this.key(matchID, "state")) : null,
      opts.initialState ? this.redis.get(this.key(matchID, "initial")) : null,
      opts.metadata ? this.redis.get(this.key(matchID, "metadata")) : null,
      opts.log ? this.redis.lrange(this.key(matchID, "log"), 0, -1) : null,
    ]);
    const result: Partial<StorageAPI.FetchFields> = {};
    if (opts.state) result.state = this.parse<State>(matchID, "state", state) as State;
    if (opts.initialState) result.initialState = this.parse<State>(matchID, "initial", initial) as State;
    if (opts.metadata)
      result.metadata = this.merges.remember(
        this.parse<Server.MatchData>(matchID, "metadata", metadata),
      ) as Server.MatchData;
    if (opts.log) result.log = (log ?? []).map((entry) => this.parse<LogEntry>(matchID, "log", entry) as LogEntry);
    if (this.broken.has(matchID)) return {} as StorageAPI.FetchResult<O>;
    return result as StorageAPI.FetchResult<O>;
  }

  async wipe(matchID: string): Promise<void> {
    const parts = ["state", "stateID", "log", "initial", "metadata"] as const;
    await this.redis
      .multi()
      .del(...parts.map((p) => this.key(matchID, p)))
      .srem(`${this.prefix}:matches`, matchID)
      .exec();
    this.broken.delete(matchID);
  }

  /** The lobby's list: matches passing `opts`, newest first, bounded (`match-list.ts`); broken ones left out. */
  override async listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    const ids = (await this.redis.smembers(`${this.prefix}:matches`)).filter((id) => !this.broken.has(id));
    const entries: Array<[string, ListedMetadata]> = [];
    for (let at = 0; at < ids.length; at += 500) {
      const chunk = ids.slice(at, at + 500);
      const raws = await this.redis.mget(...chunk.map((id) => this.key(id, "metadata")));
      chunk.forEach((id, i) => {
        const metadata = this.parse<ListedMetadata>(id, "metadata", raws[i] ?? null);
        if (metadata !== undefined && typeof metadata.updatedAt === "number") entries.push([id, metadata]);
      });
    }
    return boundedList(entries, opts, this.limit);
  }

  /** Closes the connection. */
  async close(): Promise<void> {
    await this.redis.quit();
  }
}
