// A bench worker's entry: workers do not inherit tsx's loader, so it is registered here before the
// bench itself is loaded (which then runs the job in `workerData`).
import { register } from "tsx/esm/api";

register();
await import("./bench.ts");
