// A worker's entry for the bench and scripts/restart-cost.ts: workers do not inherit tsx's loader,
// so it is registered here before the script is loaded (the bench, or the module URL `entry` of
// `workerData`), which then runs the job in `workerData`.
import { register } from "tsx/esm/api";
import { workerData } from "node:worker_threads";

register();
await import(workerData?.entry ?? "./bench.ts");
