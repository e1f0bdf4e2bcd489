/** An msw path pattern that matches a service path on whatever origin the host's apiBaseUrl points at. */
export function onAnyOrigin(path: string): string {
  return `*${path}`;
}
