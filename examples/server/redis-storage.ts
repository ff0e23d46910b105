/**
 * boardgame.io's async storage interface over Redis: matches (state, initial state, metadata and
 * log) shared by every server process. A state is written only if it is newer than the stored one
 * (compare-and-set on its `_stateID`, in one Lua script with the log append), so a stale write never
 * overwrites a newer state or appends a log the state does not match.
 */
import type { LogEntry, Server, State, StorageAPI } from "boardgame.io";
import { Async } from "boardgame.io/internal";
import { Redis } from "ioredis";

/** Sets the state and appends its log entries unless the stored state is as new or newer. */
const SET_STATE = `
local current = tonumber(redis.call('GET', KEYS[2]) or '-1')
local next = tonumber(ARGV[2])
if current >= next then return 0 end
redis.call('SET', KEYS[1], ARGV[1])
redis.call('SET', KEYS[2], ARGV[2])
for i = 3, #ARGV do redis.call('RPUSH', KEYS[3], ARGV[i]) end
return 1`;

export class RedisStorage extends Async {
  private readonly redis: Redis;
  /** Writes refused because a newer state was stored (two processes raced on one match). */
  staleWrites = 0;

  constructor(
    url: string,
    private readonly prefix = "bgio",
  ) {
    super();
    this.redis = new Redis(url, { lazyConnect: true });
  }

  private key(matchID: string, part: "state" | "stateID" | "log" | "initial" | "metadata"): string {
    return `${this.prefix}:match:${matchID}:${part}`;
  }

  async connect(): Promise<void> {
    await this.redis.connect();
  }

  override async createMatch(matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts): Promise<void> {
    const state = JSON.stringify(initialState);
    await this.redis
      .multi()
      .set(this.key(matchID, "initial"), state)
      .set(this.key(matchID, "state"), state)
      .set(this.key(matchID, "stateID"), String(initialState._stateID))
      .set(this.key(matchID, "metadata"), JSON.stringify(metadata))
      .del(this.key(matchID, "log"))
      .sadd(`${this.prefix}:matches`, matchID)
      .exec();
  }

  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
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

  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    await this.redis.set(this.key(matchID, "metadata"), JSON.stringify(metadata));
  }

  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const [state, initial, metadata, log] = await Promise.all([
      opts.state ? this.redis.get(this.key(matchID, "state")) : null,
      opts.initialState ? this.redis.get(this.key(matchID, "initial")) : null,
      opts.metadata ? this.redis.get(this.key(matchID, "metadata")) : null,
      opts.log ? this.redis.lrange(this.key(matchID, "log"), 0, -1) : null,
    ]);
    const result: Partial<StorageAPI.FetchFields> = {};
    if (opts.state) result.state = state === null ? (undefined as never) : (JSON.parse(state) as State);
    if (opts.initialState)
      result.initialState = initial === null ? (undefined as never) : (JSON.parse(initial) as State);
    if (opts.metadata)
      result.metadata = metadata === null ? (undefined as never) : (JSON.parse(metadata) as Server.MatchData);
    if (opts.log) result.log = (log ?? []).map((entry) => JSON.parse(entry) as LogEntry);
    return result as StorageAPI.FetchResult<O>;
  }

  async wipe(matchID: string): Promise<void> {
    const parts = ["state", "stateID", "log", "initial", "metadata"] as const;
    await this.redis
      .multi()
      .del(...parts.map((p) => this.key(matchID, p)))
      .srem(`${this.prefix}:matches`, matchID)
      .exec();
  }

  override async listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    const ids = await this.redis.smembers(`${this.prefix}:matches`);
    const out: string[] = [];
    for (const id of ids.sort()) {
      const raw = await this.redis.get(this.key(id, "metadata"));
      if (raw === null) continue;
      const metadata = JSON.parse(raw) as Server.MatchData;
      if (opts?.gameName !== undefined && metadata.gameName !== opts.gameName) continue;
      const where = opts?.where;
      if (where?.isGameover !== undefined && (metadata.gameover !== undefined) !== where.isGameover) continue;
      if (where?.updatedBefore !== undefined && metadata.updatedAt >= where.updatedBefore) continue;
      if (where?.updatedAfter !== undefined && metadata.updatedAt <= where.updatedAfter) continue;
      out.push(id);
    }
    return out;
  }

  /** Closes the connection. */
  async close(): Promise<void> {
    await this.redis.quit();
  }
}
