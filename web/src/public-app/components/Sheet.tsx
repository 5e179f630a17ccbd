import { ModalFooter } from '../../components/ui/ModalFooter';
import { CloseButton } from '../../components/ui/CloseButton';
import { useEffect, useId, useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  footer?: ReactNode;
  children?: ReactNode;
  /** On the whole sheet: the shop's colour variables (theme.ts, lojaStyle), which a portal does not inherit from the page. */
  style?: CSSProperties;
}

/**
 * A bottom sheet, at most 80% of the viewport tall ('Seu pedido'), accessible without Radix in the
 * customer's bundle: the page behind is inert and does not scroll,
 * Esc and a tap outside close it, focus starts on the sheet and goes back to the button that opened
 * it. Not a modal <dialog>: the browser's top layer would cover the toasts the order sends.
 */
export function Sheet({ open, ...props }: SheetProps) {
  return open ? createPortal(<OpenSheet {...props} />, document.body) : null;
}

function OpenSheet({ onOpenChange, title, description, footer, children, style }: Omit<SheetProps, 'open'>) {
  const sheet = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useRef(onOpenChange);
  useEffect(() => {
    close.current = onOpenChange;
  });

  useLayoutEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const app = document.getElementById('root');
    const html = document.documentElement;
    const overflow = html.style.overflow;
    app?.setAttribute('inert', '');
    html.style.overflow = 'hidden';
    sheet.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      app?.removeAttribute('inert');
      html.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <div
      style={style}
      className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 backdrop-blur-[2px] transition-opacity duration-200 motion-reduce:transition-none starting:opacity-0"
      // A tap on the backdrop, not on the sheet, closes.
      onClick={(event) => event.target === event.currentTarget && onOpenChange(false)}
    >
      <div
        ref={sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="relative flex max-h-[80vh] w-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl transition-[translate,opacity] duration-200 ease-out focus:outline-none motion-reduce:transition-none sm:max-w-lg starting:translate-y-full"
      >
        <div className="px-5 pt-5 pr-14 pb-3 sm:px-6 sm:pr-14">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className="mt-1 text-sm text-slate-600">
              {description}
            </p>
          )}
        </div>
        <div
          className={
            footer
              ? 'min-h-0 flex-1 overflow-y-auto px-5 pt-1 pb-5 sm:px-6'
              : 'min-h-0 flex-1 overflow-y-auto px-5 pt-1 pb-[max(1.25rem,env(safe-area-inset-bottom))] sm:px-6'
          }
        >
          {children}
        </div>
        {footer && <ModalFooter>{footer}</ModalFooter>}
        {/* Last in the DOM: Tab goes through the items before reaching the X. */}
        <CloseButton onClick={() => onOpenChange(false)} />
      </div>
    </div>
  );
}
