/**
 * Hidden classes that outlive a full garbage collection.
 *
 * V8 gives a class instance the hidden class (map) its constructor's field stores lead to, and it
 * reaches that map from the class's initial map only by a weak transition. Optimized code that
 * checks for the map holds it weakly too. When a full collection finds no live instance, the map
 * dies and every function compiled against it is deoptimized ("weak objects"); the next call runs
 * in the interpreter until TurboFan compiles it again. The engine's short-lived objects (the
 * transition context, the RNG, the move and Night views, a Simulator between games) have no live
 * instance between two games, or while an application does something else, so a full collection
 * there used to throw away most of the hot path: the next game ran 3-7x slower.
 *
 * A {@link ShapeAnchor} keeps the latest instance of its class reachable, and with it the map and
 * the code. It costs one store per construction and retains one instance (and what it refers to)
 * per class. `test/contract/code-after-gc.test.ts` runs games with a full collection before each
 * and counts the "weak objects" deoptimizations.
 *
 * @module
 */

/** Keeps the latest instance of one class reachable, so that its hidden class survives a full collection. */
export class ShapeAnchor<T extends object> {
  /** The latest instance constructed (written by the class's constructor). */
  latest: T | null = null;
}
