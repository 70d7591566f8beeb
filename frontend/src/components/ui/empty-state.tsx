import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';

/** What a screen shows when it has nothing to list: an icon, a title, a line of help. */
export function EmptyState({
  icon = 'search',
  title,
  children,
}: {
  icon?: IconName;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="empty" role="status">
      <div className="empty-icon">
        <Icon name={icon} size={30} />
      </div>
      <h3>{title}</h3>
      {children ? <p>{children}</p> : null}
    </div>
  );
}
