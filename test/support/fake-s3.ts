import { createServer, type IncomingMessage, type Server } from "node:http";

// An S3 look-alike on loopback for the object store tests (lib/storage/object-store.test.ts,
// test/integration/faults-object-store-*.test.ts).

/** Just enough of S3's REST API (path style) to hold objects in memory, as MinIO answers. */
export function fakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: { method: string; url: string; authorization: string }[] = [];
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://s3.local");
    requests.push({
      method: request.method ?? "",
      url: url.pathname,
      authorization: request.headers.authorization ?? "",
    });
    const [, name, ...rest] = url.pathname.split("/");
    const key = rest.map(decodeURIComponent).join("/");
    const body = await read(request);
    const error = (status: number, code: string) => {
      response.writeHead(status, { "Content-Type": "application/xml" });
      response.end(
        request.method === "HEAD"
          ? undefined
          : `<?xml version="1.0"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
      );
    };
    if (name !== bucket) return error(404, "NoSuchBucket");
    if (request.method === "HEAD" && !key) return response.writeHead(200).end();
    if (request.method === "PUT") {
      objects.set(key, { body, contentType: request.headers["content-type"] ?? "" });
      return response.writeHead(200, { ETag: '"1"' }).end();
    }
    const stored = objects.get(key);
    if (request.method === "GET") {
      if (!stored) return error(404, "NoSuchKey");
      return response
        .writeHead(200, { "Content-Type": stored.contentType, "Content-Length": stored.body.length })
        .end(stored.body);
    }
    if (request.method === "DELETE") {
      objects.delete(key);
      return response.writeHead(204).end();
    }
    return error(405, "MethodNotAllowed");
  });
  return { server, objects, requests };
}
