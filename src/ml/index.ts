/**
 * `teq-engine/ml`: numbers for learning agents. A fixed-length observation per seat
 * ({@link observe}, {@link observationSpec}) and a fixed action space with a legal mask
 * ({@link actionSpace}, {@link actionId}, {@link actionFromId}, {@link legalMask}). Pure functions
 * over the library's states; docs/ml.md gives the layout, rewards and chance handling.
 *
 * @module teq-engine/ml
 */
export type { MlConfig, StateOrView } from "./config";
export { OBSERVATION_VERSION, observationSpec, observe } from "./observation";
export type { ObservationSlice, ObservationSpec } from "./observation";
export { ACTION_SPACE_VERSION, actionSpace } from "./action-space";
export type { ActionFieldSpec, ActionSpace, ActionTypeSpec } from "./action-space";
export { actionFromId, actionId, legalActionIds, legalMask } from "./action-ids";
export type { LegalActionIds } from "./action-ids";
export { mlTables } from "./tables";
