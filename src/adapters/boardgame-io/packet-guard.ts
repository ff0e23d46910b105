/**
 * Checks of the packets a client sends a boardgame.io server, made before boardgame.io sees them:
 * event name, arity, argument types, size and depth.
 *
 * @module
 */

/**
 * Bounds on what one incoming packet may hold. Every bound is checked without recursion, so a
 * packet nested thousands of levels deep is refused, not followed.
 *
 * @example
 * ```ts
 * const limits: PacketLimits = { ...DEFAULT_PACKET_LIMITS, maxDepth: 12 };
 * ```
 */
export interface PacketLimits {
  /** Deepest nesting of arrays and objects in one argument (a move's action is about 4 deep). */
  readonly maxDepth: number;
  /** Most values (objects, arrays, scalars) in one packet. */
  readonly maxNodes: number;
  /** Longest string (or object key), in UTF-16 units. */
  readonly maxString: number;
  /** Approximate largest packet, in characters of its JSON. */
  readonly maxBytes: number;
}

/**
 * The default bounds: generous for Tiny Epic Quest's actions (a few hundred bytes, 4 levels deep).
 *
 * @example
 * ```ts
 * DEFAULT_PACKET_LIMITS.maxDepth; // 16
 * ```
 */
export const DEFAULT_PACKET_LIMITS: PacketLimits = { maxDepth: 16, maxNodes: 2000, maxString: 1024, maxBytes: 16_384 };

/** Object keys never accepted anywhere in a packet (prototype pollution and lookups through `Object.prototype`). */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** Whether `value` is a plain object (what JSON decodes to), not an array, a Buffer or a function. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Why `values` cannot be a packet's arguments, or null when every value is JSON data (null,
 * booleans, finite numbers, strings, arrays, plain objects) within `limits` and free of forbidden keys.
 */
export function dataProblem(values: readonly unknown[], limits: PacketLimits): string | null {
  const stack: Array<{ value: unknown; depth: number }> = values.map((value) => ({ value, depth: 0 }));
  let nodes = 0;
  let bytes = 0;
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (++nodes > limits.maxNodes) return `more than ${limits.maxNodes} values`;
    if (depth > limits.maxDepth) return `nested deeper than ${limits.maxDepth}`;
    bytes += 8;
    if (value === null || value === undefined || typeof value === "boolean") continue;
    if (typeof value === "number") {
      if (!Number.isFinite(value)) return "a number that is not finite";
      continue;
    }
    if (typeof value === "string") {
      if (value.length > limits.maxString) return `a string longer than ${limits.maxString}`;
      bytes += value.length;
    } else if (Array.isArray(value)) {
      for (const item of value as unknown[]) stack.push({ value: item, depth: depth + 1 });
    } else if (isPlainObject(value)) {
      for (const key of Object.keys(value)) {
        if (FORBIDDEN_KEYS.has(key)) return `a forbidden key "${key}"`;
        if (key.length > limits.maxString) return `a key longer than ${limits.maxString}`;
        bytes += key.length;
        stack.push({ value: value[key], depth: depth + 1 });
      }
    } else {
      return `a value of type ${typeof value === "object" ? "binary or class instance" : typeof value}`;
    }
    if (bytes > limits.maxBytes) return `larger than ${limits.maxBytes} bytes`;
  }
  return null;
}

/** A packet's event name for a log line: a string (quoted, cut at 40), else its type (a client may send any JSON value). */
export function eventName(event: unknown): string {
  return typeof event === "string" ? JSON.stringify(event.slice(0, 40)) : `<${event === null ? "null" : typeof event}>`;
}

/** What a packet asks once its shape is checked. */
export type CheckedPacket =
  | {
      readonly kind: "update";
      readonly action: { readonly type: "MAKE_MOVE"; readonly payload: Record<string, unknown> };
      readonly stateID: number;
      readonly matchID: string;
      readonly playerID: string;
    }
  | {
      readonly kind: "sync";
      readonly matchID: string;
      readonly playerID: string | null;
      readonly credentials: string | undefined;
    }
  | {
      readonly kind: "chat";
      readonly matchID: string;
      readonly message: { readonly id: string; readonly sender: string; readonly payload: unknown };
      readonly credentials: string | undefined;
    };

/** What the shape checks need to know of the server. */
export interface PacketRules {
  /** The game's own move names (own properties only: no `constructor`, no `toString`). */
  readonly moves: ReadonlySet<string>;
  /** Whether chat packets are taken at all. */
  readonly chat: boolean;
  /** Largest chat message, in characters of its JSON. */
  readonly maxChatBytes: number;
  readonly limits: PacketLimits;
}

/** A match ID as the lobby makes them (nanoid: letters, digits, `_` and `-`). */
const MATCH_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** A seat's playerID ("0", "1", ...). */
const PLAYER_ID = /^[0-9]{1,2}$/;

const onlyKeys = (value: Record<string, unknown>, allowed: readonly string[]): boolean =>
  Object.keys(value).every((k) => allowed.includes(k));
const optionalString = (value: unknown, max: number): value is string | undefined | null =>
  value === undefined || value === null || (typeof value === "string" && value.length <= max);

/**
 * Checks one incoming packet: its event name among `update`, `sync` (and `chat` when enabled), its
 * arity, every argument's type, and its size and depth. Only a `MAKE_MOVE` action naming one of the
 * game's own moves, sent by the seat it names, passes as an update. Returns the packet's parts, or
 * the reason it is refused.
 */
export function checkPacket(event: unknown, args: readonly unknown[], rules: PacketRules): CheckedPacket | string {
  if (event !== "update" && event !== "sync" && !(event === "chat" && rules.chat))
    return `event ${eventName(event)} is not served`;
  const problem = dataProblem(args, rules.limits);
  if (problem !== null) return `arguments hold ${problem}`;
  if (event === "sync") {
    if (args.length < 1 || args.length > 4) return "sync takes 1 to 4 arguments";
    const [matchID, playerID, credentials, numPlayers] = args;
    if (typeof matchID !== "string" || !MATCH_ID.test(matchID)) return "sync: matchID is not a match ID";
    if (!(playerID === undefined || playerID === null || (typeof playerID === "string" && PLAYER_ID.test(playerID))))
      return "sync: playerID is not a seat";
    if (!optionalString(credentials, 256)) return "sync: credentials are not a string";
    if (!(numPlayers === undefined || numPlayers === null || typeof numPlayers === "number"))
      return "sync: numPlayers is not a number";
    return { kind: "sync", matchID, playerID: playerID ?? null, credentials: credentials ?? undefined };
  }
  if (event === "chat") {
    if (args.length !== 3) return "chat takes 3 arguments";
    const [matchID, message, credentials] = args;
    if (typeof matchID !== "string" || !MATCH_ID.test(matchID)) return "chat: matchID is not a match ID";
    if (!optionalString(credentials, 256)) return "chat: credentials are not a string";
    if (!isPlainObject(message) || !onlyKeys(message, ["id", "sender", "payload"])) return "chat: not a chat message";
    const { id, sender, payload } = message;
    if (typeof id !== "string" || typeof sender !== "string" || !PLAYER_ID.test(sender))
      return "chat: id or sender is not a string";
    if (JSON.stringify(message).length > rules.maxChatBytes) return `chat: message over ${rules.maxChatBytes} bytes`;
    return { kind: "chat", matchID, message: { id, sender, payload }, credentials: credentials ?? undefined };
  }
  if (args.length !== 4) return "update takes 4 arguments";
  const [action, stateID, matchID, playerID] = args;
  if (typeof matchID !== "string" || !MATCH_ID.test(matchID)) return "update: matchID is not a match ID";
  if (typeof playerID !== "string" || !PLAYER_ID.test(playerID)) return "update: playerID is not a seat";
  if (typeof stateID !== "number" || !Number.isSafeInteger(stateID) || stateID < 0)
    return "update: stateID is not a count";
  if (!isPlainObject(action) || !onlyKeys(action, ["type", "payload"])) return "update: action is not an action";
  if (action["type"] !== "MAKE_MOVE") return `update: action type ${JSON.stringify(action["type"])} is refused`;
  const payload = action["payload"];
  if (!isPlainObject(payload) || !onlyKeys(payload, ["type", "args", "playerID", "credentials"]))
    return "update: payload is not a move";
  const name = payload["type"];
  if (typeof name !== "string" || !rules.moves.has(name)) return `update: no move named ${JSON.stringify(name)}`;
  if (!(payload["args"] === undefined || payload["args"] === null || Array.isArray(payload["args"])))
    return "update: args are not a list";
  if (payload["playerID"] !== playerID) return "update: the move's playerID is not the sender's";
  if (!optionalString(payload["credentials"], 256)) return "update: credentials are not a string";
  return { kind: "update", action: { type: "MAKE_MOVE", payload }, stateID, matchID, playerID };
}
