/** mulberry32, the scripts' own PRNG: their choices depend on the seed only. */
export { mulberry32 as prng } from "../src/bots/seeded-random";
