// Runs once when the Next server starts: refuse to serve with an invalid configuration
// (for example a production server without SESSION_SECRET), with a clear message, and start
// recording client socket addresses before the first request (see lib/http/client-ip.ts), and
// register how an embedded database opened here is prepared (lib/db/embedded-preparation.ts),
// and start the harvest worker (lib/harvest/harvest-worker.ts) in the server's own runtime,
// where the import it runs lives.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { assertServerConfig, getEnv } = await import("./lib/env");
    assertServerConfig();
    const { recordPeerAddresses } = await import("./lib/http/client-ip");
    recordPeerAddresses();
    // An embedded database this server opens itself (next start or next dev without npm
    // start) is prepared as npm start prepares it.
    await import("./prisma/seed/register-preparation");
    if (getEnv().HARVEST_WORKER) {
      const { startHarvestWorker } = await import("./lib/harvest/harvest-worker");
      startHarvestWorker();
    }
  }
}
