/**
 * Blob storage on S3-compatible object storage (MinIO in a cluster, s3rver in tests), path
 * style. tus keeps uploads as multipart uploads under their upload id; a completed one is
 * copied server-side to its final key, so its bytes never pass through this process again.
 */
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { importEsm } from '../esm';
import type { BlobStorage } from './storage';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Multipart part size for tus uploads (S3's minimum is 5 MiB). */
  partSize?: number;
  /** Unfinished uploads older than this may be removed (0: never). */
  expireAfterMs?: number;
}

type S3StoreModule = typeof import('@tus/s3-store', { with: { 'resolution-mode': 'import' } });

/**
 * The SDK client's settings. Static keys only when both are given: otherwise the SDK's own
 * provider chain finds them (a pod's IRSA web identity, an instance role, AWS_* variables), so
 * a cluster on AWS needs no long-lived key in a Secret.
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  const { accessKeyId, secretAccessKey } = settings;
  return {
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    // Checksums only where S3 requires them: otherwise the SDK sends streamed bodies
    // aws-chunked with trailers, which several S3-compatible servers store verbatim.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
  };
}

export async function s3Storage(settings: S3Settings): Promise<BlobStorage> {
  const { S3Store } = await importEsm<S3StoreModule>('@tus/s3-store');
  const clientConfig = s3ClientConfig(settings);
  const client = new S3Client(clientConfig);
  const bucket = settings.bucket;
  const uploadStore = new S3Store({
    partSize: settings.partSize ?? 8 * 1024 * 1024,
    expirationPeriodInMilliseconds: settings.expireAfterMs ?? 0,
    s3ClientConfig: { ...clientConfig, bucket },
  });

  const body = async (key: string): Promise<Readable> => {
    const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return answer.Body as Readable;
  };
  const forgetUpload = (uploadId: string) =>
    client.send(
      new DeleteObjectsCommand({
        Bucket: bucket,
        Delete: { Objects: [{ Key: uploadId }, { Key: `${uploadId}.info` }] },
      }),
    );

  return {
    driver: 's3',
    uploadStore,
    readUpload: body,
    async adoptUpload(uploadId, key) {
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: key,
          CopySource: `${bucket}/${encodeURIComponent(uploadId)}`,
        }),
      );
      await forgetUpload(uploadId);
    },
    async discardUpload(uploadId) {
      await uploadStore.remove(uploadId).catch(() => forgetUpload(uploadId));
    },
    read: body,
    async write(key, stream, length) {
      // A known length lets the SDK stream the body instead of buffering it to measure it.
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: stream, ContentLength: length }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    async exists(key) {
      return client.send(new HeadObjectCommand({ Bucket: bucket, Key: key })).then(
        () => true,
        () => false,
      );
    },
  };
}
