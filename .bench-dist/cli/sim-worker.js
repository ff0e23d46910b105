#!/usr/bin/env node
import {
  playGame
} from "./chunk-R2XIUFMQ.js";

// src/tools/sim/worker.ts
import { parentPort } from "worker_threads";
var port = parentPort;
if (port !== null) {
  port.on("message", (chunk) => {
    try {
      for (let seed = chunk.from; seed <= chunk.to; seed++) {
        port.postMessage({ type: "game", chunk: chunk.id, rows: playGame(chunk.setup, seed) });
      }
      port.postMessage({ type: "done", chunk: chunk.id });
    } catch (error) {
      port.postMessage({ type: "error", chunk: chunk.id, message: error instanceof Error ? `${error.name}: ${error.message}` : String(error) });
    }
  });
}
