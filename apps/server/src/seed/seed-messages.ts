/**
 * Demo private messages: the demo moderator (the one demo member who can sign in) asks the
 * sellers of two for-sale garages about them — one seller answered and the answer is unread —
 * and two other members talk about a part. Written as the service writes them: one conversation
 * per pair, each member's inbox row with its order, read state and unread count.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

const MINUTE = 60_000;

/** A for-sale garage and its owner, in seed order. */
export interface SeedSaleGarage {
  garageId: string;
  ownerId: string;
}

interface PlannedMessage {
  from: 'a' | 'b';
  body: string;
  /** Minutes before the seed ran. */
  minutesAgo: number;
}

const ABOUT_SALE: PlannedMessage[][] = [
  [
    { from: 'a', body: 'Merhaba, ilandaki araç hâlâ satılık mı? Hafta sonu görmeye gelebilir miyim?', minutesAgo: 190 },
    { from: 'b', body: 'Merhaba, evet satılık. Cumartesi öğleden sonra uygunum, konum atarım.', minutesAgo: 150 },
    { from: 'a', body: 'Süper! Bakım kayıtları ve ekspertiz raporu da var mı?', minutesAgo: 140 },
    { from: 'b', body: 'Tüm bakımlar yetkili serviste yapıldı, faturaları duruyor. Ekspertizi birlikte yaptırabiliriz.', minutesAgo: 25 },
  ],
  [{ from: 'a', body: 'Selamlar, fiyatta pazarlık payı var mı? Takas düşünür müsünüz?', minutesAgo: 60 * 26 }],
];

const BETWEEN_MEMBERS: PlannedMessage[] = [
  { from: 'a', body: 'Geçen buluşmada bahsettiğin coilover setinin markası neydi? https://example.com/coilover', minutesAgo: 60 * 50 },
  { from: 'b', body: 'KW V1 kullanıyorum, sokakta da pistte de memnunum. İstersen montaj yapan ustayı da yazayım.', minutesAgo: 60 * 49 },
  { from: 'a', body: 'Çok iyi olur, teşekkürler!', minutesAgo: 60 * 48 },
];

async function writeConversation(tx: Db, a: string, b: string, garageId: string | null, planned: PlannedMessage[], now: number): Promise<void> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const at = (m: PlannedMessage) => new Date(now - m.minutesAgo * MINUTE).toISOString();
  const last = planned[planned.length - 1]!;
  const [conversation] = await queryRows<{ id: string }>(
    tx,
    sql`insert into conversations (member_low_id, member_high_id, started_by, garage_id, last_message_at, created_at)
        values (${low}, ${high}, ${a}, ${garageId}, ${at(last)}, ${at(planned[0]!)}) on conflict do nothing returning id`,
  );
  if (!conversation) return;
  for (const m of planned) {
    await tx.execute(sql`insert into messages (conversation_id, sender_id, body, created_at) values (${conversation.id}, ${m.from === 'a' ? a : b}, ${m.body}, ${at(m)})`);
  }
  // Each side has read up to its own last message; what the other wrote after it is unread.
  for (const [side, userId, otherId] of [['a', a, b], ['b', b, a]] as const) {
    const ownLast = planned.findLastIndex((m) => m.from === side);
    const unread = planned.slice(ownLast + 1).filter((m) => m.from !== side).length;
    const readAt = ownLast >= 0 ? at(planned[ownLast]!) : null;
    await tx.execute(sql`insert into conversation_members (conversation_id, user_id, other_id, last_message_at, last_read_at, unread_count)
        values (${conversation.id}, ${userId}, ${otherId}, ${at(last)}, ${readAt}, ${unread})`);
  }
}

/**
 * Writes the demo conversations with `tx` (inside the seed's transaction) when there are none:
 * `asker` writes to the owners of the first two `forSale` garages not their own; `members[0]`
 * and `members[1]` talk. @returns how many conversations exist afterwards
 */
export async function seedMessages(tx: Db, asker: string, forSale: SeedSaleGarage[], members: string[], now = Date.now()): Promise<number> {
  const [existing] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from conversations`);
  if (Number(existing?.n ?? 0) > 0) return Number(existing!.n);
  const sellers = forSale.filter((g, i) => g.ownerId !== asker && forSale.findIndex((x) => x.ownerId === g.ownerId) === i).slice(0, ABOUT_SALE.length);
  for (const [i, garage] of sellers.entries()) await writeConversation(tx, asker, garage.ownerId, garage.garageId, ABOUT_SALE[i]!, now);
  const [first, second] = members.filter((id) => id !== asker && !sellers.some((s) => s.ownerId === id));
  if (first && second) await writeConversation(tx, first, second, null, BETWEEN_MEMBERS, now);
  const [after] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from conversations`);
  return Number(after?.n ?? 0);
}
