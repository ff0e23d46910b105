// Drives `teq-engine serve --stdio` through a launch command exactly as a client would: every line
// on the server's stdout must be a JSON response to the request just sent (npm's run banner, or
// any other stray output, fails it). Plays a 2-player game, the client's seat by its first legal
// action, the other seat by the server's random bot, then sends `quit`. Used by scripts/smoke.mjs
// (the installed package) and test/tools (a checkout), so every launch command the docs offer is
// checked. `node scripts/stdio-check.mjs "<command>" [cwd]` runs it by hand.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

/**
 * Runs the exchange; resolves to `{ requests, actions }` or rejects with what went wrong (the line
 * received, the server's stderr, its exit status).
 *
 * @param {string} command - a shell command line, e.g. "npm start --silent -- serve --stdio"
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, timeoutMs?: number, gameOptions?: object, checkSheet?: (sheet: any) => void }} [options]
 *   `gameOptions`: the new game's options (default a 2-player base game); `checkSheet`: throws when
 *   the final score sheet is not as expected (a module's score source in it, say).
 */
export function driveStdio(command, options = {}) {
  const child = spawn(command, {
    shell: true,
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ["pipe", "pipe", "pipe"],
    detached: process.platform !== "win32",
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const lines = createInterface({ input: child.stdout, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const exited = new Promise((resolve) => child.on("close", (code, signal) => resolve(signal ?? code)));
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM"); // the whole group: npm, tsx and node under a shell
    } catch {
      child.kill("SIGTERM");
    }
  };
  let id = 0;
  const call = async (cmd, params = {}) => {
    id++;
    child.stdin.write(JSON.stringify({ id, cmd, ...params }) + "\n");
    const next = await lines.next();
    if (next.done)
      throw new Error(
        `"${command}": stdout closed before the response to ${cmd} (exit ${await exited}); stderr: ${stderr.trim()}`,
      );
    let response;
    try {
      response = JSON.parse(next.value);
    } catch {
      throw new Error(
        `"${command}": stdout line ${JSON.stringify(next.value)} is not a JSON response (to ${cmd}); stderr: ${stderr.trim()}`,
      );
    }
    if (response.id !== id) throw new Error(`"${command}": response id ${response.id} for request ${id}`);
    if (!response.ok) throw new Error(`"${command}": ${cmd} failed: ${response.error.code} ${response.error.message}`);
    return response.result;
  };
  const exchange = async () => {
    const hello = await call("hello");
    if (hello.protocol !== 1) throw new Error(`"${command}": hello answered protocol ${hello.protocol}`);
    const created = await call("new-game", {
      options: options.gameOptions ?? { seed: 3, players: 2 },
      bots: [null, "random"],
    });
    let over = created.over;
    let actions = 0;
    while (!over) {
      const legal = await call("legal-actions", { game: created.game });
      over = (await call("apply", { game: created.game, action: legal.actions[0] })).over;
      if (++actions > 3000) throw new Error(`"${command}": the game did not end`);
    }
    const sheet = await call("scores", { game: created.game });
    if (!sheet.final) throw new Error(`"${command}": the score sheet is not final`);
    options.checkSheet?.(sheet);
    await call("quit");
    child.stdin.end();
    const status = await exited;
    if (status !== 0) throw new Error(`"${command}": exited ${status} after quit; stderr: ${stderr.trim()}`);
    return { requests: id, actions, stderr, sheet };
  };
  const timeoutMs = options.timeoutMs ?? 120_000;
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`"${command}": no end within ${timeoutMs} ms; stderr: ${stderr.trim()}`)),
      timeoutMs,
    );
  });
  return Promise.race([exchange(), timeout]).finally(() => {
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) stop();
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await driveStdio(process.argv[2], { cwd: process.argv[3] });
  console.log(`stdio: ${result.requests} requests, ${result.actions} client actions, clean stdout`);
}
