/**
 * The artists the signed-in user gave a shoutout, as artist entries (the shoutout's cover stands for
 * their photo), from the mirrored list of their shoutouts (15-minute rule).
 */
import { useAtomValue } from 'jotai';
import type { Portfolio } from '../../../shared/schemas/artists';
import type { ShoutoutRow } from '../../lib/db';
import { userAtom } from '../../lib/session';
import { useShoutoutList } from './shoutouts.mirror';

const shoutoutArtist = ({ teacher, s_teacher_name, s_photo }: ShoutoutRow): Portfolio[] =>
  teacher?.id == null
    ? []
    : [
        {
          id: teacher.id,
          username: teacher.username,
          artist_name: s_teacher_name,
          country: '',
          bio: '',
          thumb: s_photo,
          profile_photo: s_photo,
          cover: null,
          created: '',
        },
      ];

export function useGivenArtists(): Portfolio[] {
  const me = useAtomValue(userAtom)?.username;
  return (useShoutoutList(`teachers:${me ?? ''}`).rows ?? []).flatMap(shoutoutArtist);
}
