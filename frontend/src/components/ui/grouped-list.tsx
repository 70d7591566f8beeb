import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon, type IconName } from './icon';

/** A grouped inset list section: small caps header, white rounded body, optional footnote. */
export function GroupedList(props: { header?: ReactNode; footer?: ReactNode; children: ReactNode; label?: string }) {
  return (
    <section className="group" aria-label={props.label}>
      {props.header ? <h2 className="group-header">{props.header}</h2> : null}
      <div className="group-body">{props.children}</div>
      {props.footer ? <p className="group-footer">{props.footer}</p> : null}
    </section>
  );
}

interface RowProps {
  title: ReactNode;
  subtitle?: ReactNode;
  detail?: ReactNode;
  icon?: IconName;
  /** The icon tile's colour. */
  tint?: string;
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
  testId?: string;
}

/** One row: a link (with chevron), a button, or plain text when it leads nowhere. */
export function ListRow({ title, subtitle, detail, icon, tint, to, onClick, disabled, testId }: RowProps) {
  const body = (
    <>
      {icon ? (
        <span className="icon" style={tint ? { background: tint } : undefined}>
          <Icon name={icon} />
        </span>
      ) : null}
      <span className="row-main">
        <span className="row-title">{title}</span>
        {subtitle ? <div className="row-subtitle">{subtitle}</div> : null}
      </span>
      {detail !== undefined ? <span className="row-detail">{detail}</span> : null}
      {(to || onClick) && !disabled ? (
        <span className="chevron" aria-hidden>
          ›
        </span>
      ) : null}
    </>
  );
  if (to && !disabled)
    return (
      <Link className="row" to={to} data-testid={testId}>
        {body}
      </Link>
    );
  if (onClick && !disabled)
    return (
      <button type="button" className="row" onClick={onClick} data-testid={testId}>
        {body}
      </button>
    );
  return (
    <div className={disabled ? 'row disabled' : 'row'} data-testid={testId} aria-disabled={disabled || undefined}>
      {body}
    </div>
  );
}
