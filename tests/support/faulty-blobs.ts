/**
 * A small HTTP proxy in front of the local Blobs server that a test can turn bad: answer 500 to
 * everything, let N requests through and then answer 500 (a store that fails half-way through a
 * write), or take requests and never answer (a stalled store); then healthy again.
 */
import {
  createServer,
  request as forward,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";

export type FaultMode =
  | { kind: "healthy" }
  | { kind: "fail" }
  /** Forwards the next `requests` requests, then answers 500 to every later one. */
  | { kind: "fail-after"; requests: number }
  /** Forwards every request but the writes (PUT, DELETE) to keys starting with `key`, which answer 500. */
  | { kind: "fail-writes-to"; key: string }
  /** Forwards the next `after` requests (none when omitted), then takes every later one and never answers. */
  | { kind: "stall"; after?: number };

export interface SeenRequest {
  method: string;
  path: string;
  outcome: "forwarded" | "failed" | "stalled";
}

export class FaultyBlobsProxy {
  private server: Server | null = null;
  private mode: FaultMode = { kind: "healthy" };
  private forwardedSinceSet = 0;
  private readonly stalled = new Set<ServerResponse>();
  /** Every request the proxy got, in order. */
  readonly seen: SeenRequest[] = [];

  constructor(private readonly targetPort: number) {}

  /** Starts listening on a free loopback port; returns the proxy's origin, e.g. `http://127.0.0.1:40123`. */
  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      this.handle(request, response);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${String(port)}`;
  }

  /** Switches the behaviour for every request from now on; stalled requests are dropped on the way. */
  set(mode: FaultMode): void {
    this.mode = mode;
    this.forwardedSinceSet = 0;
    for (const response of this.stalled) response.destroy();
    this.stalled.clear();
  }

  /** Requests seen since `from` (an index into `seen`), e.g. to count what one call sent. */
  since(from: number): SeenRequest[] {
    return this.seen.slice(from);
  }

  async stop(): Promise<void> {
    this.set({ kind: "healthy" });
    await new Promise<void>((resolve) => {
      this.server?.close(() => {
        resolve();
      });
      this.server?.closeAllConnections();
    });
  }

  private handle(request: IncomingMessage, response: ServerResponse): void {
    const seen: SeenRequest = {
      method: request.method ?? "GET",
      path: request.url ?? "/",
      outcome: "forwarded",
    };
    this.seen.push(seen);
    const { mode } = this;
    const fails =
      mode.kind === "fail" ||
      (mode.kind === "fail-after" && this.forwardedSinceSet >= mode.requests) ||
      (mode.kind === "fail-writes-to" &&
        (request.method === "PUT" || request.method === "DELETE") &&
        (request.url ?? "").split("?")[0]?.includes(`:team/${mode.key}`) === true);
    if (mode.kind === "stall" && this.forwardedSinceSet >= (mode.after ?? 0)) {
      seen.outcome = "stalled";
      // Read the body so the client finishes sending, then never answer.
      request.resume();
      this.stalled.add(response);
      return;
    }
    if (fails) {
      seen.outcome = "failed";
      request.resume();
      response.writeHead(500, { "Content-Type": "text/plain" }).end("Internal Server Error");
      return;
    }
    this.forwardedSinceSet += 1;
    const upstream = forward(
      {
        host: "127.0.0.1",
        port: this.targetPort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => {
      response.destroy();
    });
    request.pipe(upstream);
  }
}
