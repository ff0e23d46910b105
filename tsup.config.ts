import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  // TypeScript 6 deprecates `baseUrl`, which tsup's d.ts build still sets (TOOLCHAIN.md pitfall 1).
  dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
  sourcemap: true,
  clean: true,
  target: "es2022",
  // Runtime dependencies stay external: bundling seedrandom breaks its crypto shim in ESM.
  external: ["immer", "seedrandom"],
});
