import { createConnection, createServer, type Socket } from "node:net";

// A TCP proxy on loopback that a test can switch off: put between a server process and its
// database, it stands for a database that stops (connections reset, new ones refused) or a
// network that drops everything (connections reset, new ones accepted and never answered).

export type CutMode = "refuse" | "blackhole";

export interface TcpSwitch {
  port: number;
  /** Destroys every open connection; from now on new ones are refused or left hanging. */
  cut(mode: CutMode): void;
  /** Forwards new connections again. */
  restore(): Promise<void>;
  /** Connections forwarded so far. */
  readonly forwarded: number;
  close(): Promise<void>;
}

export async function startTcpSwitch(targetHost: string, targetPort: number): Promise<TcpSwitch> {
  let state: "open" | CutMode = "open";
  let forwarded = 0;
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    socket.on("error", () => socket.destroy());
  };

  const server = createServer((client) => {
    track(client);
    if (state === "blackhole") return; // accepted, never answered, until cut again or closed
    forwarded += 1;
    client.pause(); // hold what the client says until the upstream connection is there
    const upstream = createConnection(targetPort, targetHost, () => client.resume());
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
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
      // Refused: nothing listens on the port any more (connect fails with ECONNREFUSED).
      if (mode === "refuse" && server.listening) server.close();
      destroyAll();
    },
    async restore() {
      state = "open";
      destroyAll(); // blackholed connections: their clients see a reset
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
