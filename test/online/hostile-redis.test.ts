/**
 * The hostile-client suite (issue 52) against two example server processes sharing matches over
 * Redis (storage and pub/sub): the attacker on one process, the match's other clients on both,
 * and every message crossing Redis's pub/sub checked for secrets too.
 */
import { describe } from "vitest";
import { Redis } from "ioredis";
import { hostileCases } from "./hostile-suite";
import { redisAvailable, startGameServer, startRedis } from "./processes";

const hasRedis = redisAvailable("the hostile-client suite over Redis (test/online/hostile-redis.test.ts)");

describe.skipIf(!hasRedis)("hostile clients against two server processes sharing Redis", () => {
  hostileCases("Redis", async () => {
    const redis = await startRedis();
    const servers = await Promise.all([startGameServer({ redis: redis.url }), startGameServer({ redis: redis.url })]);
    // Every message any process publishes for any match, as Redis carries it.
    const listener = new Redis(redis.url);
    const published: string[] = [];
    listener.on("pmessage", (_pattern: string, _channel: string, message: string) => published.push(message));
    await listener.psubscribe("MATCH-*");
    return {
      servers,
      storage: { redis: redis.url },
      extra: () => published,
      async stop() {
        await listener.quit();
        await Promise.all(servers.map((s) => s.stop()));
        await redis.stop();
      },
    };
  });
});
