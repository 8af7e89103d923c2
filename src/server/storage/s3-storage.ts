/**
 * The production image store: an S3-compatible bucket with `original/`, `medium/` and `mini/`
 * prefixes. The client PUTs the original to a presigned URL; the server reads it back to check it.
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config';
import { checkedPath, isTooLarge, OriginalTooLarge, UPLOAD_URL_SECONDS } from './object-path';
import type { Storage } from './storage';

type S3Config = NonNullable<Config['s3']>;

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** S3 store for `config.s3`. */
export function createS3Storage(s3: S3Config): Storage {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
    // Presigned PUTs from a browser cannot carry the SDK's default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s3.bucket;

  const open = async (path: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: checkedPath(path) }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  return {
    uploadUrl: (key, now) =>
      getSignedUrl(client, new PutObjectCommand({ Bucket, Key: checkedPath(`original/${key}`) }), {
        expiresIn: UPLOAD_URL_SECONDS,
        signingDate: now,
      }),
    readOriginal: async (key) => {
      const object = await open(`original/${key}`);
      if (!object?.Body) return null;
      if (isTooLarge(object.ContentLength ?? 0)) {
        await object.Body.transformToWebStream().cancel();
        throw new OriginalTooLarge();
      }
      return object.Body.transformToByteArray();
    },
    delete: async (path) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedPath(path) }));
    },
    put: async (path, body, contentType) => {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checkedPath(path), Body: body, ContentType: contentType }),
      );
    },
    get: async (path) => {
      const object = await open(path);
      if (!object?.Body) return null;
      return {
        body: await object.Body.transformToByteArray(),
        contentType: object.ContentType ?? 'application/octet-stream',
      };
    },
  };
}
