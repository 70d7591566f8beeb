import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from './focus-trap';

/**
 * Modal as an iOS sheet: rises from the bottom; Escape or a tap outside closes it. `wide` for a sheet
 * that shows a table (on a desktop it grows to the table's width; on a phone every sheet is full width).
 * The keyboard stays inside while it is open and returns to the opener after (./focus-trap).
 */
export function Sheet({
  title,
  open,
  onClose,
  children,
  wide,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  useFocusTrap(box, open, onClose);
  if (!open) return null;
  return (
    <div className="sheet-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={box}
        className={wide ? 'sheet wide' : 'sheet'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="sheet-grabber" />
        <div className="sheet-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="link-button" onClick={onClose}>
            {t('common.close')}
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
