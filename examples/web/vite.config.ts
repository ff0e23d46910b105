// Vite config of the reference web client: `teq-engine` resolves to the library's source, so the
// client always runs the code in this repository (set TEQ_ENGINE=dist to use the built package).
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));
const entry = process.env["TEQ_ENGINE"] === "dist" ? here("../../dist/index.js") : here("../../src/index.ts");

export default defineConfig({
  root: here("."),
  base: "./",
  resolve: {
    alias: [
      { find: /^teq-engine$/, replacement: entry },
      {
        find: /^teq-engine\/boardgame\.io$/,
        replacement:
          process.env["TEQ_ENGINE"] === "dist"
            ? here("../../dist/boardgame.io/index.js")
            : here("../../src/adapters/boardgame-io/index.ts"),
      },
    ],
  },
  build: { outDir: here("dist"), emptyOutDir: true, target: "es2022" },
  server: { host: "127.0.0.1" },
});
