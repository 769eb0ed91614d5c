/** host:port/database (and user) of a PostgreSQL URL, never the password: safe for logs. */
export function describePostgresUrl(databaseUrl: string): string {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    return 'PostgreSQL (unparsable URL)';
  }
  const host = url.hostname || url.searchParams.get('host') || 'localhost';
  const port = url.port || '5432';
  const database =
    decodeURIComponent(url.pathname.replace(/^\//, '')) || decodeURIComponent(url.username) || 'postgres';
  const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
  return `${user}${host}:${port}/${database}`;
}
