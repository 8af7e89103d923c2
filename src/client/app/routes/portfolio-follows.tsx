/**
 * /{username}/followers and /{username}/following: under the portfolio's header (its counts link
 * here), the artist's followers or whom they follow.
 */
import { useLocation, useParams } from 'react-router-dom';
import { FollowList, type FollowSide } from '../../features/artists/follow-list';

export default function PortfolioFollowsRoute() {
  const username = useParams().username ?? '';
  const segment = useLocation().pathname.split('/').filter(Boolean)[1]?.toLowerCase();
  const side: FollowSide = segment === 'following' ? 'following' : 'followers';
  return <FollowList key={`${username}/${side}`} username={username} side={side} />;
}
