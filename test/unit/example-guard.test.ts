import { describe, expect, it } from 'vitest';
import { ExampleSiteGuard } from '../../src/example/setup.js';
import { OutboundRefused } from '../../src/platform/outbound/guard.js';

describe('the example process lets the crawler reach exactly the example site', () => {
  const guard = new ExampleSiteGuard('http://127.0.0.1:8081', []);

  it('allows the example site origin', async () => {
    expect((await guard.checkUrl('http://127.0.0.1:8081/sitemap.xml')).href).toBe('http://127.0.0.1:8081/sitemap.xml');
    expect((await guard.checkUrl('http://127.0.0.1:8081/docs/getting-started', { resolve: false })).pathname).toBe(
      '/docs/getting-started',
    );
  });

  it('refuses every other loopback, private or odd address, as the normal guard does', async () => {
    for (const url of [
      'http://127.0.0.1:8080/v1/openapi.json', // the service itself, another port
      'http://127.0.0.1/',
      'https://127.0.0.1:8081/', // another scheme is another origin
      'http://user:pw@127.0.0.1:8081/',
      'http://[::1]:8081/',
      'http://10.0.0.1:8081/',
      'http://169.254.169.254/latest/meta-data/',
      'file:///etc/passwd',
    ]) {
      await expect(guard.checkUrl(url, { resolve: false }), url).rejects.toBeInstanceOf(OutboundRefused);
    }
  });

  it('only accepts a loopback literal as the site', () => {
    expect(() => new ExampleSiteGuard('http://localhost:8081', [])).toThrow();
    expect(() => new ExampleSiteGuard('http://192.168.1.5:8081', [])).toThrow();
  });
});
