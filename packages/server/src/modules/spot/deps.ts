/** What the spot services share per app: the live books (books.ts). */
import type { BookManager } from './books.ts';

export interface SpotDeps {
  books: BookManager;
}
