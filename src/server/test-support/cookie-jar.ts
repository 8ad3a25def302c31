/** Enough of a browser's cookie jar to follow a login through app.inject (one origin). */
export class CookieJar {
  readonly #cookies = new Map<string, string>();
  /** The last Set-Cookie header seen for each name, attributes included. */
  readonly rawHeaders = new Map<string, string>();

  store(setCookie: string | string[] | number | undefined): void {
    if (setCookie === undefined || typeof setCookie === 'number') return;
    for (const header of Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair = '', ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      this.rawHeaders.set(name, header);
      const isExpired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (value === '' || isExpired) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  set(name: string, value: string): void {
    this.#cookies.set(name, value);
  }

  header(): string {
    return [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
