/**
 * The spec's client PUTs the image as multipart form data. On S3 the presigned PUT stores that body
 * as is, so both stores unwrap it here, at completion: the `file` part of a multipart body, else the
 * bytes themselves. No accepted image format starts with a multipart boundary (`--`).
 */

const boundaryOf = (bytes: Uint8Array): string | null => {
  const head = new TextDecoder().decode(bytes.subarray(0, 80));
  return /^--([\w'()+,./:=?-]{1,70})\r\n/.exec(head)?.[1] ?? null;
};

/** The image bytes inside an uploaded body. */
export async function fileFromBody(bytes: Uint8Array): Promise<Uint8Array> {
  const boundary = boundaryOf(bytes);
  if (!boundary) return bytes;
  try {
    const form = await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    }).formData();
    const file = form.get('file');
    return file instanceof Blob ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
  } catch {
    return bytes;
  }
}
