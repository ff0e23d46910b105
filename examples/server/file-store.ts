/**
 * boardgame.io's async storage in a directory, safe against a crash at any moment: a match is a
 * folder `matches/<id>/` of three files (`metadata.json`, `initial.json`, and `state.json` holding
 * the state with its whole log, so the two never disagree), each replaced whole by an atomic write
 * (temporary file, fsync, rename), never rewritten in place. Writes to one match run one at a time;
 * reads need no lock, since a file is always whole. A file found empty or unreadable is reported
 * once and its match treated as broken: left out of the list, answered as absent, never rewritten
 * by a new match of the same ID, and never a reason to throw on a read or at start.
 */
import { mkdir, readdir, rm, unlink } from "node:fs/promises";
import { join } from "node:path";
import type { LogEntry, Server, State, StorageAPI } from "boardgame.io";
import { Async } from "boardgame.io/internal";
import { readJson, TEMP_SUFFIX, writeAtomic } from "./atomic-file";
import { KeyQueue } from "./key-queue";
import { MetadataMerge } from "./metadata-merge";
import { boundedList, DEFAULT_LIST_LIMIT, type ListedMetadata } from "./match-list";

export interface FileStoreOptions {
  readonly dir: string;
  /** At most this many matches in the lobby's list (default 100); `Infinity` for all. */
  readonly listLimit?: number;
  /** Flush each write to disk before it resolves (default true); without, a kill still loses nothing, a power cut may. */
  readonly durable?: boolean;
  /** Where a broken file is reported (default: console.error). */
  readonly report?: (message: string) => void;
}

type Part = "state" | "initial" | "metadata";

/** What `state.json` holds. */
interface StateFile {
  readonly state: State;
  readonly log: LogEntry[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isState = (v: unknown): boolean => isObject(v) && typeof v["_stateID"] === "number";

/** Whether a parsed file has the shape of its part (JSON that parses can still be the wrong thing). */
const SHAPE: Record<Part, (v: unknown) => boolean> = {
  state: (v) => isObject(v) && isState(v["state"]) && Array.isArray(v["log"]),
  initial: isState,
  metadata: (v) => isObject(v) && typeof v["updatedAt"] === "number" && isObject(v["players"]),
};

/** A match ID as a folder name: itself if plain, else `~` and its UTF-8 bytes in hex. */
export const folderOf = (matchID: string): string =>
  /^[A-Za-z0-9_-]{1,100}$/.test(matchID) ? matchID : `~${Buffer.from(matchID, "utf8").toString("hex")}`;

const matchIDOf = (folder: string): string =>
  folder.startsWith("~") ? Buffer.from(folder.slice(1), "hex").toString("utf8") : folder;

/** Thrown when a write finds its match broken (the write is not made). */
export class BrokenMatchError extends Error {
  constructor(
    readonly matchID: string,
    reason: string,
  ) {
    super(`match ${matchID} is broken: ${reason}`);
    this.name = "BrokenMatchError";
  }
}

export class FileStore extends Async {
  private readonly root: string;
  private readonly limit: number;
  private readonly durable: boolean;
  private readonly report: (message: string) => void;
  private readonly queue = new KeyQueue();
  private readonly merges = new MetadataMerge();
  /** Files already reported broken (each reported once); as many as there are broken files. */
  private readonly reported = new Set<string>();
  /** Matches found with a broken part: they read as absent and take no write until wiped. */
  private readonly broken = new Set<string>();

  constructor(options: FileStoreOptions) {
    super();
    this.root = join(options.dir, "matches");
    this.limit = options.listLimit ?? DEFAULT_LIST_LIMIT;
    this.durable = options.durable ?? true;
    this.report = options.report ?? ((message) => console.error(message));
  }

  private file(matchID: string, part: Part): string {
    return join(this.root, folderOf(matchID), `${part}.json`);
  }

  /**
   * Creates the directory, removes temporary files a kill left behind, and reads every match once:
   * each broken one is reported now and left out of the list from the start.
   */
  async connect(): Promise<void> {
    await mkdir(this.root, { recursive: true });
    for (const folder of await readdir(this.root, { withFileTypes: true })) {
      if (!folder.isDirectory()) continue;
      const dir = join(this.root, folder.name);
      for (const name of await readdir(dir).catch(() => [] as string[])) {
        if (name.endsWith(TEMP_SUFFIX)) await unlink(join(dir, name)).catch(() => undefined);
      }
      await this.fetch(matchIDOf(folder.name), { state: true, initialState: true, metadata: true });
    }
  }

  /** Reads one part; a broken file is reported (once) and read as absent. */
  private async read(matchID: string, part: Part): Promise<{ value: unknown; broken?: string }> {
    const path = this.file(matchID, part);
    const read = await readJson(path);
    if (read.kind === "missing") return { value: undefined };
    if (read.kind === "ok" && SHAPE[part](read.value)) return { value: read.value };
    const reason = read.kind === "ok" ? `not a match's ${part}` : read.reason;
    if (!this.reported.has(path)) {
      this.reported.add(path);
      this.report(`storage: match ${matchID} is broken: ${path}: ${reason}`);
    }
    return { value: undefined, broken: reason };
  }

  /** Whether any part of the match is on disk, readable or not. */
  private async exists(matchID: string): Promise<boolean> {
    const names = await readdir(join(this.root, folderOf(matchID))).catch(() => [] as string[]);
    return names.some((name) => name.endsWith(".json"));
  }

  /** Writes the parts of a new match (metadata last: a match is listed only once it is whole); refuses an existing ID. */
  override async createMatch(matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts): Promise<void> {
    await this.queue.run(matchID, async () => {
      if (await this.exists(matchID)) {
        this.report(`storage: refused to create match ${matchID} over the one stored under that ID`);
        return;
      }
      await mkdir(join(this.root, folderOf(matchID)), { recursive: true });
      const state: StateFile = { state: initialState, log: [] };
      await writeAtomic(this.file(matchID, "initial"), JSON.stringify(initialState), this.durable);
      await writeAtomic(this.file(matchID, "state"), JSON.stringify(state), this.durable);
      await writeAtomic(this.file(matchID, "metadata"), JSON.stringify(metadata), this.durable);
    });
  }

  /** Replaces the state and appends `deltalog` to its log, in one atomic write; an older state than the stored one is not written. */
  async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    await this.queue.run(matchID, async () => {
      const { value, broken } = await this.read(matchID, "state");
      if (broken !== undefined) this.broken.add(matchID);
      if (this.broken.has(matchID)) throw new BrokenMatchError(matchID, broken ?? "a part is unreadable");
      const stored = value as StateFile | undefined;
      if (stored !== undefined && stored.state._stateID > state._stateID) return;
      const next: StateFile = { state, log: [...(stored?.log ?? []), ...(deltalog ?? [])] };
      await writeAtomic(this.file(matchID, "state"), JSON.stringify(next), this.durable);
    });
  }

  /** Writes the changes made to fetched metadata onto the stored one (`metadata-merge.ts`), in the match's queue. */
  async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    const write = this.merges.writeOf(metadata);
    await this.queue.run(matchID, async () => {
      if (this.broken.has(matchID)) throw new BrokenMatchError(matchID, "a part is unreadable");
      const { value: stored } = await this.read(matchID, "metadata");
      await mkdir(join(this.root, folderOf(matchID)), { recursive: true });
      await writeAtomic(this.file(matchID, "metadata"), write(stored), this.durable);
    });
  }

  /** The parts asked for; a match with any broken part reads as absent in all of them. */
  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const [state, initial, metadata] = await Promise.all([
      opts.state || opts.log ? this.read(matchID, "state") : undefined,
      opts.initialState ? this.read(matchID, "initial") : undefined,
      opts.metadata ? this.read(matchID, "metadata") : undefined,
    ]);
    if ([state, initial, metadata].some((read) => read?.broken !== undefined)) this.broken.add(matchID);
    if (this.broken.has(matchID)) return {} as StorageAPI.FetchResult<O>;
    const stored = state?.value as StateFile | undefined;
    const result: Partial<StorageAPI.FetchFields> = {};
    if (opts.state) result.state = stored?.state as State;
    if (opts.log) result.log = stored?.log as LogEntry[];
    if (opts.initialState) result.initialState = initial?.value as State;
    if (opts.metadata)
      result.metadata = this.merges.remember(metadata?.value as Server.MatchData | undefined) as Server.MatchData;
    return result as StorageAPI.FetchResult<O>;
  }

  async wipe(matchID: string): Promise<void> {
    await this.queue.run(matchID, async () => {
      await rm(join(this.root, folderOf(matchID)), { recursive: true, force: true });
      this.broken.delete(matchID);
    });
  }

  /** The lobby's list: matches passing `opts`, newest first, bounded (`match-list.ts`); broken ones left out. */
  override async listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    const folders = await readdir(this.root, { withFileTypes: true }).catch(() => []);
    const entries: Array<[string, ListedMetadata]> = [];
    for (const folder of folders) {
      if (!folder.isDirectory()) continue;
      const matchID = matchIDOf(folder.name);
      if (this.broken.has(matchID)) continue;
      const { value } = await this.read(matchID, "metadata");
      if (value !== undefined) entries.push([matchID, value as ListedMetadata]);
    }
    return boundedList(entries, opts, this.limit);
  }

  /** Resolves once every write asked so far has landed. */
  async idle(): Promise<void> {
    await this.queue.idle();
  }

  /** Matches with a write pending (0 when idle: the queue keeps nothing per finished match). */
  get pendingWrites(): number {
    return this.queue.size;
  }
}
