import { z } from 'zod';
import { DELIVERY_ERROR_MESSAGES as M, deliveryStatusBody } from '@domain/delivery';

// The driver's two forms, built on POST /api/deliveries/:id/status's own fields so each says what
// the server would, in its words — with the one rule the body leaves to the decider made a field's:
// a handover names who took it, a failed attempt says why.
const { recipientName, notes } = deliveryStatusBody.shape;

/** 'Entregar': who received it (required), notes; the photo travels beside the form. */
export const deliverForm = z.object({
  recipientName: recipientName.unwrap().min(1, { error: M['DELIVERY.RECIPIENT_REQUIRED'] }),
  notes,
});

/** 'No se pudo entregar': the reason, sent as the PENDING status's notes. */
export const failForm = z.object({ notes: notes.unwrap().min(1, { error: M['DELIVERY.REASON_REQUIRED'] }) });
