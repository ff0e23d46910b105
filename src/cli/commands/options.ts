/**
 * A small option reader shared by the commands: `--name value`, `--name=value`, boolean flags and
 * positional arguments.
 *
 * @module
 */
import { ToolError } from "../../tools/errors";

/** What a command accepts: options taking a value, and flags. */
export interface OptionSpec {
  readonly values: readonly string[];
  readonly flags: readonly string[];
}

/** The options read, and the positional arguments in order. */
export interface ParsedOptions {
  readonly values: Readonly<Record<string, string>>;
  readonly flags: ReadonlySet<string>;
  readonly positional: readonly string[];
}

/** Reads argv against a spec; throws `BAD_ARGUMENT` for anything it does not know. */
export function parseOptions(argv: readonly string[], spec: OptionSpec): ParsedOptions {
  const values: Record<string, string> = {};
  const flags = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith("--")) {
      positional.push(arg);
      continue;
    }
    const eq = arg.indexOf("=");
    const name = (eq >= 0 ? arg.slice(0, eq) : arg).slice(2);
    if (spec.flags.includes(name)) {
      if (eq >= 0) throw new ToolError("BAD_ARGUMENT", `--${name} takes no value.`);
      flags.add(name);
    } else if (spec.values.includes(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || value === "" || (eq < 0 && value.startsWith("--"))) throw new ToolError("BAD_ARGUMENT", `--${name} needs a value.`);
      values[name] = value;
    } else throw new ToolError("BAD_ARGUMENT", `Unknown option "${arg}".`);
  }
  return { values, flags, positional };
}

/** A whole number option within bounds. */
export function intOption(value: string | undefined, name: string, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) throw new ToolError("BAD_ARGUMENT", `--${name} must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ""}, not "${value}".`);
  return Number(value);
}
