// Reads the `@example` blocks of the PUBLIC API from built declarations (dist/index.d.ts): every
// export of the entry point, and the members of exported classes and interfaces. Each example
// becomes a small module that imports every public name it does not import itself, declares the
// usual context variables (`state`, `action`...), and holds the example's code in a function body
// (so an example may declare its own `state`). Used by scripts/smoke.mjs, which compiles them.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const ts = require("typescript");

/** Context an example may use without declaring it: name -> type (written against the public API). */
export const CONTEXT = {
  state: "GameState",
  next: "GameState",
  action: "Action",
  actions: "readonly Action[]",
  view: "PlayerView",
  decision: "Decision",
  event: "GameEvent",
  events: "readonly GameEvent[]",
  pack: "ContentPack",
  content: "ContentPack",
  options: "GameOptions",
  seat: "number",
  player: "number",
  error: "unknown",
};

function exampleTexts(node) {
  const out = [];
  for (const tag of ts.getJSDocTags(node)) {
    if (tag.tagName.text !== "example") continue;
    const text = typeof tag.comment === "string" ? tag.comment : (ts.getTextOfJSDocComment(tag.comment) ?? "");
    const blocks = [...text.matchAll(/```(?:ts|typescript)?[^\n]*\n([\s\S]*?)```/g)].map((m) => m[1]);
    out.push(...(blocks.length > 0 ? blocks : [text]));
  }
  return out;
}

/**
 * @param {string} dts - path of the entry declarations (dist/index.d.ts)
 * @returns {{ examples: { owner: string, file: string, offset: number }[], undocumented: string[], exported: string[] }}
 */
export function extractPublicExamples(dts) {
  const program = ts.createProgram([dts], {
    strict: true,
    noEmit: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(dts);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  const exports = checker.getExportsOfModule(moduleSymbol);
  const exported = exports.map((s) => s.getName()).sort();
  const found = [];
  const undocumented = [];
  for (const symbol of exports) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const own = [];
    for (const decl of target.getDeclarations() ?? []) {
      // A `const` or `let` example sits on its variable statement.
      const holder = ts.isVariableDeclaration(decl) ? decl.parent.parent : decl;
      for (const code of exampleTexts(holder)) own.push({ owner: symbol.getName(), code });
      if (ts.isClassDeclaration(decl) || ts.isInterfaceDeclaration(decl)) {
        for (const member of decl.members) {
          const name = member.name && ts.isIdentifier(member.name) ? member.name.text : "constructor";
          for (const code of exampleTexts(member)) found.push({ owner: `${symbol.getName()}.${name}`, code });
        }
      }
    }
    if (own.length === 0) undocumented.push(symbol.getName());
    found.push(...own);
  }
  const examples = found.map(({ owner, code }) => {
    const lines = code.split("\n");
    const imports = lines.filter((l) => /^\s*import\s/.test(l));
    const body = lines.filter((l) => !/^\s*import\s/.test(l));
    const ownNames = new Set(
      imports.flatMap((l) => {
        const m = /\{([^}]*)\}/.exec(l);
        return m
          ? m[1].split(",").map((n) =>
              n
                .trim()
                .replace(/^type\s+/, "")
                .split(/\s+as\s+/)
                .pop(),
            )
          : [];
      }),
    );
    const header = [
      `import { ${exported.filter((n) => !ownNames.has(n)).join(", ")} } from "teq-engine";`,
      ...imports,
      ...Object.entries(CONTEXT).map(([name, type]) => `declare let ${name}: ${type};`),
      "export async function example(): Promise<void> {",
    ];
    const file = [...header, ...body, "}", ""].join("\n");
    return { owner, file, offset: header.length - imports.length };
  });
  return { examples, undocumented, exported };
}
