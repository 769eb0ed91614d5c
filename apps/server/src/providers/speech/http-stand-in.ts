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

/** The smallest thing that is Ogg Opus: one page holding the identification header. */
export function oggOpusHeaderPage(): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head.writeUInt8(1, 8);
  head.writeUInt8(1, 9);
  head.writeUInt16LE(312, 10);
  head.writeUInt32LE(48_000, 12);
  const header = Buffer.alloc(27);
  header.write('OggS', 0, 'latin1');
  header.writeUInt8(2, 5);
  header.writeUInt8(1, 26);
  return Buffer.concat([header, Buffer.from([head.length]), head]);
}

/** An ID3 tag followed by an MPEG frame header: what an MP3 file starts with. */
export const MP3_START = Buffer.concat([
  Buffer.from('ID3', 'latin1'),
  Buffer.from([4, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64]),
]);
