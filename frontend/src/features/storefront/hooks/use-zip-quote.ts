import { useEffect, useState } from 'react';
import { DELIVERY_MESSAGES, ZIP_CODE } from '@domain/delivery';
import { useDeliveryQuote } from '../api/reads';

const QUOTE_DEBOUNCE_MS = 300;

/**
 * The zone's fee quoted live as the zip code is typed: asked once typing pauses on a well-formed
 * code (five digits), so the fee shows before the order is placed. A malformed code says the
 * domain's message without asking; a code outside the zones, the server's.
 */
export function useZipQuote(typed: string) {
  const wanted = typed.trim();
  const [zip, setZip] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setZip(wanted), QUOTE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const wellFormed = ZIP_CODE.test(zip);
  const quote = useDeliveryQuote(wellFormed ? zip : undefined);
  const problem =
    zip.length >= 5 && !wellFormed
      ? DELIVERY_MESSAGES['DELIVERY.INVALID_ZIP_CODE']
      : wellFormed && quote.error
        ? quote.error.message
        : undefined;
  return {
    quote: wellFormed && zip === wanted ? quote.data : undefined,
    quoting: ZIP_CODE.test(wanted) && (zip !== wanted || quote.isFetching),
    problem: zip === wanted ? problem : undefined,
  };
}
