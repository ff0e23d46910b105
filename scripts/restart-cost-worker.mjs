// A build's worker for scripts/restart-cost.ts: workers do not inherit tsx's loader, so it is
// registered here before the script itself is loaded (which then serves the build in `workerData`).
import { register } from "tsx/esm/api";

register();
await import("./restart-cost.ts");
