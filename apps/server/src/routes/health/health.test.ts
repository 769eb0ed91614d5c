import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-context';
import { testDatabaseKind } from '../../test/test-database';

describe('GET /api/health', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('answers ok and names the database in use', async () => {
    const response = await context.app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ status: 'ok', database: testDatabaseKind });
  });
});

describe('GET /api/health when the database is down', () => {
  it('answers 503 so a load balancer stops sending traffic', async () => {
    const context = await createTestContext();
    await context.close();
    const response = await context.app.request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', database: testDatabaseKind });
  });
});
