/**
 * A consumer group's position on every partition it reads, committed when it first joins.
 *
 * kafkajs places a partition that has no committed position at its end (or its beginning, with
 * `fromBeginning`) each time the group joins, not once. A group rejoining after a broker outage
 * or a restart therefore skipped what was published while it was away on every partition it
 * had not read from yet; that is where much of an outbox's backlog, published the moment the
 * broker returns, lands (make resilience lost webhook deliveries that way, docs/resilience.md).
 * So before joining, the positions the group lacks are chosen: for a topic it has never read,
 * the topic's end now (a new group still starts after earlier events) or its beginning when
 * asked; for a partition of a topic it does read, the partition's beginning (everything on it
 * came after the group began: it would have a position otherwise). When the group has joined,
 * the member seeks there, which commits them (autoCommit), so every later join finds them.
 */
import type { Admin, Consumer, Kafka } from 'kafkajs';

type Positions = Map<string, Map<number, string>>;

/** The positions `groupId` has no committed offset for, with where each should start. */
export async function missingPositions(
  kafka: Kafka,
  groupId: string,
  topics: readonly string[],
  fromBeginning: boolean,
): Promise<Positions> {
  const admin: Admin = kafka.admin();
  await admin.connect();
  try {
    const committed = await admin.fetchOffsets({ groupId, topics: [...topics] });
    const missing: Positions = new Map();
    for (const { topic, partitions } of committed) {
      const lacking = partitions.filter(({ offset }) => Number(offset) < 0);
      if (lacking.length === 0) continue;
      const readBefore = lacking.length < partitions.length;
      const ends = await admin.fetchTopicOffsets(topic);
      const start = new Map<number, string>();
      for (const { partition } of lacking) {
        const end = ends.find((e) => e.partition === partition);
        if (!end) continue;
        start.set(partition, readBefore || fromBeginning ? end.low : end.high);
      }
      missing.set(topic, start);
    }
    return missing;
  } finally {
    await admin.disconnect();
  }
}

/**
 * Seeks the member to the chosen positions of the partitions it was assigned; with autoCommit
 * kafkajs commits each before its next fetch. Partitions assigned to another member are
 * placed by that member, which chose their positions when it joined.
 */
export function takePositions(
  consumer: Pick<Consumer, 'seek'>,
  missing: Positions,
  assigned: Record<string, number[]>,
): void {
  for (const [topic, partitions] of Object.entries(assigned)) {
    const start = missing.get(topic);
    if (!start) continue;
    for (const partition of partitions) {
      const offset = start.get(partition);
      if (offset === undefined) continue;
      consumer.seek({ topic, partition, offset });
    }
  }
}
