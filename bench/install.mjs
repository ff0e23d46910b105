// Installs the bench's own tools (boardgame.io, for the side-by-side figure) on first use, into
// bench/node_modules, so the library's install never carries them.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
if (!existsSync(join(here, "node_modules", "boardgame.io"))) {
  console.log("bench: installing boardgame.io 0.50.2 into bench/node_modules (first run only)...");
  try {
    execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--silent"], { cwd: here, stdio: "inherit" });
  } catch {
    console.log("bench: could not install boardgame.io; the comparison line will be skipped");
  }
}
