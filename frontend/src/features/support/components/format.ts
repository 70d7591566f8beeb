import type { HelpRequest } from '../api/help-requests';

/** A day and time in the reader's language (the list, the sheet). */
export const dateTime = (iso: string, lang: string) =>
  new Date(iso).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });

/** Spec 9's chat time, HH:MM, as the customer saw it in the widget. */
export const chatTime = (iso: string, lang: string) => {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : at.toLocaleTimeString(lang, { hour: '2-digit', minute: '2-digit' });
};

/** Who asked: their name, else their contact, else "guest". */
export const requesterLabel = (r: HelpRequest['requester'], guest: string) => r.name ?? r.contact ?? guest;
