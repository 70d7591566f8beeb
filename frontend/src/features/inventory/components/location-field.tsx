import { useLocations } from '../api/get-locations';
import { SuggestRow } from '@/components/ui/form-fields';

/** A location: the known ones offered, a new one accepted (locations are names the staff choose). */
export function LocationField(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  placeholder?: string;
  name?: string;
}) {
  const locations = useLocations().data ?? [];
  return <SuggestRow {...props} options={locations} />;
}
