import { ModalFrame, type DialogProps } from './Dialog';

export type SheetProps = Omit<DialogProps, 'size'>;

/** Bottom sheet, at most 80% of the viewport tall (the catalogue cart, 'Seu Pedido'). */
export function Sheet(props: SheetProps) {
  return (
    <ModalFrame
      {...props}
      overlayClassName="items-end"
      contentClassName="max-h-[80vh] rounded-t-2xl starting:translate-y-full sm:max-w-lg"
    />
  );
}
