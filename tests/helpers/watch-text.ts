/**
 * Watches the document for `text` from now on (a page on its way to what it shows, which must never
 * pass through a wrong state, however briefly); the returned stop says how many changes showed it.
 */
export function watchText(text: string): () => number {
  let shown = 0;
  const observer = new MutationObserver(() => {
    if (document.body.textContent?.includes(text)) shown += 1;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return () => {
    observer.disconnect();
    return shown;
  };
}
