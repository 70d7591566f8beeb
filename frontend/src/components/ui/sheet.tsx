import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Modal as an iOS sheet: rises from the bottom; Escape or a tap outside closes it. */
export function Sheet({ title, open, onClose, children }: { title: string; open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="sheet-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="sheet-grabber" />
        <div className="sheet-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="link-button" onClick={onClose}>{t('common.close')}</button>
        </div>
        {children}
      </div>
    </div>
  );
}
