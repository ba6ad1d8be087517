/**
 * `npm run test:crash` (after crash.ts) `[-- --iterations 25]`: no message is lost to a kill -9.
 * The built server, with e-mail sent to a real SMTP server in this process, is killed with
 * SIGKILL at a random moment while senders post contact messages (each 202 comes after the
 * commit that stores the message and queues its two e-mails), again and again on one SQLite
 * file. Each new instance first delivers what the dead one held (claimed again once its lease
 * of 1 s has run out), then takes new messages until it is killed in turn; so a message is
 * crashed on at most once, and may then be sent twice (a kill between the SMTP server's
 * acceptance and the recorded outcome), never more.
 *
 * At the end, after a last instance has delivered everything and stopped: every acknowledged
 * message is stored and both its e-mails arrived at least once and at most twice (the shop's
 * with Reply-To the sender, the acknowledgement to the sender); no e-mail arrived for a message
 * that is not stored; every outbox row is sent. Exits non-zero on the first violation.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { scriptOptions, stop } from '../bench/harness.js';
import { crashRun } from './crash-run.js';
import { startMailServer, until, type TestMailServer } from './mail-server.js';

const { iterations: ITERATIONS, senders: SENDERS } = scriptOptions({ iterations: 25, senders: 3 });
const SHOP = 'shop-desk@freshfold.in';
/**
 * Each message's mark: its subject, and in its text, so the shop's e-mail names its message. The
 * acknowledgement repeats nothing the sender wrote: it is known by its recipient, each message's
 * sender address being its own.
 */
const TOKEN = /crash-[0-9a-f]{12}/;

interface Acknowledged {
  token: string;
  email: string;
}

const crash = crashRun('crash-outbox');
const { file } = crash;

function startServer(mail: TestMailServer) {
  return crash.start({
    SMTP_URL: mail.url,
    MAIL_FROM: 'FreshFold <care@freshfold.in>',
    SHOP_EMAIL: SHOP,
    NOTIFICATIONS_POLL_INTERVAL: '100ms',
    NOTIFICATIONS_LEASE: '1s',
    NOTIFICATIONS_RETRY_BASE: '100ms',
    RATE_LIMIT_CONTACT_PER_ADDRESS: '1000000',
    RATE_LIMIT_CONTACT_PER_EMAIL: '1000000',
  });
}

/** Reads the SQLite file (the server may be running: WAL lets a reader in). */
function read<T>(query: string): T[] {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(query).all() as T[];
  } finally {
    db.close();
  }
}

/** Waits until the outbox holds nothing pending: what dead instances held is delivered. */
async function drained(what: string, timeoutMs = 20_000): Promise<void> {
  await until(
    () => {
      const [row] = read<{ n: number }>(
        "select count(*) as n from outbox where status = 'pending'",
      );
      return row?.n === 0 ? true : undefined;
    },
    timeoutMs,
    what,
  );
}

/** One sender posting contact messages one after another until the server goes away. */
async function sendMessages(base: string, sender: number, acknowledged: Acknowledged[]) {
  for (;;) {
    const token = `crash-${randomBytes(6).toString('hex')}`;
    const email = `sender-${String(sender)}-${randomUUID().slice(0, 8)}@example.in`;
    let response: Response;
    try {
      response = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Crash Sender ${String(sender)}`,
          email,
          subject: token,
          message: `Please collect my curtains. ${token}`,
        }),
      });
      if (response.status !== 202) {
        throw new Error(`a message was refused: ${response.status} ${await response.text()}`);
      }
      await response.json();
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('a message was refused')) throw error;
      return; // the server is gone: this message was never acknowledged
    }
    acknowledged.push({ token, email });
    // A customer's pace, not a flood: each instance can deliver what it took before it dies.
    await new Promise((done) => setTimeout(done, 30));
  }
}

/** Every e-mail that arrived, by message token and kind; `tokenOf` maps a sender to its token. */
function arrivals(mail: TestMailServer, tokenOf: ReadonlyMap<string, string>) {
  const byToken = new Map<string, { shop: number; acknowledgement: number }>();
  for (const message of mail.mails) {
    const to = Array.isArray(message.to) ? message.to[0]?.text : message.to?.text;
    const shop = message.subject?.startsWith('Contact form:') === true;
    const token = shop ? TOKEN.exec(message.text ?? '')?.[0] : tokenOf.get(to ?? '');
    if (!token)
      throw new Error(`an e-mail without its message: ${message.subject ?? ''} to ${String(to)}`);
    const seen = byToken.get(token) ?? { shop: 0, acknowledgement: 0 };
    if (shop) {
      if (to !== SHOP) throw new Error(`the shop's e-mail for ${token} went to ${String(to)}`);
      seen.shop += 1;
    } else {
      seen.acknowledgement += 1;
    }
    byToken.set(token, seen);
  }
  return byToken;
}

function verify(mail: TestMailServer, acknowledged: readonly Acknowledged[]): string {
  const stored = new Map(
    read<{ subject: string; email: string }>('select subject, email from contact_messages').map(
      (row) => [row.subject, row.email],
    ),
  );
  const notSent = read<{ id: number; status: string }>(
    "select id, status from outbox where status <> 'sent'",
  );
  if (notSent.length > 0) throw new Error(`outbox rows not sent: ${JSON.stringify(notSent)}`);
  const byToken = arrivals(mail, new Map([...stored].map(([token, email]) => [email, token])));
  for (const token of byToken.keys()) {
    if (!stored.has(token)) throw new Error(`an e-mail arrived for ${token}, which is not stored`);
  }
  const replyTo = new Map(
    mail.mails
      .filter((message) => message.subject?.startsWith('Contact form:'))
      .map((message) => [TOKEN.exec(message.text ?? '')?.[0], message.replyTo?.text]),
  );
  let twice = 0;
  for (const { token, email } of acknowledged) {
    if (stored.get(token) !== email) throw new Error(`acknowledged message ${token} is missing`);
    const seen = byToken.get(token) ?? { shop: 0, acknowledgement: 0 };
    for (const count of [seen.shop, seen.acknowledgement]) {
      if (count < 1) throw new Error(`an e-mail of acknowledged message ${token} never arrived`);
      if (count > 2) throw new Error(`an e-mail of message ${token} arrived ${count} times`);
      if (count === 2) twice += 1;
    }
    if (replyTo.get(token) !== email)
      throw new Error(`the shop's e-mail for ${token} lost its Reply-To`);
  }
  return `${acknowledged.length} acknowledged messages of ${stored.size} stored, ${mail.mails.length} e-mails, ${twice} sent twice after a kill`;
}

let mailServer: TestMailServer | undefined;

async function main(): Promise<void> {
  const started = Date.now();
  const mail = await startMailServer();
  mailServer = mail;
  const acknowledged: Acknowledged[] = [];
  for (let iteration = 1; iteration <= ITERATIONS; iteration += 1) {
    const current = await startServer(mail);
    // What the last instance held is claimed again after its lease, and sent, before new
    // messages come: each message goes through at most one kill.
    await drained(`the messages held by the instance killed before kill ${String(iteration)}`);
    const senders = Array.from({ length: SENDERS }, (_, sender) =>
      sendMessages(current.base, sender, acknowledged),
    );
    await crash.killWhile(current, senders, 50 + Math.random() * 450);
    if (iteration % 5 === 0) {
      console.log(`${iteration} kills: ${acknowledged.length} messages acknowledged`);
    }
  }
  const last = await startServer(mail);
  await drained('every message to be delivered');
  await stop(last.child);
  const summary = verify(mail, acknowledged);
  console.log(
    `Outbox crash test passed: ${ITERATIONS} kill -9 while ${SENDERS} senders wrote to the shop; ` +
      `${summary}; none lost (${Math.round((Date.now() - started) / 1000)} s).`,
  );
}

crash.run('Outbox crash test', main, async () => {
  await mailServer?.stop();
});
