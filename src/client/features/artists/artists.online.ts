/** Artist search, online only and not mirrored: by name or username, at most 20 results. */
import { artistsApi } from '../../../shared/api-paths';
import type { Portfolio } from '../../../shared/schemas/artists';
import { api } from '../../lib/api';

export const searchArtists = (query: string) => api<Portfolio[]>(artistsApi.search(query));
