// Runs once when the Next server starts: refuse to serve with an invalid configuration
// (for example a production server without SESSION_SECRET), with a clear message, and start
// recording client socket addresses before the first request (see lib/http/client-ip.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { assertServerConfig } = await import("./lib/env");
    assertServerConfig();
    const { recordPeerAddresses } = await import("./lib/http/client-ip");
    recordPeerAddresses();
  }
}
