// A revalidation reaches every storefront process through Redis: the process that is asked
// publishes its plan on a channel, every process subscribed carries it out (drops the same
// entries, removes nginx's copies) and says so on a second channel; the process that published
// waits for those answers (up to ACK_TIMEOUT_MS), so that when it answers the editor, every
// process has let the old text go. A subscribed Redis connection can send nothing but
// (un)subscriptions, so publishing uses a second connection. ioredis subscribes again by itself
// after a reconnect; a plan published while a process is disconnected does not reach it (its
// caches then expire as usual, within their period).
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { Plan } from './plan.server.ts';

export const REVALIDATE_CHANNEL = 'storefront:revalidate';
/** How long the publisher waits for the other processes to say they are done. */
export const ACK_TIMEOUT_MS = 2000;

export interface Delivery {
  /** Other processes that received the plan. */
  notified: number;
  /** Of those, the ones that said they carried it out within ACK_TIMEOUT_MS. */
  done: number;
}

export interface Broadcast {
  /** Sends `plan` to the other processes and waits for them; null when Redis did not answer. */
  publish(plan: Plan): Promise<Delivery | null>;
  /** Settles once this process listens (or the first connection attempt failed). */
  listening: Promise<void>;
  close(): Promise<void>;
}

const Message = z.object({ id: z.string(), from: z.string(), plan: Plan });
const Ack = z.object({ id: z.string() });

const options = {
  connectTimeout: 2000,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 5000),
};

/** Subscribes to `channel` at once; `onPlan` carries out each plan another process publishes. */
export function redisBroadcast(
  url: string,
  onPlan: (plan: Plan) => Promise<void> | void,
  channel: string = REVALIDATE_CHANNEL,
): Broadcast {
  const ackChannel = `${channel}:done`;
  // This process's own plans come back on the channel: they are told apart by this id.
  const self = randomUUID();
  const where = new URL(url).host;
  /** Plans this process published, by id: how many answers are still awaited. */
  const awaiting = new Map<string, { acks: number; wake: () => void; finish: () => void }>();
  let subscribed = false;

  const subscriber = new Redis(url, options);
  subscriber.on('error', (error: Error) => console.warn(`revalidation: Redis at ${where}: ${error.message}`));
  subscriber.on('message', (from: string, text: string) => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    if (from === ackChannel) {
      const ack = Ack.safeParse(json);
      const waiting = ack.success ? awaiting.get(ack.data.id) : undefined;
      if (waiting) {
        waiting.acks++;
        waiting.wake();
      }
      return;
    }
    const message = Message.safeParse(json);
    if (!message.success) {
      console.warn('revalidation: ignored a malformed message');
      return;
    }
    if (message.data.from === self) return;
    Promise.resolve()
      .then(() => onPlan(message.data.plan))
      .catch((error: unknown) => console.error('revalidation: could not carry out a plan', error))
      .then(() => publisher.publish(ackChannel, JSON.stringify({ id: message.data.id })))
      .catch(() => undefined);
  });
  const subscribing = subscriber.subscribe(channel, ackChannel).then(
    () => {
      subscribed = true;
    },
    (error: Error) => console.warn(`revalidation: could not subscribe at ${where}: ${error.message}`),
  );
  // Subscribed, or Redis did not answer: connected is not yet listening.
  const listening = Promise.race([subscribing, firstAttempt(subscriber, { failureOnly: true })]);

  // Made now, so that it is connected when a plan is published; a plan published while Redis
  // does not answer fails at once (no offline queue) and the answer says so.
  const publisher = new Redis(url, { ...options, commandTimeout: 1000, enableOfflineQueue: false });
  // Reported by the subscriber's connection to the same Redis.
  publisher.on('error', () => undefined);
  const publisherReady = firstAttempt(publisher);

  /** The answers to plan `id`, counted until `expected()` came or the time ran out. */
  function answers(id: string, expected: () => number): Promise<number> {
    return new Promise<number>((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        awaiting.delete(id);
        resolve(entry.acks);
      };
      const timer = setTimeout(finish, ACK_TIMEOUT_MS);
      const entry = {
        acks: 0,
        wake: () => {
          if (entry.acks >= expected()) finish();
        },
        finish,
      };
      awaiting.set(id, entry);
    });
  }

  return {
    async publish(plan) {
      const id = randomUUID();
      let notified = Number.POSITIVE_INFINITY;
      // Listening before publishing: an answer may come before PUBLISH returns.
      const done = answers(id, () => notified);
      try {
        await publisherReady;
        const received = await publisher.publish(channel, JSON.stringify({ id, from: self, plan }));
        notified = subscribed ? Math.max(0, received - 1) : received;
      } catch (error) {
        awaiting.get(id)?.finish();
        console.warn(`revalidation: could not publish at ${where}: ${(error as Error).message}`);
        return null;
      }
      awaiting.get(id)?.wake();
      return { notified, done: await done };
    },
    listening,
    async close() {
      for (const waiting of [...awaiting.values()]) waiting.finish();
      await Promise.all(
        [subscriber, publisher].map((client) =>
          client.status === 'ready' ? client.quit().catch(() => client.disconnect()) : client.disconnect(),
        ),
      );
    },
  };
}

/**
 * Settles once the client's first connection attempt has (or has not) succeeded, within 2 s; with
 * `failureOnly`, only once it has failed (or the 2 s are over).
 */
function firstAttempt(client: Redis, { failureOnly = false } = {}): Promise<void> {
  if (client.status === 'ready' && !failureOnly) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, options.connectTimeout);
    const settle = () => {
      clearTimeout(timer);
      resolve();
    };
    if (!failureOnly) client.once('ready', settle);
    client.once('error', settle);
  });
}
