// ESLint with typescript-eslint's type-aware rules (`npm run lint`, part of `npm test`).
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: ["dist/**", "docs-site/**", "node_modules/**", "examples/web/dist/**", "**/*.js", "**/*.mjs", "**/*.cjs"],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // `_`-prefixed names are deliberately unused (a parameter kept for its position).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    // Tests read JSON, child-process output and deliberately malformed values: `any` is their subject.
    files: ["test/**/*.ts", "bench/**/*.ts", "scripts/**/*.ts"],
    rules: {
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      // Tests evaluate page scripts and V8 intrinsics (`%HasFastProperties`) through `new Function`.
      "@typescript-eslint/no-implied-eval": "off",
    },
  },
);
