/**
 * boardgame.io's pub/sub interface over Redis: every server process subscribed to a match's
 * channel gets every update published by any process, so clients of one match may be connected to
 * different processes. With the hardened transport (createTeqServer) each update crosses Redis as
 * the seats' and the spectator's views, never the full state (test/online/hostile-redis.test.ts
 * scans every message).
 */
import type { GenericPubSub } from "boardgame.io/server";
import { Redis } from "ioredis";

export class RedisPubSub<T> implements GenericPubSub<T> {
  /** Publishing and subscribing need separate connections (a subscribed connection only listens). */
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly callbacks = new Map<string, Array<(payload: T) => void>>();

  constructor(url: string) {
    this.pub = new Redis(url, { lazyConnect: false });
    this.sub = new Redis(url, { lazyConnect: false });
    this.sub.on("message", (channel: string, message: string) => {
      // A message that is not JSON (written to Redis by anything else) is dropped, not thrown.
      let payload: T;
      try {
        payload = JSON.parse(message) as T;
      } catch {
        console.warn(`redis pub/sub: a message on ${channel} is not JSON; dropped`);
        return;
      }
      for (const callback of this.callbacks.get(channel) ?? []) callback(payload);
    });
  }

  publish(channelId: string, payload: T): void {
    void this.pub.publish(channelId, JSON.stringify(payload));
  }

  subscribe(channelId: string, callback: (payload: T) => void): void {
    const list = this.callbacks.get(channelId);
    if (list !== undefined) {
      list.push(callback);
      return;
    }
    this.callbacks.set(channelId, [callback]);
    void this.sub.subscribe(channelId);
  }

  unsubscribeAll(channelId: string): void {
    this.callbacks.delete(channelId);
    void this.sub.unsubscribe(channelId);
  }

  /** Closes both connections. */
  async close(): Promise<void> {
    await Promise.all([this.pub.quit(), this.sub.quit()]);
  }
}
