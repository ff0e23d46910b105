import { mkdtempSync } from "node:fs";
import { startGameServer } from "./test/online/processes";
import { openMatch, connect } from "./test/online/play";
import { legalActions } from "./src/index";
const server = await startGameServer({ data: mkdtempSync("/tmp/teq-dbg-") });
try {
  const m = await openMatch(server.api, 2, {});
  const c = m.seats.map((s) => connect(server.url, s));
  const st = await c[0]!.until(() => true, 10000);
  console.log("state", st.stateID, st.currentPlayer, st.view.decision);
  const cur = c[Number(st.currentPlayer)]!;
  cur.send(legalActions(st.view)[0]);
  await new Promise((r) => setTimeout(r, 3000));
  console.log("after", cur.state?.stateID, cur.refusals, c[0]!.received.length);
  for (const x of c) x.close();
} finally { console.log(server.output().slice(-3000)); await server.stop(); }
