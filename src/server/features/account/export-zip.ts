/**
 * The download of one's data as a zip streamed while it is built: a README, one JSON file per
 * section, then the user's images read one at a time from the store (local disk or S3). Each pull of
 * the response stream adds the next file, so a slow reader holds back the reads (no whole zip in
 * memory). Built with fflate's streaming Zip; JSON is deflated, WebP images are stored as they are.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { type DownloadSection, imagePath } from '../../db/download';
import { uploads } from '../../db/schema';
import type { Deps } from '../../deps';

function readme(sections: DownloadSection[], username: string, now: Date): string {
  return [
    `Your Cypher data (${username}), made ${now.toISOString()}.`,
    '',
    'Each file is JSON (UTF-8). Dates are ISO 8601 in UTC; prices are in the currency named beside them.',
    'Other users appear by their username only. Video notes are named by their uuid.',
    '',
    ...sections.map(({ file, about }) => `${file}: ${about}`),
    'images/: your uploaded images (WebP), named as the JSON files refer to them',
    '',
  ].join('\n');
}

const encoder = new TextEncoder();

/** The file adders, in order: README, sections, then one per ready image. */
/** The image keys a section's JSON names (`imagePath`, db/download.ts). */
const IMAGE_REF = /"images\/([^"/]+)\.webp"/g;

/**
 * The file adders, in order: README, sections, then one per ready image of the user's that a section
 * names: an image uploaded for a form never sent is nobody's data, and stays out.
 */
async function* files(deps: Deps, sections: DownloadSection[], user: { id: number; username: string }) {
  const about = readme(sections, user.username, deps.clock());
  yield { name: 'README.txt', bytes: encoder.encode(about), stored: false };
  const named = new Set<string>();
  for (const { file, read } of sections) {
    const json = JSON.stringify(await read(deps, user.id), null, 2);
    for (const [, key] of json.matchAll(IMAGE_REF)) if (key) named.add(key);
    yield { name: file, bytes: encoder.encode(json), stored: false };
  }
  const images = named.size
    ? await deps.db
        .select({ key: uploads.key })
        .from(uploads)
        .where(
          and(eq(uploads.userId, user.id), eq(uploads.status, 'ready'), inArray(uploads.key, [...named])),
        )
        .orderBy(asc(uploads.createdAt))
    : [];
  for (const { key } of images) {
    const image = await deps.storage.get(`medium/${key}`);
    if (image) yield { name: imagePath(key), bytes: image.body, stored: true };
  }
}

/**
 * The zip of the user's data as a byte stream, one file per section (each feature's, listed by
 * app.ts); `onError` runs when building it fails part-way.
 */
export function exportZip(
  deps: Deps,
  sections: DownloadSection[],
  user: { id: number; username: string },
  onError: (error: unknown) => Promise<void>,
): ReadableStream<Uint8Array> {
  const zip = new Zip();
  const source = files(deps, sections, user);
  const mtime = deps.clock();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip.ondata = (error, chunk, final) => {
        if (error) return controller.error(error);
        controller.enqueue(chunk);
        if (final) controller.close();
      };
    },
    async pull(controller) {
      try {
        const next = await source.next();
        if (next.done) return zip.end();
        const { name, bytes, stored } = next.value;
        const file = stored ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
        file.mtime = mtime;
        zip.add(file);
        file.push(bytes, true);
      } catch (error) {
        zip.terminate();
        controller.error(error);
        await onError(error);
      }
    },
    async cancel() {
      zip.terminate();
      await source.return(undefined);
    },
  });
}
