/** The artist search a crew's entry picks its dancers with (online, as every search). */
import { artistsApi } from '../../../shared/api-paths';
import type { Portfolio } from '../../../shared/schemas/artists';
import { api } from '../../lib/api';

export const searchArtists = (query: string) => api<Portfolio[]>(artistsApi.search(query));
