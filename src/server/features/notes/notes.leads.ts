/**
 * The lead of a video note's page (http/page-lead.ts): its card as a guest sees it, with the author's
 * name, username and date, the lesson and the video's thumbnail (the page's largest paint where
 * YouTube's images load, the lesson where they do not). Only a note everyone may see has one.
 */
import { youtubeId } from '../../../shared/schemas/notes';
import type { LeadSource } from '../../http/page-lead';
import { pathRef } from '../../http/refs';
import { showNote } from './notes.service';

export const noteLeads: LeadSource[] = [
  {
    path: /^\/whatiscooking\/(?<ref>[^/]+)\/?$/i,
    lead: async (deps, { ref }) => {
      const note = await showNote(deps, null, pathRef(ref));
      return {
        slot: 'note',
        text: note.lesson,
        name: note.artist_name || note.username,
        username: note.username,
        created: note.created,
        image: youtubeId(note.video) ? note.thumbjs : null,
      };
    },
  },
];
