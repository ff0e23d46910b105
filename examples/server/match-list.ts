/**
 * The lobby's match list, filtered as boardgame.io's `listMatches` options ask and bounded: the
 * `limit` most recently updated listed matches, newest first. A client pages back with the lobby's
 * own `updatedBefore` query set to the oldest `updatedAt` it has; a page that would end inside a
 * run of equal `updatedAt` takes the whole run, so paging that way skips no match.
 */
import type { Server, StorageAPI } from "boardgame.io";

/** The lobby lists at most this many matches per request unless the storage is told otherwise. */
export const DEFAULT_LIST_LIMIT = 100;

/** The fields of a match's metadata the list reads. */
export type ListedMetadata = Pick<Server.MatchData, "gameName" | "updatedAt" | "gameover" | "unlisted">;

/** Whether a match's metadata passes `opts` (boardgame.io's FlatFile semantics); unlisted matches never do. */
export function matches(metadata: ListedMetadata, opts: StorageAPI.ListMatchesOpts | undefined): boolean {
  if (metadata.unlisted === true) return false;
  if (opts?.gameName !== undefined && metadata.gameName !== opts.gameName) return false;
  const where = opts?.where;
  if (where?.isGameover !== undefined && (metadata.gameover !== undefined) !== where.isGameover) return false;
  if (where?.updatedBefore !== undefined && metadata.updatedAt >= where.updatedBefore) return false;
  if (where?.updatedAfter !== undefined && metadata.updatedAt <= where.updatedAfter) return false;
  return true;
}

/** The IDs of the matches that pass `opts`, newest first, at most `limit` (plus the rest of a tie at the end). */
export function boundedList(
  entries: Iterable<readonly [string, ListedMetadata]>,
  opts: StorageAPI.ListMatchesOpts | undefined,
  limit: number,
): string[] {
  const kept = [...entries]
    .filter(([, metadata]) => matches(metadata, opts))
    .sort(([a, x], [b, y]) => y.updatedAt - x.updatedAt || (a < b ? -1 : a > b ? 1 : 0));
  let end = Math.min(limit, kept.length);
  const last = kept[end - 1]?.[1].updatedAt;
  while (end < kept.length && kept[end]?.[1].updatedAt === last) end++;
  return kept.slice(0, end).map(([id]) => id);
}
