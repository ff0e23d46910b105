import { defineConfig } from "tsup";

export default defineConfig({
  entry: ["src/index.ts"],
  format: ["esm", "cjs"],
  // TypeScript 6 deprecates `baseUrl`, which tsup's d.ts build still sets (TOOLCHAIN.md pitfall 1).
  dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
  sourcemap: true,
  clean: true,
  target: "es2022",
  // immer, the one runtime dependency, stays external (browsers map it to its production ESM build;
  // README "Browsers without a bundler"). The RNG is the library's own (src/core/alea.ts).
  external: ["immer"],
});
