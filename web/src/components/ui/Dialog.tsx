import * as RadixDialog from '@radix-ui/react-dialog';
import type { LucideIcon } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { ModalFooter } from './ModalFooter';
import { Button } from './Button';
import { CloseButton } from './CloseButton';

/** Wrap a footer button with `<DialogClose asChild>` to make it close the dialog (e.g. 'Cancelar'). */
export const DialogClose = RadixDialog.Close;

/** A footer's secondary button that closes the dialog: 'Cancelar' unless told ('Concluir'). */
export function DialogCancel({ children = 'Cancelar', disabled }: { children?: ReactNode; disabled?: boolean }) {
  return (
    <DialogClose asChild>
      <Button variant="secondary" disabled={disabled}>
        {children}
      </Button>
    </DialogClose>
  );
}

/** The small secondary button that opens a toolbar's dialog (a Dialog's `trigger`): its icon, its label, and what follows (a badge). */
export const dialogButton = (Icon: LucideIcon, label: ReactNode, depois?: ReactNode) => (
  <Button variant="secondary" size="sm">
    <Icon className="size-4" aria-hidden />
    {label}
    {depois}
  </Button>
);

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens it (one element, e.g. a Button); omit when `open` is controlled. */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Actions row; to submit a form in the body, give the form an id and the button `form={id}`. */
  footer?: ReactNode;
  children?: ReactNode;
  size?: 'md' | 'lg';
}

interface ModalFrameProps extends Omit<DialogProps, 'size'> {
  /** Positions the content: the backdrop is a flex box the content sits in. */
  overlayClassName: string;
  contentClassName: string;
  /** Confirmations have no X: the choice is Cancelar or the action. */
  closeButton?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/** Shared by Dialog and ConfirmDialog: portal, backdrop, header, scrolling body, footer. */
export function ModalFrame({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  footer,
  children,
  overlayClassName,
  contentClassName,
  closeButton = true,
  role = 'dialog',
}: ModalFrameProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        {/* Content inside the overlay (Radix's scrollable-overlay pattern): flex centring, no transforms. */}
        <RadixDialog.Overlay
          className={cn(
            'fixed inset-0 z-50 flex justify-center bg-slate-900/50 backdrop-blur-[2px] transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none',
            overlayClassName,
          )}
        >
          <RadixDialog.Content
            role={role}
            onOpenAutoFocus={(event) => {
              opener.current = document.activeElement as HTMLElement | null;
              // Forms: focus the dialog itself, not the first field, so phones do not pop the keyboard over
              // it (Radix would also select the field's text); a field with autoFocus still wins.
              // Confirmations keep Radix's default, the first button: Cancelar.
              if (role === 'dialog') {
                event.preventDefault();
                (event.target as HTMLElement).focus();
              }
            }}
            // Radix returns focus only to its own Trigger; controlled dialogs (a row's 'Editar') need this.
            onCloseAutoFocus={(event) => {
              if (opener.current?.isConnected) {
                event.preventDefault();
                opener.current.focus();
              }
            }}
            className={cn(
              'relative flex w-full flex-col overflow-hidden bg-white shadow-xl transition-[translate,opacity] duration-200 ease-out focus:outline-none motion-reduce:transition-none',
              contentClassName,
            )}
          >
            <div className={cn('px-5 pt-5 sm:px-6', children ? 'pb-3' : 'pb-5', closeButton && 'pr-14 sm:pr-14')}>
              <RadixDialog.Title className="text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
              {description && <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>}
            </div>
            {children && (
              <div
                className={cn(
                  'min-h-0 flex-1 overflow-y-auto px-5 pt-1 sm:px-6',
                  // Bottom-anchored on phones: keep the last item clear of the home indicator.
                  footer ? 'pb-5' : 'pb-[max(1.25rem,env(safe-area-inset-bottom))]',
                )}
              >
                {children}
              </div>
            )}
            {footer && <ModalFooter>{footer}</ModalFooter>}
            {/* Last in the DOM: Tab goes through the form before reaching the X. */}
            {closeButton && (
              <RadixDialog.Close asChild>
                <CloseButton />
              </RadixDialog.Close>
            )}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Modal: a sheet rising from the bottom on phones, a centred card from `sm` up. */
export function Dialog({ size = 'md', ...props }: DialogProps) {
  return (
    <ModalFrame
      {...props}
      overlayClassName="items-end sm:items-center sm:p-4"
      contentClassName={cn(
        'max-h-[92dvh] rounded-t-2xl starting:translate-y-full sm:max-h-[85dvh] sm:rounded-2xl sm:starting:translate-y-4 sm:starting:opacity-0',
        size === 'lg' ? 'sm:max-w-2xl' : 'sm:max-w-lg',
      )}
    />
  );
}
