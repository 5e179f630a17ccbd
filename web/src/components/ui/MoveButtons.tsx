import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './Button';

export interface MoveButtonsProps {
  /** What moves, for the buttons' names: "Mover Bolo para cima". */
  nome: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  /** A row of pictures moves left and right; a list, up and down. */
  direction?: 'vertical' | 'horizontal';
  disabled?: boolean;
  className?: string;
}

/** Move one place back or forward: the phone's and the keyboard's way to reorder what desktop drags. */
export function MoveButtons({ nome, index, count, onMove, direction = 'vertical', disabled, className }: MoveButtonsProps) {
  const vertical = direction === 'vertical';
  const [Back, Forward] = vertical ? [ArrowUp, ArrowDown] : [ArrowLeft, ArrowRight];
  const [back, forward] = vertical ? ['para cima', 'para baixo'] : ['para a esquerda', 'para a direita'];
  return (
    <div className={cn('flex gap-1', className)}>
      <Button
        variant="ghost"
        size="sm"
        className="px-2"
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
        aria-label={`Mover ${nome} ${back}`}
        title={`Mover ${back}`}
      >
        <Back className="size-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className="px-2"
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
        aria-label={`Mover ${nome} ${forward}`}
        title={`Mover ${forward}`}
      >
        <Forward className="size-4" aria-hidden />
      </Button>
    </div>
  );
}
