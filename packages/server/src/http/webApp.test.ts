/**
 * The H5 app's files and their cache headers: the service worker, manifest and index.html
 * are revalidated on every load (so a new build reaches installed apps), hashed assets are
 * immutable. On a small stand-in for packages/web/dist.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerConsoleApp, registerWebApp } from './webApp.ts';

let app: FastifyInstance;
let root: string;
let consoleRoot: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.mkdirSync(path.join(root, 'icons'));
  const sw = `const BUILD = { version: 'x', shell: [] };\n${'// worker\n'.repeat(200)}`;
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Bourse</title>');
  fs.writeFileSync(path.join(root, 'sw.js'), sw);
  fs.writeFileSync(path.join(root, 'sw.js.br'), brotliCompressSync(sw));
  fs.writeFileSync(path.join(root, 'manifest.webmanifest'), '{"name":"Bourse"}');
  fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'export {};');
  fs.writeFileSync(path.join(root, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50]));
  consoleRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bourse-console-'));
  fs.mkdirSync(path.join(consoleRoot, 'assets'));
  fs.writeFileSync(path.join(consoleRoot, 'index.html'), '<!doctype html><title>Console</title>');
  fs.writeFileSync(path.join(consoleRoot, 'assets', 'index-def456.js'), 'export {};');
  app = Fastify();
  await registerWebApp(app, root);
  await registerConsoleApp(app, consoleRoot);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(consoleRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the H5 app under /h5/', () => {
  it('serves the service worker as JavaScript, revalidated every time, scoped to /h5/', async () => {
    for (const encoding of ['identity', 'br']) {
      const res = await get('/h5/sw.js', { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['service-worker-allowed']).toBe('/h5/');
      expect(res.headers['content-encoding']).toBe(encoding === 'br' ? 'br' : undefined);
    }
  });

  it('serves the manifest as application/manifest+json, revalidated', async () => {
    const res = await get('/h5/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({ name: 'Bourse' });
  });

  it('revalidates the page itself, and keeps hashed assets for a year', async () => {
    for (const url of ['/h5/', '/h5/index.html']) {
      expect((await get(url)).headers['cache-control'], url).toBe('no-cache');
    }
    const asset = await get('/h5/assets/index-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Anything else keeps the static server's default.
    const icon = await get('/h5/icons/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.headers['cache-control']).toBe('public, max-age=0');
  });

  it('sends the site root to the app', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/h5/');
  });
});

describe('the operator console under /admin/', () => {
  it('serves its own page, never framed, never indexed, revalidated', async () => {
    const page = await get('/admin/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Console</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(page.headers['x-robots-tag']).toBe('noindex');
    const asset = await get('/admin/assets/index-def456.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['x-frame-options']).toBe('DENY');
  });

  it('sends /admin to the console and does not serve the H5 app there', async () => {
    const res = await get('/admin');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/admin/');
    expect((await get('/admin/sw.js')).statusCode).toBe(404);
  });
});
