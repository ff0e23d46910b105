import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

// `npm run test:quick`: the development loop. Every rules, engine, content, docs and text suite;
// not the long randomized contract suites, the random full games, the CLI, tools and browser
// suites, the Python environments, nor the type tests (all of which `npm test` and CI run).
export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        "test/contract/**",
        "test/**/random-games.test.ts",
        "test/bots/**",
        "test/cli/**",
        "test/tools/**",
        "test/browser/**",
        "test/online/**",
        "test/python/**",
        "test/engine/parse-state.test.ts",
        "node_modules/**",
      ],
    },
  }),
);
