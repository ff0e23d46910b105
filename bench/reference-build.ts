// The build `npm run bench -- --against <ref>` measures beside this checkout's: a git commit (or
// any name git resolves to one) exported into a directory of the system's temporary folder,
// installed and built there once, and reused by later runs; or a directory that already holds a
// built checkout (its `dist/index.js`). Nothing is written inside this repository.
import { execFileSync, execSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";

/** The entry of a built checkout, as a URL `import()` takes. */
function entryOf(dir: string): string {
  return pathToFileURL(join(dir, "dist", "index.js")).href;
}

/**
 * The module URL of the reference build named by `against`: a built checkout's directory, or a git
 * revision of this repository, exported, installed (`npm ci`) and built (`npm run build`) on first use.
 *
 * @param against - a directory holding `dist/index.js`, or a git revision such as `b0f312b`
 * @param repo - the repository the revision is read from
 * @returns the URL of the build's `dist/index.js`, and a label for the report
 */
export function referenceBuild(against: string, repo: string): { url: string; label: string } {
  const asDir = resolve(against);
  if (existsSync(asDir) && statSync(asDir).isDirectory()) {
    if (!existsSync(join(asDir, "dist", "index.js")))
      throw new Error(`bench: ${asDir} has no dist/index.js; run \`npm run build\` there first.`);
    return { url: entryOf(asDir), label: asDir };
  }
  let sha: string;
  try {
    sha = execFileSync("git", ["rev-parse", "--verify", `${against}^{commit}`], { cwd: repo, encoding: "utf8" }).trim();
  } catch {
    throw new Error(`bench: --against ${against} is neither a directory nor a git revision of ${repo}.`);
  }
  const dir = join(tmpdir(), `teq-bench-ref-${sha.slice(0, 12)}`);
  const label = `${sha.slice(0, 7)} (${dir})`;
  if (existsSync(join(dir, "dist", "index.js"))) return { url: entryOf(dir), label };
  console.log(`bench: building ${sha.slice(0, 7)} in ${dir} (first use only)...`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // `sha` is 40 hex digits and `dir` a path of our own making: nothing here needs quoting but the path.
  execSync(`git archive --format=tar ${sha} | tar -x -C ${JSON.stringify(dir)}`, { cwd: repo, stdio: "inherit" });
  const quiet = { cwd: dir, stdio: ["ignore", "ignore", "inherit"] as ("ignore" | "inherit")[] };
  execFileSync("npm", ["ci", "--no-audit", "--no-fund"], quiet);
  execFileSync("npm", ["run", "build"], quiet);
  if (!existsSync(join(dir, "dist", "index.js")))
    throw new Error(`bench: building ${sha} in ${dir} made no dist/index.js.`);
  return { url: entryOf(dir), label };
}
