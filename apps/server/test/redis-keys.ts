import { Redis } from 'ioredis';

/** Deletes the keys a test wrote under its own prefix; the shared Redis is never flushed. */
export async function deleteKeysUnder(url: string, prefix: string): Promise<void> {
  if (!/^[\w:.-]+:$/.test(prefix)) throw new Error(`Refusing to delete under a vague prefix: ${prefix}`);
  const redis = new Redis(url, { lazyConnect: true });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
