/**
 * Lazy pages (spec sections 2 and 9): a loading view after 200 ms, an error view after
 * 60 s; a failed chunk load reports its kind (timeout or missing) and address.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const PAGE_LOAD_DELAY_MS = 200;
export const PAGE_LOAD_TIMEOUT_MS = 60_000;

export class ChunkLoadError extends Error {
  constructor(
    readonly kind: 'timeout' | 'missing',
    readonly address: string,
  ) {
    super(`${kind}: ${address}`);
  }
}

export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  address: string,
  timeoutMs = PAGE_LOAD_TIMEOUT_MS,
): LazyExoticComponent<ComponentType> {
  return lazy(
    () =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError('timeout', address)), timeoutMs);
        load().then(
          (m) => {
            clearTimeout(timer);
            resolve(m);
          },
          () => {
            clearTimeout(timer);
            reject(new ChunkLoadError('missing', address));
          },
        );
      }),
  );
}
