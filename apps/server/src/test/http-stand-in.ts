// Test support: a local HTTP server that stands in for a cloud speech API, records what it
// receives and answers as the test says.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. '/v1/text-to-speech/abc?output_format=mp3_44100_128'. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type StandInHandler = (request: RecordedRequest, response: ServerResponse) => void;

export interface HttpStandIn {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replaces how the stand-in answers from now on. */
  answerWith(handler: StandInHandler): void;
  close(): Promise<void>;
}

export async function startHttpStandIn(initialHandler: StandInHandler): Promise<HttpStandIn> {
  let handler = initialHandler;
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const recorded = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      handler(recorded, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answerWith(next) {
      handler = next;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

export function answerJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

export function answerBytes(response: ServerResponse, contentType: string, bytes: Buffer): void {
  response.writeHead(200, { 'Content-Type': contentType }).end(bytes);
}

/** Never answers: for testing time limits. */
export function neverAnswer(): void {}
