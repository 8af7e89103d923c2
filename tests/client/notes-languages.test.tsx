/**
 * Video notes and notifications in the other languages (DESIGN 5c): who reacted with the language's
 * plural and list separator, who can see a note, ages and dates in the active language, and the
 * bell's name with its count.
 */
import { act, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsMenu } from '../../src/client/app/layouts/notifications-menu';
import { CardHeader } from '../../src/client/features/notes/feed/card-header';
import { ReactedBy } from '../../src/client/features/notes/feed/reacted-by';
import { mentionError } from '../../src/client/features/notes/form/note-form.values';
import { shortTime } from '../../src/client/features/notifications/short-time';
import { activateLocale } from '../../src/client/i18n/i18n';
import { db } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { shortDate } from '../../src/client/ui/dates/short-date';
import { NoteVideo } from '../../src/client/ui/video/note-video';
import { ACCESS } from '../../src/shared/schemas/notes';
import { page, stubFetch } from '../helpers/artists-api';
import { noteRow } from '../helpers/notes';
import { apiNotification } from '../helpers/notifications';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const show = (element: ReactNode) => renderWithProviders([{ path: '/', element }]);
const MINUTE = 60_000;
const NOW = Date.parse('2026-03-20T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

afterEach(async () => {
  vi.restoreAllMocks();
  await activateLocale('en');
  store.set(sessionAtom, null);
  await db.notifications.clear();
});

describe('video notes in another language', () => {
  it('says who reacted with the plural of the language (es) and its separator (ja)', async () => {
    await activateLocale('es');
    const { unmount } = show(<ReactedBy usernames={['ann', 'ben', 'cas', 'dee']} />);
    expect(screen.getByText(/^Reacciones de/).textContent).toBe(
      'Reacciones de ann, ben, cas y 1 persona más',
    );
    unmount();
    show(<ReactedBy usernames={['ann', 'ben', 'cas', 'dee', 'eve']} />);
    expect(screen.getByText(/^Reacciones de/).textContent).toBe(
      'Reacciones de ann, ben, cas y 2 personas más',
    );
    await act(() => activateLocale('ja'));
    expect(screen.getByText(/リアクション/).textContent).toBe(
      'ann、ben、cas さんとほか2人がリアクションしました',
    );
  });

  it('says who can see a note (ko) and dates it in the language (ja)', async () => {
    await activateLocale('ko');
    const { unmount } = show(<CardHeader row={noteRow({ access: ACCESS.private })} />);
    expect(screen.getByText('비공개')).toBeTruthy();
    unmount();
    show(<CardHeader row={noteRow({ access: ACCESS.mention, mentioned: ['ruby'] })} />);
    expect(screen.getByText('@ruby님만 볼 수 있어요')).toBeTruthy();
    await act(() => activateLocale('ja'));
    expect(shortDate('2026-03-05T10:00:00Z')).toBe('2026年3月5日');
  });
});

describe("the spec's shared wording in another language", () => {
  it('says why a video cannot play offline (ja) and why a mention is refused (es)', async () => {
    await activateLocale('ja');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    show(<NoteVideo video="https://www.youtube.com/watch?v=dQw4w9WgXcQ" thumb="" alt="" />);
    expect(screen.getByText('動画の再生にはインターネット接続が必要です。')).toBeTruthy();
    await activateLocale('es');
    expect(mentionError('5', 4)).toBe('Menciona como máximo a 3 artistas.');
  });
});

describe('notifications in another language', () => {
  it("gives a notification's age in the language", async () => {
    await activateLocale('ja');
    expect(shortTime(ago(10_000), NOW)).toBe('たった今');
    expect(shortTime(ago(5 * MINUTE), NOW)).toBe('5分');
    expect(shortTime(ago(3 * 60 * MINUTE), NOW)).toBe('3時間');
    await activateLocale('fr');
    expect(shortTime(ago(2 * 24 * 60 * MINUTE), NOW)).toBe('2 j');
    expect(shortTime(ago(30 * 24 * 60 * MINUTE), NOW)).toBe('18 févr. 2026');
  });

  it('names the bell with the count of new ones (fr)', async () => {
    await activateLocale('fr');
    const unseen = apiNotification({ minutes: 1 });
    stubFetch({ 'GET /api/notifications/e1t1/': { body: page([unseen]) } });
    store.set(sessionAtom, testSession(true));
    show(<NotificationsMenu />);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 nouvelle' })).toBeTruthy();
  });
});
