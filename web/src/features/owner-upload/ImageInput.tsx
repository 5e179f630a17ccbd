import { ImageIcon, Link2, Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { UploadProgress, useImageUpload } from './image-upload';
import { Button } from '../../components/ui/Button';
import { Field, Input, Label } from '../../components/ui/Input';

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
  const { upload, fileInput, choose } = useImageUpload({ onUploaded: onChange, onUploadingChange });
  // Most owners upload; the URL field opens on request (or to show what is wrong with the URL).
  const [pastingUrl, setPastingUrl] = useState(false);

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
              <Button variant="secondary" size="sm" disabled={upload !== null} onClick={choose}>
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
            {upload ? <UploadProgress percent={upload.percent} /> : <p className="text-xs text-slate-500">JPG, PNG ou WebP, até 5 MB.</p>}
          </div>
        </div>
        <input {...fileInput} id={fileId} />
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
