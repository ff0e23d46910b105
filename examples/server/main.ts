/**
 * A runnable boardgame.io server for Tiny Epic Quest (examples/server/README.md).
 *
 *   npm run server -- [--host 127.0.0.1] [--port 8000] [--api-port 8001]
 *                     [--data DIR (default .teq-server) [--no-fsync] | --redis redis://127.0.0.1:6379] [--origin URL ...]
 *
 * Prints one JSON line `{"ready":true,"port":...,"apiPort":...}` once it listens; stops on SIGTERM
 * or SIGINT; on SIGUSR2 prints one JSON line `{"memory":{...}}` (process.memoryUsage(), after a
 * garbage collection when node runs with --expose-gc), which the soak test reads.
 */
import { parseArgs } from "node:util";
import { startServer, type Storage } from "./start";

const { values } = parseArgs({
  options: {
    host: { type: "string", default: "127.0.0.1" },
    port: { type: "string", default: "8000" },
    "api-port": { type: "string" },
    data: { type: "string" },
    redis: { type: "string" },
    origin: { type: "string", multiple: true },
    quiet: { type: "boolean", default: false },
    "no-fsync": { type: "boolean", default: false },
  },
});

const port = Number(values.port);
const storage: Storage = values.redis
  ? { kind: "redis", url: values.redis }
  : { kind: "files", dir: values.data ?? ".teq-server", durable: !values["no-fsync"] };
const running = await startServer({
  host: values.host,
  port,
  apiPort: values["api-port"] === undefined ? (port === 0 ? 0 : port + 1) : Number(values["api-port"]),
  storage,
  ...(values.origin ? { origins: values.origin } : {}),
  ...(values.quiet ? {} : { onRefusal: (r) => console.error(`refused seat ${r.playerID}: ${r.code}`) }),
});
const stop = (): void => {
  void running.stop().then(() => process.exit(0));
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
process.on("SIGUSR2", () => {
  (globalThis as { gc?: () => void }).gc?.();
  console.log(JSON.stringify({ memory: process.memoryUsage() }));
});
// Ready is announced only once the handlers are in place: a SIGUSR2 that came before them would
// end the process (its default action).
console.log(JSON.stringify({ ready: true, port: running.port, apiPort: running.apiPort, storage: storage.kind }));
