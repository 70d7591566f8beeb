import type { HelpRequest } from '../api/reads';

/** A day and time in the reader's language (the list, the sheet). */
export const dateTime = (iso: string, lang: string) =>
  new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });

/** Who asked: their name, else their contact, else "guest". */
export const requesterLabel = (r: HelpRequest['requester'], guest: string) => r.name ?? r.contact ?? guest;
