const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]', '::1'];

/** "Example.com:8080" → "example.com"; "[::1]:5173" → "[::1]". */
export function hostName(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.split(':')[0] ?? '';
}

/** The hub serves the network map; every other host is a network city site. */
export function isHubHost(host: string, extraHubHosts: readonly string[]): boolean {
  const name = hostName(host);
  if (name === '') return true;
  return LOCAL_HOSTS.includes(name) || extraHubHosts.some((hub) => hostName(hub) === name);
}
