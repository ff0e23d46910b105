import { mkdtempSync } from "node:fs";
import { startGameServer } from "./test/online/processes";
import { openMatch, connect, playSeat, prng, latencies } from "./test/online/play";
const server = await startGameServer({ data: mkdtempSync("/tmp/teq-dbg-") });
try {
  const m = await openMatch(server.api, 2, {});
  const c = m.seats.map((s) => connect(server.url, s));
  const t = performance.now();
  const sent = await Promise.all(c.map((x, i) => playSeat(x, prng(i))));
  const dt = performance.now() - t;
  latencies.sort((a, b) => a - b);
  console.log("moves", sent, "s", dt / 1000, "p50", latencies[latencies.length >> 1], "p95", latencies[Math.floor(latencies.length * 0.95)]);
  for (const x of c) x.close();
} finally { await server.stop(); }
