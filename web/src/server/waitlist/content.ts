/**
 * Content that may add capacity (docs/waitlist.md): a published location (a new room, longer
 * hours, a closure lifted) makes its waiting entries look again for a free slot. Sanity's
 * webhook (server/revalidate) says which document changed, not how, so every location publish
 * gives one `capacity-changed` job; one that added nothing offers nothing.
 */
import { getDb } from '@/server/db/client';
import { announceCapacityChanged } from '@/server/lifecycle/slot-freed';

export async function afterContentPublished(doc: { type?: string; id?: string }): Promise<void> {
  if (doc.type !== 'location' || !doc.id) return;
  // A draft's publish arrives under the published id; a draft itself changes no slot.
  if (doc.id.startsWith('drafts.')) return;
  const id = doc.id;
  // The publish happened in the content source: the job is the whole change, in a
  // transaction of its own.
  await (await getDb()).transaction((tx) => announceCapacityChanged(tx, id, String(Date.now())));
}
