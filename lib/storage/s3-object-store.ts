import "server-only";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { type ObjectStore, type ObjectStoreStatus, objectStoreUnavailable } from "./object-store-backend";

// Objects in an S3-compatible bucket (MinIO, Ceph, AWS). Keys arrive checked (object-store-backend).

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  /** Both or neither; without them the SDK's default chain applies (e.g. an IAM role on AWS). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

const CHECK_TIMEOUT_MS = 5_000;

/** Name, HTTP status and message of an SDK error; SDK messages carry no credentials. */
function describeS3Error(error: unknown): string {
  const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
  const { name, message } = error as Error;
  const parts = [name, status ? `HTTP ${status}` : "", message && message !== name ? message : ""];
  return parts.filter(Boolean).join(", ");
}

const unavailable = (operation: string, error: unknown) =>
  objectStoreUnavailable(operation, describeS3Error(error));

const isMissingKey = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || (error.$metadata.httpStatusCode === 404 && error.name !== "NoSuchBucket"));

export function createS3ObjectStore(settings: S3Settings): ObjectStore {
  const { bucket } = settings;
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true, // MinIO and most self-hosted stores have no bucket subdomains
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: older MinIO and Ceph releases refuse the SDK's
    // default CRC32 trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: CHECK_TIMEOUT_MS, requestTimeout: 60_000 },
  });
  const where = `${new URL(settings.endpoint).origin}/${bucket}`;

  return {
    async putObject(key, bytes, contentType) {
      try {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: contentType }),
        );
      } catch (error) {
        throw unavailable("putObject", error);
      }
    },

    async getObject(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw unavailable("getObject", error);
      }
    },

    async deleteObject(key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        throw unavailable("deleteObject", error);
      }
    },

    /** HeadBucket: the endpoint answers, the bucket exists and the credentials may use it. */
    async checkObjectStore(): Promise<ObjectStoreStatus> {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        });
        return { connected: true, detail: `Bucket S3 / S3 bucket ${where}` };
      } catch (error) {
        return {
          connected: false,
          detail: `Bucket S3 ${where} tidak dapat dipakai / cannot be used: ${describeS3Error(error)}`,
        };
      }
    },
  };
}
