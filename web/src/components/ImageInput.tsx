import { ImageIcon, Link2, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { UploadError, checkImageFile, isSupportedImage, shrinkImage, uploadImage } from '../lib/upload';
import { Button } from './ui/Button';
import { Field, Input, Label } from './ui/Input';
import { toast } from './ui/toast';

export interface ImageInputProps {
  label: string;
  /** The image URL: uploaded through /api/upload/image or pasted; '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** Lets the form hold its submit while a picture is still on its way. */
  onUploadingChange?: (uploading: boolean) => void;
  error?: string;
}

/** Picture field shared by the product modal and the shop's logo: upload with progress, preview, remove, or a pasted URL. */
export function ImageInput({ label, value, onChange, onUploadingChange, error }: ImageInputProps) {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ preview: string; percent: number } | null>(null);
  // Most owners upload; the URL field opens on request (or to show what is wrong with the URL).
  const [pastingUrl, setPastingUrl] = useState(false);

  async function send(original: File) {
    // Shrunk first, then checked: mobile data is spared, and a phone photo over 5 MB that shrinks below it goes.
    const file = isSupportedImage(original) ? await shrinkImage(original) : original;
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(problem.message, { description: problem.details });
      return;
    }
    // The local file shows at once, dimmed under the progress bar, until the server has it.
    const preview = URL.createObjectURL(file);
    setUpload({ preview, percent: 0 });
    onUploadingChange?.(true);
    try {
      onChange(await uploadImage(file, (fraction) => setUpload({ preview, percent: Math.round(fraction * 100) })));
    } catch (caught) {
      const failure = caught instanceof UploadError ? caught : new UploadError('Erro ao fazer upload da imagem');
      toast.error(failure.message, { description: failure.details });
    } finally {
      URL.revokeObjectURL(preview);
      setUpload(null);
      onUploadingChange?.(false);
    }
  }

  const src = upload?.preview ?? value;
  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor={fileId}>{label}</Label>
        <div className="flex items-center gap-4">
          <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
            {src ? (
              <img src={src} alt="Pré-visualização" className={upload ? 'size-full object-cover opacity-60' : 'size-full object-cover'} />
            ) : (
              <ImageIcon className="size-8 text-slate-300" aria-hidden />
            )}
          </div>
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" disabled={upload !== null} onClick={() => fileInput.current?.click()}>
                <Upload className="size-4" aria-hidden />
                {value ? 'Trocar imagem' : 'Enviar imagem'}
              </Button>
              {value && !upload && (
                <Button variant="ghost" size="sm" onClick={() => onChange('')}>
                  <Trash2 className="size-4 text-red-600" aria-hidden />
                  Remover
                </Button>
              )}
            </div>
            {upload ? (
              <div className="space-y-1">
                <div
                  role="progressbar"
                  aria-label="Enviando imagem"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={upload.percent}
                  className="h-2 overflow-hidden rounded-full bg-slate-200"
                >
                  <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${upload.percent}%` }} />
                </div>
                <p className="text-xs font-medium text-slate-600">Enviando... {upload.percent}%</p>
              </div>
            ) : (
              <p className="text-xs text-slate-500">JPG, PNG ou WebP, até 5 MB.</p>
            )}
          </div>
        </div>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = ''; // picking the same file again must fire another change
            if (file) void send(file);
          }}
        />
      </div>
      {pastingUrl || error ? (
        <Field label="Endereço (URL) da imagem" error={error}>
          <Input
            type="url"
            inputMode="url"
            placeholder="https://..."
            autoFocus={pastingUrl}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </Field>
      ) : (
        <button
          type="button"
          onClick={() => setPastingUrl(true)}
          className="inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Link2 className="size-4" aria-hidden />
          Usar o endereço (URL) de uma imagem
        </button>
      )}
    </div>
  );
}
