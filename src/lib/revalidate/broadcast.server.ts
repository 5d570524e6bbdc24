// A revalidation reaches every storefront process through a Redis channel: the process that is
// asked publishes its plan, every process subscribed drops the same entries. A subscribed Redis
// connection can send nothing but (un)subscriptions, so publishing uses a second connection.
// ioredis subscribes again by itself after a reconnect; a plan published while a process is
// disconnected does not reach it (its caches then expire as usual, within their period).
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { Plan } from './plan.ts';

export const REVALIDATE_CHANNEL = 'storefront:revalidate';

export interface Broadcast {
  /** Sends `plan` to the other processes; how many received it (null: Redis did not answer). */
  publish(plan: Plan): Promise<number | null>;
  /** Settles once this process listens (or the first connection attempt failed). */
  listening: Promise<void>;
  close(): Promise<void>;
}

const Message = Plan.extend({ from: z.string() });

const options = {
  connectTimeout: 2000,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 5000),
};

/** Subscribes to `channel` at once; `onPlan` runs for each plan another process publishes. */
export function redisBroadcast(
  url: string,
  onPlan: (plan: Plan) => void,
  channel: string = REVALIDATE_CHANNEL,
): Broadcast {
  // This process's own plans come back on the channel: they are told apart by this id.
  const self = randomUUID();
  const where = new URL(url).host;
  let subscribed = false;
  const subscriber = new Redis(url, options);
  subscriber.on('error', (error: Error) => console.warn(`revalidation: Redis at ${where}: ${error.message}`));
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: ReturnType<typeof Message.parse>;
    try {
      message = Message.parse(JSON.parse(text));
    } catch {
      console.warn('revalidation: ignored a malformed message');
      return;
    }
    if (message.from === self) return;
    const { from: _, ...plan } = message;
    onPlan(plan);
  });
  const subscribing = subscriber.subscribe(channel).then(
    () => {
      subscribed = true;
    },
    (error: Error) => console.warn(`revalidation: could not subscribe at ${where}: ${error.message}`),
  );
  const listening = Promise.race([subscribing, firstAttempt(subscriber)]);

  // Made now, so that it is connected when a plan is published; a plan published while Redis
  // does not answer fails at once (no offline queue) and the answer says so.
  const publisher = new Redis(url, { ...options, commandTimeout: 1000, enableOfflineQueue: false });
  // Reported by the subscriber's connection to the same Redis.
  publisher.on('error', () => undefined);
  const publisherReady = firstAttempt(publisher);
  return {
    async publish(plan) {
      try {
        await publisherReady;
        const received = await publisher.publish(channel, JSON.stringify({ ...plan, from: self }));
        return subscribed ? Math.max(0, received - 1) : received;
      } catch (error) {
        console.warn(`revalidation: could not publish at ${where}: ${(error as Error).message}`);
        return null;
      }
    },
    listening,
    async close() {
      await Promise.all(
        [subscriber, publisher].map((client) =>
          client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect(),
        ),
      );
    },
  };
}

/** Settles once the client's first connection attempt has (or has not) succeeded, within 2 s. */
function firstAttempt(client: Redis): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, options.connectTimeout);
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once('ready', settle);
    client.once('error', settle);
  });
}
