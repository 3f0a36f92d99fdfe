// Runs once when the Next server starts: refuse to serve with an invalid configuration
// (for example a production server without SESSION_SECRET), with a clear message.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { assertServerConfig } = await import("./lib/env");
    assertServerConfig();
  }
}
