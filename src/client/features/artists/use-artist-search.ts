/** Online artist search for the search box: debounced upstream, only with text, latest answer wins. */
import { useSearch } from '../../lib/use-search';
import { searchArtists } from './artists.online';

export const useArtistSearch = (query: string) => useSearch(query, searchArtists);
