import { describe, expect, it } from 'vitest';
import { allowedWebUrl, settingUrl } from './webUrl.ts';

const ORIGIN = 'http://localhost:8090';

describe('allowedWebUrl', () => {
  it('allows our own origin, relative or absolute', () => {
    expect(allowedWebUrl('/h5/help.html', ORIGIN)).toBe('http://localhost:8090/h5/help.html');
    expect(allowedWebUrl('http://localhost:8090/x?y=1', ORIGIN)).toBe(
      'http://localhost:8090/x?y=1',
    );
  });

  it('allows any https page', () => {
    expect(allowedWebUrl('https://download.example.com/bourse', ORIGIN)).toBe(
      'https://download.example.com/bourse',
    );
  });

  it.each([
    ['http://evil.example/'],
    ['javascript:alert(1)'],
    [' JAVASCRIPT:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['file:///etc/passwd'],
    ['blob:http://localhost:8090/abc'],
    ['https://user:pass@evil.example/'],
    ['http://localhost:8091/'],
    ['http://[::1'],
    [''],
    [null],
    [undefined],
  ])('refuses %j', (raw) => {
    expect(allowedWebUrl(raw, ORIGIN)).toBeUndefined();
  });
});

describe('settingUrl', () => {
  it('reads a string, { page } or { url }', () => {
    expect(settingUrl('https://a.example')).toBe('https://a.example');
    expect(settingUrl({ page: 'https://p.example', android: {} })).toBe('https://p.example');
    expect(settingUrl({ url: 'https://u.example' })).toBe('https://u.example');
    expect(settingUrl({ other: 1 })).toBeUndefined();
    expect(settingUrl(null)).toBeUndefined();
    expect(settingUrl(42)).toBeUndefined();
  });
});
