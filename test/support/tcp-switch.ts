import { createConnection, createServer, type Socket } from "node:net";

// A TCP proxy on loopback that a test can switch off: put between a server process and its
// database, it stands for a database that stops (connections reset, new ones refused), a
// network that drops everything (connections reset, new ones accepted and never answered), or
// a database that stops answering on the connections it has ("freeze": nothing is reset, and
// nothing more is forwarded either way; new connections hang too). Or, cut with "reset", a
// service that is down while its port stays taken: every connection is reset at once, and the
// port cannot go to another process before the service is back.

export type CutMode = "refuse" | "blackhole" | "freeze";

export interface TcpSwitch {
  port: number;
  /**
   * Refuse, blackhole and reset reset every open connection, freeze holds them; new ones are
   * refused, left hanging or reset.
   */
  cut(mode: CutMode | "reset"): void;
  /** Forwards new connections again. */
  restore(): Promise<void>;
  /** Connections forwarded so far. */
  readonly forwarded: number;
  close(): Promise<void>;
}

export async function startTcpSwitch(targetHost: string, targetPort: number): Promise<TcpSwitch> {
  let state: "open" | CutMode | "reset" = "open";
  let forwarded = 0;
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    socket.on("error", () => socket.destroy());
  };

  /** Frozen pairs: each side's data goes nowhere until the switch is restored. */
  const pairs = new Set<[Socket, Socket]>();
  const server = createServer((client) => {
    track(client);
    if (state === "reset") return void client.resetAndDestroy();
    if (state !== "open") return; // accepted, never answered, until cut again or closed
    forwarded += 1;
    client.pause(); // hold what the client says until the upstream connection is there
    const upstream = createConnection(targetPort, targetHost, () => client.resume());
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    client.on("close", () => {
      pairs.delete(pair);
      upstream.destroy();
    });
    upstream.on("close", () => client.destroy());
  });
  const listen = (at: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(at, "127.0.0.1", () => {
        server.off("error", reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as { port: number };

  const destroyAll = () => {
    for (const socket of open) socket.resetAndDestroy();
  };
  return {
    port,
    cut(mode) {
      state = mode;
      if (mode === "freeze") {
        for (const [client, upstream] of pairs) {
          client.unpipe(upstream);
          upstream.unpipe(client);
          client.pause();
          upstream.pause();
        }
        return;
      }
      // Refused: nothing listens on the port any more (connect fails with ECONNREFUSED).
      if (mode === "refuse" && server.listening) server.close();
      destroyAll();
    },
    async restore() {
      state = "open";
      destroyAll(); // blackholed and frozen connections: their clients see a reset
      if (!server.listening) await listen(port);
    },
    get forwarded() {
      return forwarded;
    },
    close: () => {
      destroyAll();
      return new Promise((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    },
  };
}
