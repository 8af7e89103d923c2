/**
 * Sharing a note or a lab: the system share sheet (Web Share API) where the browser has one, else
 * the link copied to the clipboard. Either way the dancer sees a short confirmation, or why it failed.
 */
import { t } from '@lingui/core/macro';
import { notifications } from '@mantine/notifications';

export type Shareable = { title: string; path: string };

/** The absolute address of an in-app path, e.g. "/whatiscooking/{uuid}". */
export const shareUrl = (path: string) => new URL(path, window.location.origin).href;

const tell = (message: string, color?: string) =>
  notifications.show({ message, color, autoClose: 3000, closeButtonProps: { 'aria-label': t`Close` } });

/** Opens the share sheet, or copies the link; never throws. */
export async function shareLink({ title, path }: Shareable): Promise<void> {
  const url = shareUrl(path);
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return;
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    tell(t`Link copied.`);
  } catch {
    tell(t`Could not copy the link: ${url}`, 'red');
  }
}
