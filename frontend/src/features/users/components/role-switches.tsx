import { useTranslation } from 'react-i18next';
import { GroupedList } from '@/components/ui/grouped-list';
import { ROLES } from '@/lib/access';

interface Props {
  header: string;
  roles: string[];
  onChange: (roles: string[]) => void;
  /** Each switch's test id is `<testIdPrefix>-<role>`, when given. */
  testIdPrefix?: string;
}

// The partner role comes with its partner, from the partner's page (issue 45): it has no switch here,
// and an account that holds it keeps it through a change of its other roles.
const SWITCHED = ROLES.filter((r) => r !== 'partner');

/** A switch per role (creating a user, changing one's roles); says so when none is on. */
export function RoleSwitches({ header, roles, onChange, testIdPrefix }: Props) {
  const { t } = useTranslation();
  const toggle = (role: string) => onChange(roles.includes(role) ? roles.filter((r) => r !== role) : [...roles, role]);
  return (
    <GroupedList header={header} footer={roles.length ? undefined : t('users.noRoles')}>
      {SWITCHED.map((role) => (
        <label className="row" key={role} style={{ cursor: 'pointer' }}>
          <span className="row-main">{t(`roles.${role}`)}</span>
          <input
            type="checkbox"
            role="switch"
            className="switch"
            checked={roles.includes(role)}
            onChange={() => toggle(role)}
            aria-label={t(`roles.${role}`)}
            data-testid={testIdPrefix ? `${testIdPrefix}-${role}` : undefined}
          />
        </label>
      ))}
    </GroupedList>
  );
}
