/**
 * The observation layout and the action space as Markdown tables (docs/ml.md embeds them; a test
 * keeps the two in sync).
 *
 * @module
 */
import type { MlConfig } from "./config";
import { actionSpace } from "./action-space";
import { observationSpec } from "./observation";

/** The configurations the size table lists. */
const CONFIGS: readonly { readonly name: string; readonly config: MlConfig }[] = [
  { name: "solo", config: { players: 1 } },
  { name: "solo + GloomFall + Golden Mushrooms", config: { players: 1, modules: ["gloomfall", "golden-mushrooms"] } },
  { name: "2 players", config: { players: 2 } },
  { name: "3 players", config: { players: 3 } },
  { name: "4 players", config: { players: 4 } },
  { name: "2 players + GloomFall", config: { players: 2, modules: ["gloomfall"] } },
  { name: "2 players + Golden Mushrooms", config: { players: 2, modules: ["golden-mushrooms"] } },
  {
    name: "4 players + GloomFall + Golden Mushrooms",
    config: { players: 4, modules: ["gloomfall", "golden-mushrooms"] },
  },
];

/** A Markdown table row (pipes in cells escaped). */
const row = (cells: readonly (string | number)[]): string =>
  `| ${cells.map((c) => String(c).replace(/\|/g, "\\|")).join(" | ")} |`;

/**
 * The Markdown tables of docs/ml.md's generated section: the observation slices (2-player base,
 * then the module slices), the sizes of every configuration, and the action types with their
 * fields. The docs are regenerated from this, never edited by hand.
 *
 * @returns Markdown text
 * @example
 * ```ts
 * import { mlTables } from "teq-engine/ml";
 * mlTables().includes("| phase |"); // true
 * ```
 */
export function mlTables(): string {
  const out: string[] = [];
  const base = observationSpec({ players: 2 });
  out.push(`### Observation slices (2 players, base game; version ${base.version})`, "");
  out.push(row(["slice", "offset", "length", "holds"]), row(["---", "---", "---", "---"]));
  for (const s of base.slices) out.push(row([s.name, s.offset, s.length, s.meaning]));
  out.push("", "### Module slices (appended after `scores`)", "");
  out.push(row(["slice", "when", "length (4 players; solo)", "holds"]), row(["---", "---", "---", "---"]));
  const gm = observationSpec({ players: 4, modules: ["golden-mushrooms"] }).slices.find(
    (s) => s.name === "goldenMushrooms",
  )!;
  const gm1 = observationSpec({ players: 1, modules: ["golden-mushrooms"] }).slices.find(
    (s) => s.name === "goldenMushrooms",
  )!;
  const solo = observationSpec({ players: 1 }).slices.find((s) => s.name === "solo")!;
  out.push(row([gm.name, "Golden Mushrooms", `${gm.length}; ${gm1.length}`, gm.meaning]));
  out.push(row([solo.name, "solo", `-; ${solo.length}`, solo.meaning]));
  out.push("", "### Sizes by configuration", "");
  out.push(row(["configuration", "observation length", "action ids (N)"]), row(["---", "---", "---"]));
  for (const c of CONFIGS) out.push(row([c.name, observationSpec(c.config).length, actionSpace(c.config).size]));
  const all = actionSpace({ players: 4, modules: ["gloomfall", "golden-mushrooms"] });
  out.push("", `### Action types (4 players, GloomFall and Golden Mushrooms; version ${all.version})`, "");
  out.push(row(["type", "first id", "ids", "fields (size: values)"]), row(["---", "---", "---", "---"]));
  for (const t of all.types)
    out.push(
      row([t.type, t.offset, t.size, t.fields.map((f) => `${f.name} (${f.size}: ${f.meaning})`).join("; ") || "-"]),
    );
  const soloType = actionSpace({ players: 1 }).types.find((t) => t.type === "solo/choose-aggressive-goblins")!;
  out.push("", "Solo games add, after the base types (and after GloomFall's):", "");
  out.push(row(["type", "ids", "fields (size: values)"]), row(["---", "---", "---"]));
  out.push(
    row([soloType.type, soloType.size, soloType.fields.map((f) => `${f.name} (${f.size}: ${f.meaning})`).join("; ")]),
  );
  out.push(
    "",
    "Without Golden Mushrooms the `mushroom` field is absent (its size is 1); without GloomFall there are no `gloomfall/` types.",
  );
  return out.join("\n") + "\n";
}
