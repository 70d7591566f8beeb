// The delivery area's Spanish messages (problem+json `detail`), for the API and the screens.
export const DELIVERY_MESSAGES = {
  'DELIVERY.OUTSIDE_ZONES':
    'Lo sentimos, no entregamos en ese código postal. Zonas de entrega: Downtown, Brickell y Miami Beach.',
  'DELIVERY.INVALID_ZIP_CODE': 'El código postal debe tener 5 dígitos.',
} as const;
export type DeliveryMessageCode = keyof typeof DELIVERY_MESSAGES;
