import { IMAGENS_MAX } from '@vitrine/shared';
import { ImagePlus, Link2, X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { UploadProgress, useImageUpload } from '../owner-upload';
import { FormSection } from '../../components/ui/FormSection';
import { Button } from '../../components/ui/Button';
import { Field, Input } from '../../components/ui/Input';
import { MoveButtons } from '../../components/ui/MoveButtons';
import { cn } from '../../lib/cn';
import { useDragReorder } from '../../lib/reorder';
import { onEnter } from '../../lib/teclado';
import type { ProdutoFormValues } from './formulario';

/**
 * Up to five pictures, the first is the cover: each upload goes through POST /api/upload/image on
 * its own with its progress; drag to reorder on desktop, ←/→ on phones (and from the keyboard).
 */
export function FotosSection({ onUploadingChange }: { onUploadingChange: (uploading: boolean) => void }) {
  const { control, formState } = useFormContext<ProdutoFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'imagens' });
  const drag = useDragReorder(move);
  const { upload, fileInput, choose } = useImageUpload({ onUploaded: (url) => append({ url }), onUploadingChange });
  const [url, setUrl] = useState<string | null>(null);
  const cheio = fields.length >= IMAGENS_MAX;

  function adicionarUrl() {
    if (!url?.trim()) return;
    append({ url: url.trim() });
    setUrl(null);
  }

  const erros = formState.errors.imagens;
  const erro = erros?.message ?? erros?.root?.message ?? (Array.isArray(erros) ? erros.find(Boolean)?.message : undefined);

  return (
    <FormSection title="Fotos" text={`Até ${IMAGENS_MAX} fotos. A primeira é a capa; arraste (ou use as setas) para mudar a ordem.`}>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        {fields.map((field, index) => (
          <li
            key={field.id}
            {...drag.itemProps(index)}
            className={cn(
              'flex cursor-grab flex-col gap-1 rounded-xl transition-opacity active:cursor-grabbing',
              drag.itemClass(index, 'ring-2 ring-brand-500 ring-offset-2'),
            )}
          >
            <div className="relative aspect-square overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
              <img src={field.url} alt="Pré-visualização" draggable={false} className="size-full object-cover" />
              {index === 0 && (
                <span className="absolute bottom-1 left-1 rounded-md bg-slate-900/75 px-1.5 py-0.5 text-xs font-semibold text-white">
                  Capa
                </span>
              )}
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Remover foto ${index + 1}`}
                title="Remover"
                className="absolute top-1 right-1 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow ring-1 ring-slate-900/10 hover:bg-white hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X className="size-4" aria-hidden />
              </button>
            </div>
            <MoveButtons
              nome={`foto ${index + 1}`}
              index={index}
              count={fields.length}
              onMove={move}
              direction="horizontal"
              className="justify-center"
            />
          </li>
        ))}
        {upload && (
          <li className="relative aspect-square overflow-hidden rounded-xl border border-slate-200">
            <img src={upload.preview} alt="" className="size-full object-cover opacity-50" />
            <UploadProgress percent={upload.percent} overPicture className="absolute inset-x-2 bottom-2" />
          </li>
        )}
        {!cheio && !upload && (
          <li>
            <button
              type="button"
              onClick={choose}
              className="flex aspect-square w-full flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-slate-300 p-2 text-center text-sm font-medium text-slate-600 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <ImagePlus className="size-6" aria-hidden />
              {fields.length === 0 ? 'Adicionar foto' : 'Mais uma foto'}
            </button>
          </li>
        )}
      </ul>
      {/* The upload's own field: the tile above opens it; its name is the one the product's picture always had. */}
      <input {...fileInput} aria-label="Imagem" />
      <p className={cn('text-sm', erro ? 'font-medium text-red-600' : 'text-slate-500')}>
        {erro ?? (cheio ? `Limite de ${IMAGENS_MAX} fotos atingido.` : 'JPG, PNG ou WebP, até 5 MB cada.')}
      </p>
      {!cheio &&
        (url === null ? (
          <button
            type="button"
            onClick={() => setUrl('')}
            className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <Link2 className="size-4" aria-hidden />
            Usar o endereço (URL) de uma imagem
          </button>
        ) : (
          <div className="flex items-end gap-2">
            <Field label="Endereço (URL) da imagem" className="min-w-0 flex-1">
              <Input
                type="url"
                inputMode="url"
                placeholder="https://..."
                autoFocus
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                // Enter adds the picture rather than saving the whole product.
                onKeyDown={onEnter(adicionarUrl)}
              />
            </Field>
            <Button variant="secondary" disabled={url.trim() === ''} onClick={adicionarUrl}>
              Adicionar
            </Button>
          </div>
        ))}
    </FormSection>
  );
}
