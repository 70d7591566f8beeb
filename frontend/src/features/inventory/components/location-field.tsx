import type { ComponentProps } from 'react';
import { SuggestRow } from '@/components/ui/form-fields';
import { useLocations } from '../api/reads';

/** A location: the known ones offered, a new one accepted (locations are names the staff choose). */
export function LocationField(props: { label: string; error?: string } & ComponentProps<'input'>) {
  const locations = useLocations().data ?? [];
  return <SuggestRow {...props} options={locations} />;
}
