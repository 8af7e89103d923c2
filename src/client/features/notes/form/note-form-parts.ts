/**
 * What the video-note form takes from the features built on notes: the labs field with its quick
 * create (labs) and the artists the user gave a shoutout, offered first among the mentions
 * (shoutouts). Its route passes them in (app/routes/upload-video.tsx), so notes do not import the
 * features that import notes.
 */
import type { ComponentType } from 'react';
import type { Portfolio } from '../../../../shared/schemas/artists';

export type NoteFormParts = {
  LabsField: ComponentType<{ value: string[]; onChange: (uuids: string[]) => void; onCreateLab: () => void }>;
  QuickLabDialog: ComponentType<{
    opened: boolean;
    onClose: () => void;
    onCreated: (lab: { uuid: string }) => void;
  }>;
  /** A hook: the artists the signed-in user gave a shoutout, as picker entries. */
  useGivenArtists: () => Portfolio[];
};
