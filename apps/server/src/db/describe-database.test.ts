import { describe, expect, it } from 'vitest';
import { describePostgresUrl } from './describe-database';

describe('describePostgresUrl', () => {
  it('shows user, host, port and database but never the password', () => {
    const description = describePostgresUrl(
      'postgres://callready:s3cr%40t@db.internal:6543/production?sslmode=require',
    );
    expect(description).toBe('callready@db.internal:6543/production');
    expect(description).not.toContain('s3cr');
  });

  it('fills in the default port', () => {
    expect(describePostgresUrl('postgresql://db.internal/callready')).toBe('db.internal:5432/callready');
  });

  it('reads a socket directory given as the host parameter', () => {
    expect(describePostgresUrl('postgres:///callready?host=/var/run/postgresql')).toBe(
      '/var/run/postgresql:5432/callready',
    );
  });
});
