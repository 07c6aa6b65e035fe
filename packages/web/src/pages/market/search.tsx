/**
 * Market search (spec 2: search with hot search and recent view): results appear once
 * typing settles; before that, recently viewed and hot pairs.
 */
import { useState } from 'react';
import { SearchBar } from '../../features/market/SearchBar.tsx';
import { SearchDiscover } from '../../features/market/SearchDiscover.tsx';
import { SearchResults } from '../../features/market/SearchResults.tsx';
import { useLiveTickers } from '../../features/market/liveTickers.ts';
import { useDebouncedValue } from '../../features/market/useDebouncedValue.ts';
import { SEARCH_DEBOUNCE_MS } from '../../features/market/queries.ts';

export default function SearchPage() {
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useLiveTickers();
  return (
    <>
      <SearchBar value={text} onChange={setText} />
      {text.trim() && keyword ? <SearchResults keyword={keyword} /> : <SearchDiscover />}
    </>
  );
}
