import { Link } from 'react-router-dom';
import { useSystemConfig } from '@/lib/system-config';

/** The logo and the shop's name (the system config's systemName) at the left of every navigation bar. */
export function BrandLink({ to }: { to: string }) {
  const { systemName } = useSystemConfig();
  return (
    <Link className="brand" to={to}>
      <span className="logo" aria-hidden>
        ✿
      </span>
      {systemName}
    </Link>
  );
}
