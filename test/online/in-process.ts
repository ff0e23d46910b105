/**
 * Runs a boardgame.io server object (`createTeqServer`, `Server`) in the test's own process, its
 * game socket and its lobby each on a free port of 127.0.0.1.
 */
import type { AddressInfo } from "node:net";
import type { createTeqServer } from "../../src/adapters/boardgame-io/server";

/** A server running in process: where its socket (`url`) and lobby (`api`) answer, and its stop. */
export interface InProcessServer {
  readonly url: string;
  readonly api: string;
  stop(): void;
}

/** Node's `{ port, host }` listen options, passed where boardgame.io's `run` types a port number. */
const on = (port: number): number => ({ port, host: "127.0.0.1" }) as unknown as number;

/** Runs `server` on two free ports of 127.0.0.1 (the game's and the lobby's). */
export async function runInProcess(server: ReturnType<typeof createTeqServer>): Promise<InProcessServer> {
  const servers = await server.run({ port: on(0), lobbyConfig: { apiPort: on(0) } });
  const at = (http: { address(): unknown }): string => `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return { url: at(servers.appServer), api: at(servers.apiServer), stop: () => server.kill(servers) };
}
