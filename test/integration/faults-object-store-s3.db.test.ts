import { afterAll, beforeAll, vi } from "vitest";
import { fakeS3 } from "@/test/support/fake-s3";
import { describeUploadFaults } from "@/test/support/upload-faults";

// An S3-compatible store (the loopback look-alike) that stops listening: uploads meet a
// refused connection.

const port = await vi.hoisted(async () => {
  // A free port, found before getEnv() reads S3_ENDPOINT (hoisted above every import).
  const { freePort } = await import("@/test/support/net");
  const found = await freePort();
  process.env.S3_ENDPOINT = `http://127.0.0.1:${found}`;
  process.env.S3_BUCKET = "simpul";
  process.env.S3_REGION = "us-east-1";
  process.env.S3_ACCESS_KEY_ID = "simpulkey";
  process.env.S3_SECRET_ACCESS_KEY = "rahasia-sekali";
  return found;
});

const s3 = fakeS3("simpul");
const listen = () => new Promise<void>((resolve) => s3.server.listen(port, "127.0.0.1", resolve));
const stop = () =>
  new Promise<void>((resolve) => {
    s3.server.closeAllConnections();
    s3.server.close(() => resolve());
  });
beforeAll(listen);
afterAll(() => (s3.server.listening ? stop() : undefined));

describeUploadFaults({
  name: "S3",
  breakStore: stop,
  repairStore: listen,
  listObjects: async () => [...s3.objects.keys()].sort(),
});
