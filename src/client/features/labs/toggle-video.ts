/** A click on a selectable video card: the chosen notes with `uuid` added or removed. */
export const toggled = (videos: string[], uuid: string) =>
  videos.includes(uuid) ? videos.filter((v) => v !== uuid) : [...videos, uuid];
