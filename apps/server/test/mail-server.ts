import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process (smtp-server), with a login, that keeps every mail it
 * accepts parsed (mailparser). `stop()` and `start()` again on the same port stand for an
 * outage of the shop's mail server.
 */
export interface TestMailServer {
  port: number;
  url: string;
  mails: ParsedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves with the mails once `count` have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
}

export async function startMailServer(port = 0): Promise<TestMailServer> {
  const mails: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  const listen = (onPort: number) =>
    new Promise<number>((resolve, reject) => {
      const smtp = new SMTPServer({
        disabledCommands: ['STARTTLS'],
        allowInsecureAuth: true,
        onAuth(auth, _session, callback) {
          if (auth.username === 'shop' && auth.password === 'secret') {
            callback(null, { user: 'shop' });
          } else {
            callback(new Error('Invalid username or password'));
          }
        },
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              mails.push(mail);
              callback();
            })
            .catch((error: unknown) => callback(error as Error));
        },
        logger: false,
      });
      smtp.on('error', () => undefined);
      smtp.server.once('error', reject);
      smtp.listen(onPort, '127.0.0.1', () => {
        server = smtp;
        resolve((smtp.server.address() as AddressInfo).port);
      });
    });
  const bound = await listen(port);
  return {
    port: bound,
    url: `smtp://shop:secret@127.0.0.1:${String(bound)}`,
    mails,
    async stop() {
      const running = server;
      server = null;
      if (running) await new Promise<void>((resolve) => running.close(() => resolve()));
    },
    async start() {
      await listen(bound);
    },
    waitFor: (count, timeoutMs = 10_000) =>
      until(() => (mails.length >= count ? mails : undefined), timeoutMs, `${String(count)} mails`),
  };
}

/** Polls `check` until it returns a value (or the time is up). */
export async function until<T>(
  check: () => T | undefined | Promise<T | undefined>,
  timeoutMs = 10_000,
  what = 'the condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A local HTTP server standing for a provider (WhatsApp Cloud API, Twilio): it records each
 * request and answers with what `answer` returns for it.
 */
export async function startProviderServer(
  answer: (request: RecordedRequest) => { status: number; body: unknown },
): Promise<{ url: string; requests: RecordedRequest[]; close(): Promise<void> }> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const { status, body } = answer(recorded);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${String(port)}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
