import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PostgresDriver } from '../../src/db/postgres-driver.js';
import { migrate } from '../../src/db/migrate.js';

export const adminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * One migrated template database per run on the machine's PostgreSQL. Each test
 * file clones its own database from it (see openTestDatabase), so files never
 * see each other's rows, jobs or schedules. Everything is dropped at the end.
 */
export default async function setup(project: TestProject) {
  const template = `concierge_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client(adminUrl());
  await admin.connect();
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();
  const url = new URL(adminUrl());
  url.pathname = `/${template}`;
  const driver = PostgresDriver.open(url.toString(), { max: 1 });
  await migrate(driver);
  await driver.close();
  // Nobody may connect to the template (not even autovacuum): a connection to it
  // makes every concurrent CREATE DATABASE … TEMPLATE fail.
  const lock = new pg.Client(adminUrl());
  await lock.connect();
  await lock.query(`ALTER DATABASE ${template} WITH ALLOW_CONNECTIONS false`);
  await lock.end();
  project.provide('postgresUrl', url.toString());
  project.provide('postgresTemplate', template);
  return async () => {
    const c = new pg.Client(adminUrl());
    await c.connect();
    const dbs = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `${template}%`,
    ]);
    // Clones first, the template last.
    for (const { datname } of dbs.rows.sort((a, b) => b.datname.length - a.datname.length)) {
      await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await c.end();
  };
}
