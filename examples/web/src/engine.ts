/**
 * The engines the page plays through: the reference one (the library's own pack), or one built by
 * `createEngine({ content })` from a content pack file the player loaded. The pack chosen in the
 * new-game form starts new games; the engine shown is the one of the game on screen (its board,
 * words and legal actions all come from that engine's pack).
 */
import { createEngine, type ContentPack, type Engine } from "teq-engine";

/** The engine of the library's reference pack. */
export const REFERENCE: Engine = createEngine();

let chosen: Engine = REFERENCE;
let shown: Engine = REFERENCE;

/** The engine new games start on (the pack chosen in the new-game form). */
export function chosenEngine(): Engine {
  return chosen;
}

/** Makes `engine` the one new games start on. */
export function chooseEngine(engine: Engine): void {
  chosen = engine;
}

/** The engine of the game on screen (the board, the words and the legal actions use its pack). */
export function shownEngine(): Engine {
  return shown;
}

/** Shows a game of `engine` (called before each render). */
export function showEngine(engine: Engine): void {
  shown = engine;
}

/** Whether an engine plays the reference pack. */
export function isReference(engine: Engine): boolean {
  return engine.fingerprint === REFERENCE.fingerprint;
}

/** A pack file that is not JSON (its parser's message says where). */
export class NotJson extends Error {
  constructor(message: string) {
    super(message);
    this.name = "NotJson";
  }
}

/**
 * The engine of a content pack file's text: validated by `createEngine` (the library's
 * `validateContent`), which throws an `InvalidContentError` listing the problems of an invalid pack;
 * text that is not JSON throws {@link NotJson}.
 */
export function engineOfPack(text: string): Engine {
  let content: unknown;
  try {
    content = JSON.parse(text);
  } catch (error) {
    throw new NotJson(error instanceof Error ? error.message : String(error));
  }
  // Unchecked until createEngine validates it: any JSON value may be given.
  return createEngine({ content: content as ContentPack });
}
