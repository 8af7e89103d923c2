/** Artist search, online only and not mirrored: by name or username, at most 20 results. */
import type { Portfolio } from '../../../shared/schemas/artists';
import { api } from '../../lib/api';

export const searchArtists = (query: string) =>
  api<Portfolio[]>(`/artist/search/?query=${encodeURIComponent(query)}`);
