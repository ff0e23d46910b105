/**
 * The one option reader of the command line (`npm start` and every command): Node's
 * `util.parseArgs` splits the arguments, and this module words every mistake alike:
 * `--name value`, `--name=value`, boolean flags and positional arguments.
 *
 * @module
 */
import { parseArgs } from "node:util";
import { ToolError } from "../../tools/errors";

/** What a command accepts: options taking a value, flags, and one-letter aliases (`{ h: "help" }`). */
export interface OptionSpec {
  readonly values: readonly string[];
  readonly flags: readonly string[];
  readonly short?: Readonly<Record<string, string>>;
}

/** The options read, and the positional arguments in order. */
export interface ParsedOptions {
  readonly values: Readonly<Record<string, string>>;
  readonly flags: ReadonlySet<string>;
  readonly positional: readonly string[];
}

/** Reads argv against a spec: the options, or a message saying what is wrong (lower case, no full stop). */
export function readOptions(argv: readonly string[], spec: OptionSpec): ParsedOptions | string {
  const options: Record<string, { type: "string" | "boolean"; short?: string }> = {};
  for (const name of spec.values) options[name] = { type: "string" };
  for (const name of spec.flags) options[name] = { type: "boolean" };
  for (const [letter, name] of Object.entries(spec.short ?? {}))
    if (options[name] !== undefined) options[name].short = letter;
  // Not strict: the tokens come back as written, and the checks below word each mistake.
  const { tokens } = parseArgs({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true });
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  const positional: string[] = [];
  for (const token of tokens) {
    if (token.kind === "positional") positional.push(token.value);
    if (token.kind !== "option") continue;
    const option = `--${token.name}`;
    if (spec.flags.includes(token.name)) {
      if (token.value !== undefined) return `${option} takes no value`;
      flags.add(token.name);
    } else if (spec.values.includes(token.name)) {
      // `--seed --players 2`: the next option is not a value (write `--seed=--x` for one; `--seed -1` is one).
      if (
        token.value === undefined ||
        token.value === "" ||
        (token.inlineValue === false && token.value.startsWith("--"))
      )
        return `${option} needs a value`;
      if (Object.hasOwn(values, token.name)) return `${option} is given twice`;
      values[token.name] = token.value;
    } else return `unknown option "${token.rawName}"`;
  }
  return { values, flags, positional };
}

/** Reads argv against a spec; throws `BAD_ARGUMENT` for anything it does not know. */
export function parseOptions(argv: readonly string[], spec: OptionSpec): ParsedOptions {
  const read = readOptions(argv, spec);
  if (typeof read === "string") throw new ToolError("BAD_ARGUMENT", `${read[0]!.toUpperCase()}${read.slice(1)}.`);
  return read;
}

/** A whole number option within bounds. */
export function intOption(
  value: string | undefined,
  name: string,
  fallback: number,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max)
    throw new ToolError(
      "BAD_ARGUMENT",
      `--${name} must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ""}, not "${value}".`,
    );
  return Number(value);
}
