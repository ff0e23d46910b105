/**
 * The real processes the online tests run: the example boardgame.io server (examples/server) and
 * Debian's redis-server, each on 127.0.0.1 and a free port, each stopped by its pid.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..", "..");

/** Where Debian's redis-server package installs the server. */
export const REDIS_PATH = process.env["TEQ_REDIS"] ?? "/usr/bin/redis-server";

/** Whether redis-server is installed; when not, prints the one line saying the check was skipped and how to enable it. */
export function redisAvailable(check: string): boolean {
  if (existsSync(REDIS_PATH)) return true;
  console.log(
    `SKIPPED ${check}: no redis-server at ${REDIS_PATH}; install it with \`apt-get install -y redis-server\` (or set TEQ_REDIS).`,
  );
  return false;
}

/** A free TCP port on 127.0.0.1 (for redis-server, which takes no port 0). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => ok(port));
    });
  });
}

/** A child process started by a test: its pid, its output so far, and a stop that waits for its exit. */
export interface Child {
  readonly pid: number;
  output(): string;
  stop(): Promise<void>;
  /** Sends SIGKILL (no chance to finish anything) and waits for the exit. */
  kill(): Promise<void>;
  /** Whether it is still running. */
  alive(): boolean;
}

/** Spawns `command`, resolving once a line of its stdout matches `ready` (or failing after `timeoutMs`). */
function startChild(
  command: string,
  args: readonly string[],
  ready: RegExp,
  timeoutMs: number,
): Promise<{ child: Child; line: string }> {
  const proc: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, NODE_ENV: "production" },
  });
  let out = "";
  const exited = new Promise<void>((ok) => proc.once("exit", () => ok()));
  const child: Child = {
    pid: proc.pid ?? -1,
    output: () => out,
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      process.kill(child.pid, "SIGTERM");
      const killer = setTimeout(() => proc.exitCode === null && process.kill(child.pid, "SIGKILL"), 5000);
      await exited;
      clearTimeout(killer);
    },
    async kill() {
      if (proc.exitCode !== null || proc.signalCode !== null) return;
      process.kill(child.pid, "SIGKILL");
      await exited;
    },
    alive: () => proc.exitCode === null && proc.signalCode === null,
  };
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => {
      void child.stop();
      fail(new Error(`${command} did not start within ${timeoutMs} ms:\n${out.slice(-2000)}`));
    }, timeoutMs);
    const onData = (chunk: Buffer): void => {
      out += chunk.toString("utf8");
      const line = out.split("\n").find((l) => ready.test(l));
      if (line === undefined) return;
      clearTimeout(timer);
      ok({ child, line });
    };
    proc.stdout?.on("data", onData);
    proc.stderr?.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
    proc.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`${command} exited (${code}) before it was ready:\n${out.slice(-2000)}`));
    });
  });
}

/** A running example server. */
export interface GameServer extends Child {
  /** The game (socket.io) URL. */
  readonly url: string;
  /** The lobby API's URL. */
  readonly api: string;
}

/** Storage of a server started by a test: a directory (the example's FileStore) or a Redis URL. */
export type TestStorage = { readonly data: string } | { readonly redis: string };

/** Where and how to start a server: its ports (free ones by default) and extra Node flags. */
export interface ServerOptions {
  readonly origins?: readonly string[];
  /** The game and lobby ports (e.g. a killed server's, so its clients reconnect by themselves). */
  readonly ports?: { readonly port: number; readonly apiPort: number };
  readonly nodeFlags?: readonly string[];
}

/** Starts examples/server/main.ts in its own Node process on 127.0.0.1 (free ports unless told). */
export async function startGameServer(
  storage: TestStorage,
  originsOrOptions: readonly string[] | ServerOptions = [],
): Promise<GameServer> {
  const options: ServerOptions = Array.isArray(originsOrOptions)
    ? { origins: originsOrOptions as readonly string[] }
    : (originsOrOptions as ServerOptions);
  const origins = options.origins ?? [];
  const ports = options.ports ?? { port: 0, apiPort: 0 };
  const args = [
    ...(options.nodeFlags ?? []),
    "--import",
    "tsx",
    join(ROOT, "examples/server/main.ts"),
    "--host",
    "127.0.0.1",
    "--port",
    String(ports.port),
    "--api-port",
    String(ports.apiPort),
    ...("data" in storage ? ["--data", storage.data] : ["--redis", storage.redis]),
    ...origins.flatMap((o) => ["--origin", o]),
  ];
  const { child, line } = await startChild(process.execPath, args, /^\{"ready":true/, 90_000);
  const { port, apiPort } = JSON.parse(line) as { port: number; apiPort: number };
  return { ...child, url: `http://127.0.0.1:${port}`, api: `http://127.0.0.1:${apiPort}` };
}

/** Starts redis-server on 127.0.0.1 (a free port), without persistence. */
export async function startRedis(): Promise<Child & { readonly url: string }> {
  const port = await freePort();
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"];
  const { child } = await startChild(REDIS_PATH, args, /Ready to accept connections/, 30_000);
  return { ...child, url: `redis://127.0.0.1:${port}` };
}

/** The server's process.memoryUsage() in MiB, which it prints on SIGUSR2 (after a GC when started with --expose-gc). */
export async function memoryOf(server: GameServer): Promise<{ rss: number; heapUsed: number }> {
  const before = server.output().split('{"memory":').length;
  process.kill(server.pid, "SIGUSR2");
  for (let waited = 0; waited < 30_000; waited += 50) {
    const parts = server.output().split('{"memory":');
    if (parts.length > before) {
      const line = `{"memory":${(parts[before] ?? "").split("\n")[0] ?? ""}`;
      const { memory } = JSON.parse(line) as { memory: { rss: number; heapUsed: number } };
      return { rss: memory.rss / 2 ** 20, heapUsed: memory.heapUsed / 2 ** 20 };
    }
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error(
    `the server printed no memory report within 30 s of SIGUSR2 (${server.alive() ? "still running" : "it has exited"}); ` +
      `its last output: ${server.output().slice(-600)}`,
  );
}
