/**
 * A process that logs through the server's own log output (asynchronous standard output) and
 * then ends as argv[2] says, for logging.test.ts to count what reached its standard output:
 * `exit` flushes and exits as main.ts's shutdown does, `crash` throws, `reject` leaves a
 * promise rejected, `drain` just lets the event loop run dry. argv[3] is the number of lines.
 */
import pino from 'pino';
import { exitOnCrash, loggerOptions, openLogOutput } from '../src/logging.js';

const [how = 'exit', count = '20000'] = process.argv.slice(2);
const output = await openLogOutput({ pretty: false });
const log = pino(loggerOptions('info'), output.stream);
exitOnCrash(log, output);

// Lines of a realistic size, all written in one go: most are still buffered when it ends.
for (let line = 0; line < Number(count); line += 1) {
  log.info({ line, route: '/api/services/getAllService', status: 200, durationMs: 0.4 }, 'request');
}

switch (how) {
  case 'exit':
    await output.close();
    process.exit(0);
    break;
  case 'crash':
    setImmediate(() => {
      throw new Error('the crash under test');
    });
    break;
  case 'reject':
    void Promise.reject(new Error('the rejection under test'));
    break;
  default:
    break;
}
