/**
 * Files written whole or not at all: each write goes to a temporary file in the same directory,
 * is flushed to disk (fsync), then renamed over the old file (rename is atomic on POSIX file
 * systems), and the directory is flushed so the rename itself survives a power cut. A reader sees
 * the old file or the new one, never a half-written one, whatever moment the process is killed.
 */
import { open, readFile, rename, unlink } from "node:fs/promises";
import { dirname } from "node:path";

let written = 0;

/** The suffix of the temporary files (left behind only by a kill between write and rename). */
export const TEMP_SUFFIX = ".tmp";

/** Flushes a directory's entries (a rename into it) to disk. */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Replaces `path` by `text` atomically; with `durable`, flushed to disk before it resolves. */
export async function writeAtomic(path: string, text: string, durable = true): Promise<void> {
  const temp = `${path}.${process.pid}.${++written}${TEMP_SUFFIX}`;
  const handle = await open(temp, "w");
  try {
    await handle.writeFile(text, "utf8");
    if (durable) await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  if (durable) await syncDirectory(dirname(path));
}

/** A JSON file read back: its value, absent, or unreadable (empty, cut short, not JSON) with the reason. */
export type ReadJson =
  | { readonly kind: "ok"; readonly value: unknown }
  | { readonly kind: "missing" }
  | { readonly kind: "corrupt"; readonly reason: string };

/** Reads and parses a JSON file, never throwing for an absent, empty or malformed one. */
export async function readJson(path: string): Promise<ReadJson> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { kind: "missing" };
    return { kind: "corrupt", reason: (error as Error).message };
  }
  if (text.length === 0) return { kind: "corrupt", reason: "empty file (0 bytes)" };
  try {
    return { kind: "ok", value: JSON.parse(text) as unknown };
  } catch (error) {
    return { kind: "corrupt", reason: `not JSON (${(error as Error).message}), ${text.length} bytes` };
  }
}
