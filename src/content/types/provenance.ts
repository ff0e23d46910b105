/**
 * Where content values come from: the {@link Source} of a value and the {@link Provenance} of a
 * record.
 *
 * @module
 */

/**
 * Where a value comes from.
 *
 * - `confirmed`: stated by a rulebook or an official ruling; `ref` names the section or ruling.
 * - `provisional`: not confirmed by any public source; `reason` says what was inferred or chosen.
 *   A user with the printed cards can replace it through a content pack.
 *
 * @example
 * ```ts
 * const snakeLevel: Source = { status: "confirmed", ref: "Rulebook, Learning Spells" };
 * const trackIcons: Source = { status: "provisional", reason: "printed temple tracks are not public" };
 * ```
 */
export type Source =
  | {
      /** The value is stated by a rulebook or an official ruling. */
      readonly status: "confirmed";
      /** The rulebook section or ruling that states the value. */
      readonly ref: string;
    }
  | {
      /** The value is not confirmed by any public source; this project chose it. */
      readonly status: "provisional";
      /** What was inferred or chosen, and why. */
      readonly reason: string;
    };

/**
 * The provenance of one record: one {@link Source} for each of its data fields, keyed by field
 * name. `validateContent` checks that every data field of every record has an entry.
 *
 * @example
 * ```ts
 * const provenance: Provenance = {
 *   name: { status: "confirmed", ref: "Rulebook, Legendary Items" },
 *   tracks: { status: "provisional", reason: "printed temple tracks are not public" },
 * };
 * ```
 */
export type Provenance = Readonly<Record<string, Source>>;
