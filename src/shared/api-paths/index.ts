/**
 * The API's paths below `API_BASE` (shared/api.ts), as the spec names them, written once for the
 * client, the tests and the shell's early reads (app/router.tsx). The wire names (`whatiscooking`,
 * `cookingidobj`, `e1t1`, `plabsubs`...) stay here, at the edge; the code calls things by their
 * domain's stem. One object per domain: a plain path is a string, a path with values a function that
 * encodes them (paths.ts), so a call site passes values as they are.
 */
export * from './accounts';
export * from './artists';
export * from './battles';
export * from './calendar';
export * from './community';
export * from './live';
export * from './notes';
export { param, placeholder } from './paths';
export * from './published-labs';
