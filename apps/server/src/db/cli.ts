import { loadConfig } from '../config.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';
import { seedIfEmpty } from './seed.js';

/** `npm run db:migrate` / `npm run db:seed`, against DATABASE_URL. */
const command = process.argv[2];
const config = loadConfig();
const database = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(database.db);
  if (command === 'seed') {
    const seeded = await seedIfEmpty(database.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      seedDemo: config.seedDemo,
      passwordParams: config.passwordParams,
    });
    console.log(
      seeded ? 'Seeded the database.' : 'The database was already seeded; nothing changed.',
    );
  } else {
    console.log('Migrated to the latest schema.');
  }
} finally {
  await database.close();
}
