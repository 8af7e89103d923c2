/**
 * The API's paths encode what they are given, and a placeholder stays as it is, so the shell's early
 * read of a route, filled in from the address, is the URL the page then asks for with the value.
 */
import { describe, expect, it } from 'vitest';
import {
  artistsApi,
  eventsApi,
  notesApi,
  param,
  placeholder,
  publishedLabsApi,
  shoutoutsApi,
  uploadsApi,
  workshopsApi,
} from '../../src/shared/api-paths';

/** As the head script fills a read with the address's parameter (src/client/build/head/route-preloads.ts). */
const fill = (read: string, inAddress: string) =>
  read.replace(/:(\w+)/g, () => encodeURIComponent(decodeURIComponent(inAddress)));

describe('API paths', () => {
  it('encode each value, and write the query in the order given, without the undefined ones', () => {
    expect(artistsApi.portfolio('b boy/é')).toBe('/artist/portfolios/b%20boy%2F%C3%A9');
    expect(artistsApi.unfollow('b boy/é')).toBe('/artist/follow/b%20boy%2F%C3%A9');
    expect(artistsApi.follows('followers', 'a&b', 20)).toBe('/artist/followers/?username=a%26b&page_size=20');
    expect(eventsApi.search({ query: 'a&b', this_month: undefined, page_size: 20 })).toBe(
      '/events/search/?query=a%26b&page_size=20',
    );
    expect(workshopsApi.search({ workshop_name: 'kreuz', page_size: 20 })).toBe(
      '/workshops/search/?workshop_name=kreuz&page_size=20',
    );
    expect(publishedLabsApi.ofArtist({ username: 'bboy' })).toBe(
      '/whatiscooking/publishedlabs/list/personal/?username=bboy',
    );
  });

  it("give the router's early reads, filled in from the address, the page's own URLs", () => {
    // The parameter as the address has it, and as the page gets it from the router.
    const params = [
      ['bboy', 'bboy'],
      ['B.Girl', 'B.Girl'],
      ['caf%C3%A9', 'café'],
      ["o'neil", "o'neil"],
    ];
    for (const [inAddress = '', value = ''] of params) {
      const reads: [string, string][] = [
        [artistsApi.portfolio(param('username')), artistsApi.portfolio(value)],
        [notesApi.note(param('uuid')), notesApi.note(value)],
        [shoutoutsApi.shoutout(param('uuid')), shoutoutsApi.shoutout(value)],
        [workshopsApi.workshop(param('uuid')), workshopsApi.workshop(value)],
        [eventsApi.event(param('uuid')), eventsApi.event(value)],
        [
          notesApi.latest({ page_size: 20, username: param('username') }),
          notesApi.latest({ page_size: 20, username: value }),
        ],
        [
          publishedLabsApi.ofArtist({ username: param('username'), page_size: 3 }),
          publishedLabsApi.ofArtist({ username: value, page_size: 3 }),
        ],
      ];
      for (const [early, own] of reads) expect(fill(early, inAddress)).toBe(own);
    }
  });

  it("keep the outbox's placeholder for the key it fills in later", () => {
    expect(uploadsApi.complete(placeholder('{{key0}}'))).toBe('/uploads/{{key0}}/complete/');
  });
});
