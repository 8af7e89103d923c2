/**
 * The house keeps its shape (README, Layout): imports go one way through the zones and layers, a
 * feature imports another only where the list below names the module (each entry says why), and no
 * features import each other in a loop. Moving a shared part into a feature, or a feature's part into
 * ui/, lib/ or the server's core, fails here until the list says so.
 */
import { describe, expect, it } from 'vitest';
import { boundaryProblems, type Declared, placeOf } from '../helpers/boundaries';
import { importGraph } from '../helpers/import-graph';

const CLIENT: Declared = [
  // Account settings sign out, change the password and delete the account through auth's flows.
  ['account', 'auth/checking-device'],
  ['account', 'auth/online-submit'],
  ['account', 'auth/proof-of-work'],
  ['account', 'auth/sign-out'],
  // Signing out forgets this device's push subscription.
  ['auth', 'push/push-device'],
  // A note mentions artists: the picker lists and searches them.
  ['notes', 'artists/artists.mirror'],
  ['notes', 'artists/use-artist-search'],
  ['notes', 'artists/use-list-sync'],
  // Events, shoutouts, workshops and battles name artists.
  ['events', 'artists/artist-tag-field'],
  ['shoutouts', 'artists/artist-tag-field'],
  ['workshops', 'artists/artist-tag-field'],
  ['battles', 'artists/artist-tag-field'],
  // A lab is a set of the owner's notes.
  ['labs', 'notes/notes.mirror'],
  // A new language is saved to the account and re-words the notifications.
  ['language', 'auth/auth.online'],
  ['language', 'notifications/notifications.mirror'],
  // A shoutout request is answered from its notification.
  ['notifications', 'shoutouts/shoutout-request'],
  // A published lab is a lab shown to others, its videos notes, bought through payments.
  ['published-labs', 'notes/feed/card-header'],
  ['published-labs', 'labs/lab-published-dialog'],
  // A published or purchased lab's videos show the lab's progress (issue 28).
  ['published-labs', 'labs/progress/lab-progress'],
  ['published-labs', 'labs/labs.actions'],
  ['published-labs', 'labs/labs.mirror'],
  ['published-labs', 'labs/selectable-video-card'],
  ['published-labs', 'labs/toggle-video'],
  ['published-labs', 'payments/payments.online'],
  ['published-labs', 'payments/redirect'],
  // A purchased lab is a published lab the user bought.
  ['purchased-labs', 'published-labs/published-lab-card'],
  ['purchased-labs', 'published-labs/published-labs.online'],
  // A shoutout is to an artist, shows the notes made from its lesson and takes replies.
  ['shoutouts', 'artists/artist-card'],
  ['shoutouts', 'artists/artist-grid'],
  ['shoutouts', 'notes/feed/comments-panel'],
  ['shoutouts', 'notes/feed/feed-list'],
  // A shoutout names the workshop where the teaching was, picked among the user's, with its attendance.
  ['shoutouts', 'workshops/workshop-cited'],
  ['shoutouts', 'workshops/workshop-picker'],
  // A journey names the workshop it was at (attended or not) and words its author's battle results.
  ['journeys', 'workshops/workshop-picker'],
  ['journeys', 'workshops/workshop-cited'],
  ['journeys', 'artists/result-words'],
  // Someone else's content can be reported, and its author blocked or muted, from its menu or More.
  ['events', 'reports/more-button'],
  ['journeys', 'reports/more-button'],
  ['lab-room', 'reports/more-button'],
  ['notes', 'reports/actions-menu'],
  ['reports', 'artists/blocks.actions'],
  ['reports', 'artists/blocks.mirror'],
  ['shoutouts', 'reports/more-button'],
  ['workshops', 'reports/more-button'],
];

const SERVER: Declared = [
  // A note names artists and, through them, the author's shoutouts (a shoutout's lesson notes).
  ['notes', 'artists/artist-checks'],
  ['notes', 'shoutouts/shoutout-shape'],
  ['notes', 'shoutouts/shoutouts.service'],
  // A lab room belongs to a published lab and its members.
  ['lab-room', 'published-labs/lab-access'],
  ['lab-room', 'published-labs/lab-notifications'],
  ['lab-room', 'published-labs/published-lab-shape'],
  // Labs, workshop rooms and notifications show notes, as the viewer may see them.
  ['labs', 'notes/access'],
  ['labs', 'notes/children'],
  ['labs', 'notes/note-shape'],
  ['notifications', 'notes/access'],
  ['workshops', 'notes/access'],
  ['workshops', 'notes/note-shape'],
  // A lab's progress is on notes the viewer may watch, on their own or through a published lab.
  ['lab-progress', 'notes/access'],
  ['lab-progress', 'published-labs/lab-access'],
  ['lab-progress', 'published-labs/published-lab-shape'],
  // A purchase is of a published lab and tells its owner.
  ['payments', 'published-labs/lab-access'],
  ['payments', 'published-labs/lab-notifications'],
  // A published lab shows its lab's videos, as many as its terms ask.
  ['published-labs', 'labs/lab-videos.service'],
  ['published-labs', 'labs/published-video-count'],
  // A purchased lab is a published lab the user bought.
  ['purchased-labs', 'published-labs/lab-access'],
  ['purchased-labs', 'published-labs/published-lab-lists.service'],
  ['purchased-labs', 'published-labs/published-lab-shape'],
  // A live stream is for whoever may read what it watches: an event, a lab room, a shoutout's replies.
  ['live', 'events/events.service'],
  ['live', 'lab-room/lab-room.service'],
  ['live', 'shoutouts/shoutouts.service'],
  // A battle is run at an event, for whoever may see it (it tells the live streams through notify/).
  ['battles', 'events/event-shape'],
  // A portfolio lists the artist's battle results and shows their latest win as its title.
  ['artists', 'battles/battle-results'],
  // A journey names a workshop the viewer may see and its author's results at the event it names.
  ['journeys', 'battles/battle-results'],
  // A push carries a notification, with the unseen count.
  ['push', 'notifications/notification-shape'],
  ['push', 'notifications/notifications.service'],
  // A report is of something the reporter may see, by each feature's own rule.
  ['reports', 'journeys/journey-shape'],
  ['reports', 'notes/access'],
  ['reports', 'published-labs/lab-access'],
  ['reports', 'shoutouts/shoutout-shape'],
  // Moderators act on reported targets, and a suspension ends the account's sessions.
  ['moderation', 'reports/targets'],
  ['moderation', 'auth/session.service'],
];

const DECLARED = { client: CLIENT, server: SERVER };

describe('boundaries', () => {
  it('every import in src/ and sw/ keeps the rules', () => {
    expect(boundaryProblems(importGraph(process.cwd(), ['src', 'sw']), DECLARED)).toEqual([]);
  });

  it('places each file in its zone and layer', () => {
    expect(placeOf('src/client/app/router.tsx')).toEqual({ zone: 'client', layer: 3 });
    expect(placeOf('src/client/features/labs/lab-list.tsx')).toEqual({
      zone: 'client',
      layer: 2,
      feature: 'labs',
    });
    expect(placeOf('src/client/ui/lists/load-more.tsx')).toEqual({ zone: 'client', layer: 1 });
    expect(placeOf('src/server/app.ts')).toEqual({ zone: 'server', layer: 3 });
    expect(placeOf('src/server/http/refs.ts')).toEqual({ zone: 'server', layer: 1 });
    expect(placeOf('sw/sw.ts')).toEqual({ zone: 'sw', layer: 1 });
  });

  it('fails on a wrong import: upwards, across zones, undeclared, a loop, a stale entry', () => {
    const edges = [
      { from: 'src/client/ui/lists/load-more.tsx', to: 'src/client/features/notes/feed/feed-list.tsx' },
      { from: 'src/shared/api.ts', to: 'src/server/config.ts' },
      { from: 'src/client/lib/api.ts', to: 'src/server/app.ts' },
      { from: 'src/server/http/auth.ts', to: 'src/server/features/auth/caller.ts' },
      {
        from: 'src/client/features/labs/lab-list.tsx',
        to: 'src/client/features/notes/notes.mirror.ts',
      },
      {
        from: 'src/client/features/notes/feed/feed-list.tsx',
        to: 'src/client/features/labs/labs.mirror.ts',
      },
    ];
    const declared = {
      client: [
        ['labs', 'notes/notes.mirror'],
        ['events', 'workshops/workshops.mirror'],
      ] as const,
    };
    expect(boundaryProblems(edges, declared)).toEqual([
      'src/client/ui/lists/load-more.tsx -> src/client/features/notes/feed/feed-list.tsx: a lower layer imports a higher one',
      'src/shared/api.ts -> src/server/config.ts: the shared zone does not import server',
      'src/client/lib/api.ts -> src/server/app.ts: the client zone does not import server',
      'src/server/http/auth.ts -> src/server/features/auth/caller.ts: a lower layer imports a higher one',
      'src/client/features/notes/feed/feed-list.tsx -> src/client/features/labs/labs.mirror.ts: not on the declared list (client: notes -> labs/labs.mirror)',
      'features import each other in a loop: client: labs, client: notes',
      'declared but not imported: client: events -> workshops/workshops.mirror',
    ]);
  });
});
