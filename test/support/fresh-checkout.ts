/**
 * A fresh checkout of this repository, as a new user has it after `git clone` and `npm ci`: the
 * files git tracks (and new files not ignored), without dist/, docs-site/ or any other build output,
 * in a scratch directory; node_modules is a link to this checkout's (what `npm ci` installs).
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");

/** Copies the checkout; `dispose` deletes the copy. `withModules: false` leaves out node_modules (before `npm ci`). */
export function freshCheckout(options: { readonly withModules?: boolean } = {}): {
  readonly dir: string;
  dispose(): void;
} {
  const dir = mkdtempSync(join(tmpdir(), "teq-fresh-"));
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: ROOT,
    encoding: "utf8",
  })
    .split("\0")
    .filter((f) => f !== "" && !f.startsWith("dist/"));
  for (const file of files) {
    try {
      cpSync(join(ROOT, file), join(dir, file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error; // deleted in the work tree, not yet in git
    }
  }
  if (options.withModules !== false) symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  return { dir, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
